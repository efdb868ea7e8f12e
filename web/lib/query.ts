import type { useQuery as reactQueryUseQuery } from "@tanstack/react-query";
import { createContext, createElement, type ReactNode, useContext } from "react";

/**
 * `useQuery` as the public site's data hooks (features/<resource>/api) call it. Once the app runs it
 * is react-query's own (app/react-query.tsx provides it, in the browser and in the worker's
 * renderer). While a page hydrates without the app (light.tsx), it answers from the data the worker
 * embedded in the page, which holds every query the page was rendered with: a page that hydrates
 * without the app downloads no data cache and no fetching code (docs/decisions.md, "Pages that
 * hydrate without the app"). Only types come from react-query here.
 */
type UseQuery = typeof reactQueryUseQuery;

const QueryContext = createContext<UseQuery | null>(null);

/** Names the `useQuery` the components below it get. */
export function QueriesFrom({ useQuery, children }: { useQuery: UseQuery; children: ReactNode }) {
  return createElement(QueryContext.Provider, { value: useQuery }, children);
}

export const useQuery = ((options: Parameters<UseQuery>[0]) => {
  const use = useContext(QueryContext);
  if (!use) throw new Error("A data hook rendered outside <QueriesFrom>.");
  // The same hook on every render: a tree never changes its provider.
  return use(options);
}) as UseQuery;

/**
 * react-query's key hash (its `hashKey`, which the embedded data is dehydrated under): JSON with every
 * plain object's keys sorted. Here rather than imported, so a page that hydrates without the app
 * takes nothing from react-query; a test holds it to react-query's own.
 */
export function hashKey(queryKey: readonly unknown[]): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, value[k]]),
        )
      : value,
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype;
}

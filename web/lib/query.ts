import type {
  queryOptions as reactQueryOptions,
  useQueries as reactQueryUseQueries,
  useQuery as reactQueryUseQuery,
} from "@tanstack/react-query";
import { createContext, createElement, type ReactNode, useContext, useMemo } from "react";

/**
 * `useQuery`, `useQueries` and `queryOptions` as the public site's data hooks (features/<resource>/api) call them.
 * In the app they are react-query's own (app/provider.tsx). In the worker's render and in an
 * island they answer from the page's data: the loader's, embedded in the page for the islands that
 * read it (app/embedded-queries.ts), so an island downloads no data cache and no fetching code
 * (docs/decisions.md, "Public pages: server HTML with islands"). Only types come from react-query here.
 */
type UseQuery = typeof reactQueryUseQuery;
type UseQueries = typeof reactQueryUseQueries;
type Hooks = { useQuery: UseQuery; useQueries: UseQueries };

const QueryContext = createContext<Hooks | null>(null);

/** Names the `useQuery` and `useQueries` the components below it get. */
export function QueriesFrom({ useQuery, useQueries, children }: Hooks & { children: ReactNode }) {
  // Made once per pair: the hooks never change, and a new value would re-render every reader.
  const hooks = useMemo(() => ({ useQuery, useQueries }), [useQuery, useQueries]);
  return createElement(QueryContext.Provider, { value: hooks }, children);
}

function useHooks(): Hooks {
  const hooks = useContext(QueryContext);
  if (!hooks) throw new Error("A data hook rendered outside <QueriesFrom>.");
  return hooks;
}

// The same hook on every render: a tree never changes its provider.
export const useQuery = ((options: Parameters<UseQuery>[0]) => useHooks().useQuery(options)) as UseQuery;
export const useQueries = ((options: Parameters<UseQueries>[0]) => useHooks().useQueries(options)) as UseQueries;

/** react-query's `queryOptions`, which returns its argument typed with the query's data: its types, no code of its. */
export const queryOptions = (<T>(options: T) => options) as typeof reactQueryOptions;

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

import type {
  queryOptions as reactQueryOptions,
  useQueries as reactQueryUseQueries,
  useQuery as reactQueryUseQuery,
  UseQueryResult,
} from "@tanstack/react-query";
import { createContext, createElement, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from "react";

/**
 * `useQuery`, `useQueries` and `queryOptions` as the public site's data hooks (features/<resource>/api) call them.
 * In the app they are react-query's own (dashboard/app/provider.tsx). In the worker's render and in an
 * island they answer from the page's data: the loader's, embedded in the page for the islands that
 * read it (`embeddedQueries` below), so an island downloads no data cache and no fetching code
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

type Options = {
  queryKey: readonly unknown[];
  queryHash?: string;
  select?: (data: unknown) => unknown;
  queryFn?: (context: { queryKey: readonly unknown[] }) => Promise<unknown>;
};

/**
 * `useQuery` and `useQueries` from the data embedded in a page, for its islands
 * (web/site/islands.tsx). The page was rendered with every query it asks for answered (or failed, as
 * the API refused it), so each is found; one that is not (the listing's size filter chosen in the
 * page, which needs project details the list does not carry) is asked of the API once, by its own
 * query function, and kept for the page's life; `refetch` asks again. The worker's renderer answers the page's hooks the same way,
 * from its loader's reads (web/entry-server.tsx), and is told of a query it cannot answer
 * (`missing`) while it renders; nothing is fetched there (effects do not run on the server).
 */
export type EmbeddedData = { answers: ReadonlyMap<string, unknown>; failures: ReadonlyMap<string, unknown> };
type Seen = { missing?: (hash: string) => void; asked?: (hash: string) => void };

export function embeddedQueries(data: EmbeddedData, { missing, asked }: Seen = {}): Hooks {
  const answers = new Map(data.answers);
  const failures = new Map(data.failures);
  const loading = new Set<string>();
  const listeners = new Set<() => void>();
  let version = 0;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const snapshot = () => version;
  const ask = (hash: string, options: Options) => {
    if (loading.has(hash) || !options.queryFn) return;
    loading.add(hash);
    failures.delete(hash);
    void options
      .queryFn({ queryKey: options.queryKey })
      .then(
        (value) => answers.set(hash, value),
        (err: unknown) => failures.set(hash, err),
      )
      .finally(() => {
        loading.delete(hash);
        version++;
        for (const listener of listeners) listener();
      });
  };
  const lookup = (options: Options) => {
    const hash = options.queryHash ?? hashKey(options.queryKey);
    const found = answers.has(hash);
    const isError = !found && failures.has(hash);
    asked?.(hash);
    if (!found && !isError) missing?.(hash);
    const value = found && options.select ? options.select(answers.get(hash)) : answers.get(hash);
    const result = {
      data: value,
      error: isError ? failures.get(hash) : null,
      status: found ? "success" : isError ? "error" : "pending",
      isPending: !found && !isError,
      isLoading: !found && !isError,
      isSuccess: found,
      isError,
      isFetching: loading.has(hash),
      isPlaceholderData: false,
      refetch: () => ask(hash, options),
    } as unknown as UseQueryResult;
    return { hash, result, options };
  };
  const useQuery = (options: Options) => {
    useSyncExternalStore(subscribe, snapshot, snapshot);
    const { hash, result } = lookup(options);
    const waiting = result.isPending;
    useEffect(() => void (waiting && ask(hash, options)), [hash, waiting]); // eslint-disable-line react-hooks/exhaustive-deps
    return result;
  };
  const useQueries = ({ queries, combine }: { queries: readonly Options[]; combine?: (results: UseQueryResult[]) => unknown }) => {
    useSyncExternalStore(subscribe, snapshot, snapshot);
    const found = queries.map(lookup);
    const waiting = found.filter((q) => q.result.isPending);
    const key = waiting.map((q) => q.hash).join("\n");
    useEffect(() => waiting.forEach((q) => ask(q.hash, q.options)), [key]); // eslint-disable-line react-hooks/exhaustive-deps
    const results = found.map((q) => q.result);
    return combine ? combine(results) : results;
  };
  return { useQuery, useQueries } as unknown as Hooks;
}

import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import type { QueriesFrom } from "../lib/query";
import { hashKey } from "../lib/query";

type Hooks = Omit<Parameters<typeof QueriesFrom>[0], "children">;
type Options = {
  queryKey: readonly unknown[];
  queryHash?: string;
  select?: (data: unknown) => unknown;
  queryFn?: (context: { queryKey: readonly unknown[] }) => Promise<unknown>;
};

/**
 * `useQuery` and `useQueries` from the data embedded in a page (lib/query.ts), for its islands
 * (web/islands.tsx). The page was rendered with every query it asks for answered (or `failed`, as
 * the API refused it), so each is found; one that is not (the listing's size filter chosen in the page, which needs project
 * details the list does not carry) is asked of the API once, by its own query function, and kept for
 * the page's life; `refetch` asks again. The worker's renderer answers the page's hooks the same way,
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

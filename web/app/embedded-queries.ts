import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect } from "react";
import type { QueriesFrom } from "../lib/query";
import { hashKey } from "../lib/query";

type Hooks = Omit<Parameters<typeof QueriesFrom>[0], "children">;
type Options = { queryKey: readonly unknown[]; queryHash?: string; select?: (data: unknown) => unknown };

/**
 * `useQuery` and `useQueries` from the embedded data (lib/query.ts), for a page that hydrates without
 * the app (light.tsx). The page was rendered with every query it asks for answered, so each is
 * found; one that is not (a part the worker could not render, the listing's size filter chosen in the
 * page, which needs project details the list does not carry) hands over to the app at this same URL,
 * which asks the API for it. `refetch` hands over too. The worker's renderer answers the page's hooks
 * the same way, from its loader's reads (web/entry-server.tsx), and is told of a query it cannot
 * answer (`missing`) while it renders.
 */
export function embeddedQueries(data: ReadonlyMap<string, unknown>, refetch: () => void, missing?: (hash: string) => void): Hooks {
  const lookup = (options: Options) => {
    const hash = options.queryHash ?? hashKey(options.queryKey);
    const found = data.has(hash);
    if (!found) missing?.(hash);
    const value = found && options.select ? options.select(data.get(hash)) : data.get(hash);
    return {
      data: value,
      error: null,
      status: found ? "success" : "pending",
      isPending: !found,
      isLoading: !found,
      isSuccess: found,
      isError: false,
      isFetching: false,
      isPlaceholderData: false,
      refetch,
    } as unknown as UseQueryResult;
  };
  const useQuery = (options: Options) => {
    const result = lookup(options);
    const found = result.isSuccess;
    useEffect(() => void (found || refetch()), [found]);
    return result;
  };
  const useQueries = ({ queries, combine }: { queries: readonly Options[]; combine?: (results: UseQueryResult[]) => unknown }) => {
    const results = queries.map(lookup);
    const found = results.every((r) => r.isSuccess);
    useEffect(() => void (found || refetch()), [found]);
    return combine ? combine(results) : results;
  };
  return { useQuery, useQueries } as unknown as Hooks;
}

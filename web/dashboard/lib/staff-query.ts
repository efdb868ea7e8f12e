import { ApiError } from "@/shared/lib/api-error";

/**
 * Defaults for every staff (dashboard) query, spread into its queryOptions: staff see fresh data on
 * every visit, and a 4xx is an answer, not a hiccup, so it is not retried (a 401 goes to /login at once).
 * Typing `err` as ApiError types the query's error too (`json()` throws nothing else).
 */
export const staffQueryDefaults = {
  staleTime: 0,
  retry: (failures: number, err: ApiError) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && failures < 2,
} as const;

/**
 * The same defaults for a query whose options the public site made (its error typed `Error`): the
 * dashboard shows those records too (the total count, a project's details).
 */
export const staffDefaultsForPublicQuery = {
  staleTime: 0,
  retry: (failures: number, err: Error) => staffQueryDefaults.retry(failures, err as ApiError),
} as const;

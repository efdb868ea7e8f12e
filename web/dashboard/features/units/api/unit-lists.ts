import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/shared/lib/api-error";
import { unitsQuery } from "./get-units";

/**
 * What a flat's change refreshes: the project's flats, and the Sales report (its counts and holds).
 * The report's key is written out because features do not import each other.
 */
export const unitChangeInvalidates = (uniId: string): QueryKey[] => [unitsQuery(uniId).queryKey, ["reports", "sales"]];

/**
 * Wraps a flat's call so that a 409 (someone else changed the flat meanwhile) also refreshes the grid:
 * the message says what happened, and the grid then shows the flat as it now is.
 */
export function useRefreshOnConflict(uniId: string) {
  const queryClient = useQueryClient();
  return <A, T>(call: (args: A) => Promise<T>) =>
    async (args: A): Promise<T> => {
      try {
        return await call(args);
      } catch (err) {
        if (ApiError.from(err).status === 409) for (const queryKey of unitChangeInvalidates(uniId)) void queryClient.invalidateQueries({ queryKey });
        throw err;
      }
    };
}

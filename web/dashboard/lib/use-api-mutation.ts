import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/shared/lib/toast";
import { ApiError } from "@/shared/lib/api-error";

type Text<A extends unknown[]> = string | ((...args: A) => string);

export type ApiMutationOptions<TData, TVars> = {
  mutationFn: (vars: TVars) => Promise<TData>;
  /** Success toast, docs/product.md §8 wording ("Banner updated successfully"). */
  success?: Text<[TData, TVars]>;
  /** Failure toast, docs/product.md §8 wording; the server's own message is shown under it. `false`: no toast (the form shows it). */
  failure?: Text<[ApiError, TVars]> | false;
  /** The lists this change affects, as `someListQuery().queryKey`: they refetch after success. */
  invalidates?: QueryKey[];
  onSuccess?: (data: TData, vars: TVars) => void;
};

const text = <A extends unknown[]>(t: Text<A> | undefined, ...args: A) => (typeof t === "function" ? t(...args) : t);

/**
 * The one mutation pattern of the dashboard: run the call, toast the outcome, refresh the lists.
 * - 401 toasts nothing: the session is gone and the dashboard guard sends the user to /login.
 * - 422 with per-field issues toasts nothing: the form shows each message beside its field.
 * - Any other failure toasts `failure` with the server's message as the detail.
 */
export function useApiMutation<TData, TVars = void>(opts: ApiMutationOptions<TData, TVars>) {
  const queryClient = useQueryClient();
  return useMutation<TData, ApiError, TVars>({
    mutationFn: async (vars) => {
      try {
        return await opts.mutationFn(vars);
      } catch (err) {
        throw ApiError.from(err);
      }
    },
    onSuccess: (data, vars) => {
      const message = text(opts.success, data, vars);
      if (message) toast.success(message);
      // Not awaited: the form closes at once and the table refreshes behind it.
      for (const queryKey of opts.invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
      opts.onSuccess?.(data, vars);
    },
    onError: (err, vars) => {
      if (opts.failure === false || err.isUnauthorized || (err.status === 422 && err.hasFieldIssues)) return;
      const message = text(opts.failure, err, vars) ?? err.message;
      toast.error(message, message === err.message ? undefined : { description: err.message });
    },
  });
}

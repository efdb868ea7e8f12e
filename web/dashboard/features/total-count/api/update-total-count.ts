import { api } from "@/shared/lib/api-client";
import type { TotalCount } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { totalCountQuery } from "@/dashboard/features/total-count/api/get-total-count";

export type TotalCountFigures = Omit<TotalCount, "id">;

/** PATCH /api/total-count/1 (JSON: id 1 and the six figures, docs/product.md §7). Answers the saved record. */
export const updateTotalCount = (figures: TotalCountFigures) =>
  // The route reads its JSON body itself (no validator the client's types could see), hence the cast.
  json<TotalCount>(api["total-count"][":id"].$patch({ param: { id: "1" }, json: { id: 1, ...figures } } as { param: { id: string } }));

/** docs/product.md §8 "Total count" alerts, as toasts. */
export const useUpdateTotalCount = () =>
  useApiMutation({
    mutationFn: updateTotalCount,
    success: "Total count updated successfully!",
    failure: "An error occurred while updating the total count.",
    invalidates: [totalCountQuery().queryKey],
  });

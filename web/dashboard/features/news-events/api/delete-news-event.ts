import { api } from "@/shared/lib/api-client";
import { useDeleteContent } from "@/dashboard/lib/content-admin";

/** DELETE /api/news-event/{uniId} (its details record goes too). docs/product.md §8 gives no success text; ours matches. */
export const useDeleteNewsEvent = () =>
  useDeleteContent("news-event", (id) => api["news-event"][":id"].$delete({ param: { id } }), {
    success: "NewsEvent deleted successfully",
    failure: "Failed to delete NewsEvent. Please try again.",
  });

import { api } from "@/shared/lib/api-client";
import { useSaveContent } from "@/dashboard/lib/content-admin";

/** POST /api/news-event/add (with its tag); docs/product.md §8 texts. */
export const useCreateNewsEvent = () =>
  useSaveContent("news-event", "POST", () => api["news-event"].add.$path(), {
    success: "NewsEvent added successfully",
    failure: "Failed to add NewsEvent. Please try again.",
  });

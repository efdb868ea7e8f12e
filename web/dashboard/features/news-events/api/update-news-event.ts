import { api } from "@/shared/lib/api-client";
import { useSaveContent } from "@/dashboard/lib/content-admin";

/** PATCH /api/news-event/{uniId}. */
export const useUpdateNewsEvent = () =>
  useSaveContent("news-event", "PATCH", (id) => api["news-event"][":id"].$path({ param: { id } }), {
    success: "NewsEvent Updated successfully",
    failure: "Failed to update NewsEvent. Please try again.",
  });

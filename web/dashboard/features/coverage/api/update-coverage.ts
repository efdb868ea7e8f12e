import { api } from "@/shared/lib/api-client";
import { useSaveContent } from "@/dashboard/lib/content-admin";

/** PATCH /api/coverage/{uniId}; a failed update is told, not only logged (docs/decisions.md). */
export const useUpdateCoverage = () =>
  useSaveContent("coverage", "PATCH", (id) => api.coverage[":id"].$path({ param: { id } }), {
    success: "coverage Updated successfully",
    failure: "Failed to update coverage. Please try again.",
  });

import { api } from "@/shared/lib/api-client";
import { useDeleteContent } from "@/dashboard/lib/content-admin";

/** DELETE /api/coverage/{uniId} (its details record goes too). */
export const useDeleteCoverage = () =>
  useDeleteContent("coverage", (id) => api.coverage[":id"].$delete({ param: { id } }), {
    success: "coverage deleted successfully!",
    failure: "Failed to delete coverage. Please try again.",
  });

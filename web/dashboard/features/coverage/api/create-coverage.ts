import { api } from "@/shared/lib/api-client";
import { useSaveContent } from "@/dashboard/lib/content-admin";

/** POST /api/coverage/add; docs/product.md §8: the blog texts with "coverage" in lower case. */
export const useCreateCoverage = () =>
  useSaveContent("coverage", "POST", () => api.coverage.add.$path(), {
    success: "coverage Add successfully!",
    failure: "Failed to add coverage. Please try again.",
  });

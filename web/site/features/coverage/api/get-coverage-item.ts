import { contentItemQuery } from "@/site/lib/content-query";

/** GET /api/coverage/{uniId}/details: one approved coverage item with its details record. */
export const coverageItemQuery = (uniId: string) =>
  contentItemQuery("coverage", uniId, (api) => api.coverage[":id"].details.$get({ param: { id: uniId } }), "Failed to fetch coverage details");

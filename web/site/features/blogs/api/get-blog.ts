import { contentItemQuery } from "@/site/lib/content-query";

/** GET /api/blog/{uniId}/details: one approved blog with its details record (any status for its staff). */
export const blogQuery = (uniId: string) =>
  contentItemQuery("blog", uniId, (api) => api.blog[":id"].details.$get({ param: { id: uniId } }), "Failed to fetch blog details");

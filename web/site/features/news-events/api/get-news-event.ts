import { contentItemQuery } from "@/site/lib/content-query";

/** GET /api/news-event/{uniId}/details: one approved news or event item with its details record. */
export const newsEventQuery = (uniId: string) =>
  contentItemQuery("news-event", uniId, (api) => api["news-event"][":id"].details.$get({ param: { id: uniId } }), "Failed to fetch news event details");

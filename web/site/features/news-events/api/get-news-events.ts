import { useQuery } from "@/shared/lib/query";
import { contentListQuery } from "@/site/lib/content-query";

/** GET /api/news-event: approved news and events, newest first, each with its details record. */
export const newsEventsQuery = () => contentListQuery("news-event", (api) => api["news-event"].$get(), "Failed to fetch news events");
export const useNewsEvents = () => useQuery(newsEventsQuery());

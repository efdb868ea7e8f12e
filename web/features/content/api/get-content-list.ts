import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { json } from "@/lib/fetch-json";
import type { ContentItem } from "@/lib/contract";
import type { ContentSegment } from "../lib/content-type";

/** GET /api/blog, /api/news-event, /api/coverage: approved items, newest first (one shape for all three). */
const fetchers: Record<ContentSegment, () => Promise<ContentItem[]>> = {
  blog: () => json<ContentItem[]>(api.blog.$get()),
  "news-event": () => json<ContentItem[]>(api["news-event"].$get()),
  coverage: () => json<ContentItem[]>(api.coverage.$get()),
};

export const contentListQuery = (segment: ContentSegment) =>
  queryOptions({ queryKey: ["content", segment], queryFn: fetchers[segment] });

export const useContentList = (segment: ContentSegment) => useQuery(contentListQuery(segment));

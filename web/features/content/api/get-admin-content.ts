import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { ContentItem } from "@/lib/contract";
import { json } from "@/lib/fetch-json";
import { staffQueryDefaults } from "@/lib/staff-query";
import type { ContentSegment } from "../lib/content-type";

/** GET /api/blog/all, /api/news-event/all, /api/coverage/all (staff: blo005, new004, cov003): every status. */
const fetchers: Record<ContentSegment, () => Promise<ContentItem[]>> = {
  blog: () => json<ContentItem[]>(api.blog.all.$get()),
  "news-event": () => json<ContentItem[]>(api["news-event"].all.$get()),
  coverage: () => json<ContentItem[]>(api.coverage.all.$get()),
};

/** Under the public list's key, so invalidating `contentListQuery(segment).queryKey` refreshes both. */
export const adminContentQuery = (segment: ContentSegment) =>
  queryOptions({ queryKey: ["content", segment, "all"], queryFn: fetchers[segment], ...staffQueryDefaults });

export const useAdminContent = (segment: ContentSegment) => useQuery(adminContentQuery(segment));

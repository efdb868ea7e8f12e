import type { ContentItem, ContentSegment } from "@/shared/lib/contract";
import { readApi } from "@/shared/lib/api-read";
import { contentItemLists } from "@/shared/lib/lists";
import { queryOptions } from "@/shared/lib/query";

type Call = Parameters<typeof readApi>[0];

/**
 * The query options blogs, coverage and news events share (one shape for all three, docs/product.md §7);
 * each feature passes its own typed call and the text its failure is kept as (docs/product.md §8).
 * Keys start with the URL segment, so a mutation can invalidate one type's list and items at once.
 */
export const contentListQuery = (segment: ContentSegment, call: Call, failure: string) =>
  queryOptions({ queryKey: [segment], queryFn: async () => (await readApi<ContentItem[]>(call, failure)).map(contentItemLists) });

export const contentItemQuery = (segment: ContentSegment, uniId: string, call: Call, failure: string) =>
  queryOptions({
    queryKey: [segment, uniId, "details"],
    queryFn: async () => contentItemLists(await readApi<ContentItem>(call, failure)),
    // A missing item is a 404, not a hiccup worth retrying on a slow connection.
    retry: false,
  });

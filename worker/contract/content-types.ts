import { MENU_IDS } from "./roles";

/** The content types as stored (content_details.contentType) and sent by the dashboard (docs/product.md §9). */
export const CONTENT_TYPES = ["coverage", "blog", "news_event"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * The one registry of content types, read by the worker (routes, uploads, permissions, ids) and
 * the web (URLs, labels). `segment` is the URL segment of the API (/api/{segment}) and of the
 * public site (/{segment}, /{segment}/{uniId}); `folder` the R2 folder of its main images.
 */
export const CONTENT_TYPE_INFO = {
  blog: { type: "blog", segment: "blog", label: "Blog", folder: "blogImages", menu: MENU_IDS.blogs, uniIdPrefix: "BLG" },
  coverage: { type: "coverage", segment: "coverage", label: "Coverage", folder: "coverageImages", menu: MENU_IDS.coverage, uniIdPrefix: "COV" },
  news_event: {
    type: "news_event",
    segment: "news-event",
    label: "News event",
    folder: "newsEventImages",
    menu: MENU_IDS.newsEvents,
    uniIdPrefix: "NEV",
  },
} as const satisfies Record<ContentType, { type: ContentType; segment: string; label: string; folder: string; menu: string; uniIdPrefix: string }>;

export type ContentSegment = (typeof CONTENT_TYPE_INFO)[ContentType]["segment"];
export const CONTENT_SEGMENTS = CONTENT_TYPES.map((t) => CONTENT_TYPE_INFO[t].segment);

export function contentTypeOfSegment(segment: string): ContentType | null {
  return CONTENT_TYPES.find((t) => CONTENT_TYPE_INFO[t].segment === segment) ?? null;
}

/** The public path of one item: /blog/BLG-…, /news-event/NEV-…, /coverage/COV-…. */
export const contentPath = (type: ContentType, uniId: string) => `/${CONTENT_TYPE_INFO[type].segment}/${encodeURIComponent(uniId)}`;

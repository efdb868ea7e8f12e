import { RESOURCES } from "./resources";

/** The content types as stored (content_details.contentType) and sent by the dashboard (docs/product.md §9). */
export const CONTENT_TYPES = ["coverage", "blog", "news_event"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The registry's facts of a content type's resource (contract/resources.ts): its URL segment, menu and id prefix. */
const of = <N extends "blogs" | "coverage" | "news-events">(resource: N) =>
  ({ resource, segment: RESOURCES[resource].path, menu: RESOURCES[resource].menu, uniIdPrefix: RESOURCES[resource].prefix }) as const;

/**
 * The content types, read by the worker (routes, uploads, permissions, ids) and the web (URLs, labels):
 * the resource registry's facts of each (`resource`, its name; `segment`, the URL segment of the API,
 * /api/{segment}, and of the public site, /{segment}, /{segment}/{uniId}), plus what only content types
 * have: `label`, and `folder`, the R2 folder of its main images.
 */
export const CONTENT_TYPE_INFO = {
  blog: { type: "blog", label: "Blog", folder: "blogImages", ...of("blogs") },
  coverage: { type: "coverage", label: "Coverage", folder: "coverageImages", ...of("coverage") },
  news_event: { type: "news_event", label: "News event", folder: "newsEventImages", ...of("news-events") },
} as const satisfies Record<ContentType, { type: ContentType; segment: string; label: string; folder: string; menu: string; uniIdPrefix: string }>;

export type ContentSegment = (typeof CONTENT_TYPE_INFO)[ContentType]["segment"];
export const CONTENT_SEGMENTS = CONTENT_TYPES.map((t) => CONTENT_TYPE_INFO[t].segment);

export function contentTypeOfSegment(segment: string): ContentType | null {
  return CONTENT_TYPES.find((t) => CONTENT_TYPE_INFO[t].segment === segment) ?? null;
}

/** The public path of one item: /blog/BLG-…, /news-event/NEV-…, /coverage/COV-…. */
export const contentPath = (type: ContentType, uniId: string) => `/${CONTENT_TYPE_INFO[type].segment}/${encodeURIComponent(uniId)}`;

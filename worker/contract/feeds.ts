import { CONTENT_TYPE_INFO, CONTENT_TYPES, type ContentType } from "./content-types";
import { LANGUAGE_CODES, type LanguageCode } from "./language";
import { localizedPath } from "./language-path";

/**
 * The Atom feeds of the blog, the news and events and the coverage, one per language
 * ("/blog/feed.xml", "/bn/blog/feed.xml"): served by worker/routes/pages.ts (worker/seo/feeds.ts),
 * named in every page's head and in robots.txt (docs/decisions.md, "Feeds and share pictures").
 */
export const feedPath = (type: ContentType, lang: LanguageCode) => localizedPath(`/${CONTENT_TYPE_INFO[type].segment}/feed.xml`, lang);

/** Every feed's path, in every language. */
export const FEED_PATHS: readonly string[] = CONTENT_TYPES.flatMap((type) => LANGUAGE_CODES.map((lang) => feedPath(type, lang)));

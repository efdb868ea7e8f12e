import { CONTENT_TYPE_INFO, type ContentType, contentPath } from "../contract/content-types";
import { feedPath } from "../contract/feeds";
import type { LanguageCode } from "../contract/language";
import { localizedPath } from "../contract/language-path";
import { twinText } from "../contract/twins";
import type { Db } from "../db/client";
import { isApproved } from "../lib/approved";
import { contentKind, listContent } from "../lib/content";
import { absolute, LOGO_PATH, summary } from "../contract/page-head";
import { SITE_NAME } from "../contract/page-words";
import { escapeHtml, feedTitle } from "./head-tags";

/** The newest items a feed lists: readers poll it, and older items stay on the list page. */
const FEED_SIZE = 50;

/**
 * The Atom feed (RFC 4287) of one content type in one language: its approved, live items (what its
 * list page shows: lib/approved.ts), newest first, each with its title and summary in the language
 * (the Bengali twin where written: contract/twins.ts) and its page's URL in that language.
 */
export async function atomFeed(db: Db, type: ContentType, origin: string, lang: LanguageCode, now: Date): Promise<string> {
  const kind = contentKind(type);
  const items = (await listContent(db, kind, isApproved(kind.table, { now }))).slice(0, FEED_SIZE);
  const at = (path: string) => escapeHtml(absolute(origin, path));
  const listPath = localizedPath(`/${CONTENT_TYPE_INFO[type].segment}`, lang);
  // The feed changed when its newest change did; an empty feed keeps a fixed date, so its copy stays the same.
  const updated = items.reduce((max, i) => (i.updatedAt > max ? i.updatedAt : max), "1970-01-01T00:00:00.000Z");
  const entries = items.map((item) => {
    const url = at(localizedPath(contentPath(type, item.uniId), lang));
    const text = summary(twinText(item, "mainDescription", lang)[0]);
    return [
      "  <entry>",
      `    <id>${url}</id>`,
      `    <title>${escapeHtml(twinText(item, "title", lang))}</title>`,
      `    <link rel="alternate" type="text/html" href="${url}"/>`,
      `    <published>${escapeHtml(item.createdAt)}</published>`,
      `    <updated>${escapeHtml(item.updatedAt)}</updated>`,
      ...(text ? [`    <summary>${escapeHtml(text)}</summary>`] : []),
      "  </entry>",
    ].join("\n");
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `  <id>${at(feedPath(type, lang))}</id>`,
    `  <title>${escapeHtml(feedTitle(type, lang))}</title>`,
    `  <updated>${escapeHtml(updated)}</updated>`,
    `  <author><name>${SITE_NAME}</name><uri>${at(localizedPath("/", lang))}</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${at(feedPath(type, lang))}"/>`,
    `  <link rel="alternate" type="text/html" href="${at(listPath)}"/>`,
    `  <icon>${at(LOGO_PATH)}</icon>`,
    ...entries,
    `</feed>`,
    "",
  ].join("\n");
}

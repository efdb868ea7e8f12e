import { CONTENT_TYPE_INFO, CONTENT_TYPES, type ContentType } from "../contract/content-types";
import { feedPath } from "../contract/feeds";
import type { LanguageCode } from "../contract/language";
import { languagePaths } from "../contract/language-path";
import { absolute, type PageMeta } from "../contract/page-head";
import { LISTS, SITE_NAME } from "../contract/page-words";

/*
 * The tags of every public page's head, written from the meta its page module's `head` built
 * (worker/contract/page-head.ts, web/site/pages): what is the same for every page.
 */

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** JSON inside <script>: `<` escaped so no string can close the element. */
export const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, "\\u003c");

/** A feed's title in its language ("Blogs | UDAY"): its head link's and its own (seo/feeds.ts). */
export const feedTitle = (type: ContentType, lang: LanguageCode) => `${LISTS[`/${CONTENT_TYPE_INFO[type].segment}`]![lang].name} | ${SITE_NAME}`;

/** og:locale of each language (Open Graph's language_TERRITORY). */
const OG_LOCALE: Record<LanguageCode, string> = { en: "en_US", bn: "bn_BD" };

export function headTags(meta: PageMeta, origin: string): string {
  const lang = meta.lang ?? "en";
  const urls = languagePaths(meta.path);
  const url = absolute(origin, urls[lang]);
  const image = meta.image ? absolute(origin, meta.image) : null;
  const other = lang === "en" ? "bn" : "en";
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    // Each language's URL of the page, and English for every other reader (Google's hreflang rules: each page lists itself too).
    `<link rel="alternate" hreflang="en" href="${escapeHtml(absolute(origin, urls.en))}" />`,
    `<link rel="alternate" hreflang="bn" href="${escapeHtml(absolute(origin, urls.bn))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(origin, urls.en))}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}" />`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${meta.type ?? "website"}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`, `<meta name="twitter:image" content="${escapeHtml(image)}" />`);
  }
  // The feeds of the page's language, on every page (seo/feeds.ts).
  for (const type of CONTENT_TYPES) {
    const href = absolute(origin, feedPath(type, lang));
    tags.push(`<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feedTitle(type, lang))}" href="${escapeHtml(href)}" />`);
  }
  for (const doc of meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson({ "@context": "https://schema.org", ...doc })}</script>`);
  return tags.join("\n    ");
}

/**
 * The shell with the page's own head tags in place of the generic title and description. The
 * tags go in through a function: a replacement string would read staff text's `$&`, `` $` `` and
 * `$'` as patterns, pasting parts of the template into the page.
 */
export function injectMeta(shell: string, meta: PageMeta, origin: string): string {
  const tags = headTags(meta, origin);
  return shell
    .replace(/<title>[\s\S]*?<\/title>\s*/i, "")
    .replace(/<meta name="description"[^>]*>\s*/i, "")
    .replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}

import type { LanguageCode } from "../contract/language";
import { languagePaths } from "../contract/language-path";

/** What one public page says about itself to crawlers and share previews (docs/product.md §2). */
export type PageMeta = {
  title: string;
  description: string;
  /** Path of the canonical URL in English ("/projects/PRJ-1"); the page's own language adds its prefix. */
  path: string;
  /** The page's language (its URL's): canonical, alternates, og:locale. English when absent. */
  lang?: LanguageCode;
  /** An /im path or absolute URL; made absolute against the site origin. */
  image?: string | null;
  type?: "website" | "article";
  /** JSON-LD documents (schema.org), each one <script type="application/ld+json">. */
  jsonLd: object[];
};

export const SITE_NAME = "UDAY";
export const DEFAULT_DESCRIPTION = "UDAY — joint-venture apartments and land share for flat in Dhaka.";

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** JSON inside <script>: `<` escaped so no string can close the element. */
export const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, "\\u003c");

export const absolute = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, `${origin}/`).toString();

/** Cut at a word boundary: search results and cards show about 160 characters. */
export function summary(text: string | undefined | null, max = 160): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

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

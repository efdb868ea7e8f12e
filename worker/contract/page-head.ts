import type { BannerStatic } from "./banner-statics";
import type { ContentItem } from "./content";
import type { LanguageCode } from "./language";
import { localizedPath } from "./language-path";
import { LISTS, SITE_NAME, WORDS } from "./page-words";
import type { Project } from "./projects";

/*
 * The parts every public page's head is built from (docs/decisions.md, "One module per public page"):
 * each page module's `head` (web/site/pages) builds its own from the data its loader read, with these;
 * the worker writes it into the page's <head> (worker/seo/head-tags.ts). Pure and zod-free.
 */

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

/** What a page module's `head` returns: its meta, in the language the renderer gives it (which adds `lang`). */
export type PageHead = Omit<PageMeta, "lang">;

export const absolute = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, `${origin}/`).toString();

/**
 * The site's logo as a picture (web/public/logo.png, the favicon's mark at 512 px): the
 * Organization's `logo`, and the share picture of a page that has none of its own.
 */
export const LOGO_PATH = "/logo.png";

/** Cut at a word boundary: search results and cards show about 160 characters. */
export function summary(text: string | undefined | null, max = 160): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/** The page's URL in its language ("/bn/projects/PRJ-1"), absolute. */
export const urlIn = (origin: string, path: string, lang: LanguageCode) => absolute(origin, localizedPath(path, lang));

/** The BreadcrumbList of a page: Home, then `trail`. */
export const crumbs = (origin: string, lang: LanguageCode, trail: Array<{ name: string; path: string }>) => ({
  "@type": "BreadcrumbList",
  itemListElement: [{ name: WORDS[lang].home, path: "/" }, ...trail].map((c, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: c.name,
    item: urlIn(origin, c.path, lang),
  })),
});

/** The company as schema.org's Organization: the home page's, and an article's author and publisher. */
export const organization = (origin: string, lang: LanguageCode) => ({
  "@type": "Organization",
  name: SITE_NAME,
  url: urlIn(origin, "/", lang),
  logo: absolute(origin, LOGO_PATH),
  description: WORDS[lang].description,
});

/** What a section page's share picture is chosen from: the layout's reads, and the page's own items where it lists some. */
export type ShareSources = { bannerStatics?: BannerStatic[] | null; projects?: Project[] | null; items?: ContentItem[] | null };

/**
 * A section page's share picture (docs/decisions.md, "Feeds and share pictures"): the picture its
 * banner shows (bannerStatics, named by its first segment), else its list's first item's, else the
 * first project's with a picture, else the site's logo: every page has one.
 */
export function sectionImage(path: string, { bannerStatics, projects, items }: ShareSources): string {
  const segment = path.split("/")[1] ?? "";
  const banner = (bannerStatics ?? []).find((b) => b.name === segment)?.image;
  return banner || (items ?? []).find((i) => i.mainImage)?.mainImage || (projects ?? []).find((p) => p.mainImage)?.mainImage || LOGO_PATH;
}

/**
 * The head of a section page (a list, the about, contact, landowner and button pages): its name and
 * description in `lang` (contract/page-words.ts), its crumbs and its section picture.
 */
export function sectionHead(path: string, lang: LanguageCode, origin: string, sources: ShareSources): PageHead {
  const list = LISTS[path]![lang];
  return {
    title: `${list.name} | ${SITE_NAME}`,
    description: list.description,
    path,
    jsonLd: [crumbs(origin, lang, [{ name: list.name, path }])],
    image: sectionImage(path, sources),
  };
}

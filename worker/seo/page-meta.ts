import type { BannerStatic } from "../contract/banner-statics";
import { CONTENT_TYPE_INFO, CONTENT_TYPES, type ContentType, contentPath, contentTypeOfSegment } from "../contract/content-types";
import { feedPath } from "../contract/feeds";
import type { ContentItem } from "../contract/content";
import type { ProjectDetails } from "../contract/project-details";
import type { LanguageCode } from "../contract/language";
import { languagePaths, localizedPath } from "../contract/language-path";
import type { Project } from "../contract/projects";
import type { PublicPage } from "../contract/public-pages";
import type { PageData } from "../contract/public-reads";
import { twinText } from "../contract/twins";
import type { PublicUnit } from "../contract/units";
import { type PageRoute, readBody } from "../pages/public-reads";
import { LISTS, SITE_NAME, type Words, WORDS } from "./page-words";

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

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** JSON inside <script>: `<` escaped so no string can close the element. */
export const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, "\\u003c");

export const absolute = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, `${origin}/`).toString();

/**
 * The site's logo as a picture (web/public/logo.png, the favicon's mark at 512 px): the
 * Organization's `logo`, and the share picture of a page that has none of its own.
 */
export const LOGO_PATH = "/logo.png";

/** A feed's title in its language ("Blogs | UDAY"): its head link's and its own (seo/feeds.ts). */
export const feedTitle = (type: ContentType, lang: LanguageCode) => `${LISTS[`/${CONTENT_TYPE_INFO[type].segment}`]![lang].name} | ${SITE_NAME}`;

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

/** The page's URL in its language ("/bn/projects/PRJ-1"), absolute. */
const urlIn = (origin: string, path: string, lang: LanguageCode) => absolute(origin, localizedPath(path, lang));

const crumbs = (origin: string, lang: LanguageCode, trail: Array<{ name: string; path: string }>) => ({
  "@type": "BreadcrumbList",
  itemListElement: [{ name: WORDS[lang].home, path: "/" }, ...trail].map((c, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: c.name,
    item: urlIn(origin, c.path, lang),
  })),
});

const organization = (origin: string, lang: LanguageCode) => ({
  "@type": "Organization",
  name: SITE_NAME,
  url: urlIn(origin, "/", lang),
  logo: absolute(origin, LOGO_PATH),
  description: WORDS[lang].description,
});

/**
 * The head of a public page (title, description, canonical, share card, JSON-LD) in its language,
 * built from the data its loader read (worker/pages/public-reads.ts), the same data its body is rendered
 * from: staff texts in their Bengali twin where written (contract/twins.ts); null when the item it
 * shows is not there (not approved, or no such id).
 */
export function pageMeta(page: PublicPage["page"], route: PageRoute, data: PageData, origin: string, lang: LanguageCode = "en"): PageMeta | null {
  const meta = ((): Omit<PageMeta, "lang"> | null => {
    switch (page) {
      case "home": {
        const list = (readBody(data, "projects") as Project[] | undefined) ?? [];
        return {
          title: WORDS[lang].homeTitle,
          description: WORDS[lang].description,
          path: "/",
          image: list.find((p) => p.mainImage)?.mainImage ?? null,
          jsonLd: [organization(origin, lang), { "@type": "WebSite", name: SITE_NAME, url: urlIn(origin, "/", lang), inLanguage: lang }],
        };
      }
      case "project-detail": {
        const project = readBody(data, "projectDetails") as (Project & { details: ProjectDetails | null }) | undefined;
        return project ? projectPage(project, origin, lang, readBody(data, "projectUnits") as PublicUnit[] | undefined) : null;
      }
      case "content-detail": {
        const item = readBody(data, "contentItem") as ContentItem | undefined;
        const type = contentTypeOfSegment(route.path.split("/")[1]!);
        return item && type ? contentPage(type, item, origin, lang) : null;
      }
      default:
        return { ...listPage(route.path, LISTS[route.path]![lang], origin, lang), image: sectionImage(route.path, data) };
    }
  })();
  return meta && { ...meta, lang };
}

function listPage(path: string, list: Words, origin: string, lang: LanguageCode): Omit<PageMeta, "lang"> {
  return {
    title: `${list.name} | ${SITE_NAME}`,
    description: list.description,
    path,
    jsonLd: [crumbs(origin, lang, [{ name: list.name, path }])],
  };
}

/**
 * A section page's share picture (docs/decisions.md, "Feeds and share pictures"): the picture its
 * banner shows (bannerStatics, named by its first segment), else its list's first item's, else the
 * first project's with a picture, else the site's logo: every page has one.
 */
function sectionImage(path: string, data: PageData): string {
  const segment = path.split("/")[1] ?? "";
  const banner = (readBody(data, "bannerStatics") as BannerStatic[] | undefined)?.find((b) => b.name === segment)?.image;
  const items = (readBody(data, "contentList") as ContentItem[] | undefined) ?? [];
  const projects = (readBody(data, "projects") as Project[] | undefined) ?? [];
  return banner || items.find((i) => i.mainImage)?.mainImage || projects.find((p) => p.mainImage)?.mainImage || LOGO_PATH;
}

/** Coordinates schema.org and maps accept: both numbers, latitude within ±90 and longitude within ±180; else none. */
function geoOf(locationCode: string | null | undefined) {
  const parts = (locationCode ?? "").split(",");
  if (parts.length !== 2 || parts.some((p) => !p.trim())) return undefined;
  const [latitude, longitude] = parts.map(Number) as [number, number];
  const fits = Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return fits ? { "@type": "GeoCoordinates", latitude, longitude } : undefined;
}

/** `units`: the project's flats as the page read them (issue 45), whose available ones the JSON-LD counts. */
function projectPage(project: Project & { details: ProjectDetails | null }, origin: string, lang: LanguageCode, units?: PublicUnit[]): Omit<PageMeta, "lang"> {
  const { details } = project;
  const name = twinText(project, "name", lang);
  const location = twinText(project, "location", lang);
  const paragraphs = details ? twinText(details, "description", lang) : [];
  const fallback = lang === "bn" ? `${name}: ${location}, ${WORDS.bn.dhaka}, উদয়ের প্রকল্প।` : `${name}: ${project.category} in ${location}, Dhaka, by UDAY.`;
  const description = summary(paragraphs[0]) || summary(fallback);
  const path = `/projects/${encodeURIComponent(project.uniId)}`;
  const image = project.mainImage ?? details?.headerImage[0] ?? null;
  const geo = geoOf(project.locationCode);
  const address = (details && twinText(details, "address", lang)) || location;
  return {
    title: `${name} | ${SITE_NAME}`,
    description,
    path,
    image,
    jsonLd: [
      {
        "@type": "ApartmentComplex",
        name,
        description,
        // No inLanguage: a Place (ApartmentComplex is one) has no such property; the page's <html lang> says it.
        url: urlIn(origin, path, lang),
        ...(image ? { image: absolute(origin, image) } : {}),
        address: { "@type": "PostalAddress", streetAddress: address, addressLocality: WORDS[lang].dhaka, addressCountry: "BD" },
        ...(geo ? { geo } : {}),
        ...(units?.length ? { numberOfAvailableAccommodationUnits: units.filter((u) => u.status === "available").length } : {}),
      },
      crumbs(origin, lang, [{ name: LISTS["/projects"]![lang].name, path: "/projects" }, { name, path }]),
    ],
  };
}

function contentPage(type: ContentType, item: ContentItem, origin: string, lang: LanguageCode): Omit<PageMeta, "lang"> {
  const list = LISTS[`/${CONTENT_TYPE_INFO[type].segment}`]![lang];
  const path = contentPath(type, item.uniId);
  const title = twinText(item, "title", lang);
  const description = summary(twinText(item, "mainDescription", lang)[0]) || list.description;
  return {
    title: `${title} | ${SITE_NAME}`,
    description,
    path,
    image: item.mainImage,
    type: "article",
    jsonLd: [
      {
        "@type": type === "blog" ? "BlogPosting" : "NewsArticle",
        headline: title,
        description,
        inLanguage: lang,
        image: [absolute(origin, item.mainImage)],
        datePublished: item.createdAt,
        dateModified: item.updatedAt,
        url: urlIn(origin, path, lang),
        // No byline is kept: the company is the author (Google's Article rules want one).
        author: organization(origin, lang),
        publisher: organization(origin, lang),
      },
      crumbs(origin, lang, [{ name: list.name, path: `/${CONTENT_TYPE_INFO[type].segment}` }, { name: title, path }]),
    ],
  };
}

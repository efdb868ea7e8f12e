import { CONTENT_TYPES, contentPath } from "../contract/content-types";
import { LANGUAGE_CODES } from "../contract/language";
import { languagePaths } from "../contract/language-path";
import { STATIC_PAGE_PATHS } from "../contract/public-pages";
import { FEED_PATHS } from "../contract/feeds";
import type { Db } from "../db/client";
import { projects } from "../db/schema/index";
import { isApproved } from "../lib/approved";
import { contentKind, listContent } from "../lib/content";
import { listProjects } from "../lib/projects";
import { absolute } from "../contract/page-head";
import { escapeHtml } from "./head-tags";

/**
 * robots.txt: the public site open, the staff side and the API closed (docs/decisions.md); the
 * sitemap, and the Atom feeds, which search engines read as sitemaps of the newest articles.
 */
export const robotsTxt = (origin: string) =>
  [
    ...["User-agent: *", "Allow: /", "Disallow: /dashboard", "Disallow: /login", "Disallow: /api", "Disallow: /language", ""],
    ...["/sitemap.xml", ...FEED_PATHS].map((path) => `Sitemap: ${absolute(origin, path)}`),
    "",
  ].join("\n");

/**
 * Every public page and every approved project, blog, news event and coverage item, with lastmod, in
 * each language: one <url> per language's URL, each listing every language's URL of the page as an
 * `xhtml:link` alternate (itself too) and English as x-default (Google's sitemap form of hreflang).
 */
export async function sitemapXml(db: Db, origin: string, now: Date): Promise<string> {
  const view = { now };
  const [projectRows, ...contentRows] = await Promise.all([
    listProjects(db, isApproved(projects, view)),
    ...CONTENT_TYPES.map(async (type) => {
      const kind = contentKind(type);
      return (await listContent(db, kind, isApproved(kind.table, view))).map((r) => ({ path: contentPath(type, r.uniId), lastmod: r.updatedAt }));
    }),
  ]);
  const entries = [
    ...STATIC_PAGE_PATHS.map((path) => ({ path, lastmod: null as string | null })),
    ...projectRows.map((p) => ({ path: `/projects/${encodeURIComponent(p.uniId)}`, lastmod: p.updatedAt })),
    ...contentRows.flat(),
  ];
  const at = (path: string) => escapeHtml(absolute(origin, path));
  const urls = entries.flatMap((u) => {
    const paths = languagePaths(u.path);
    const alternates = [
      ...LANGUAGE_CODES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${at(paths[lang])}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${at(paths.en)}"/>`,
    ].join("");
    const lastmod = u.lastmod ? `<lastmod>${escapeHtml(u.lastmod)}</lastmod>` : "";
    return LANGUAGE_CODES.map((lang) => `  <url><loc>${at(paths[lang])}</loc>${lastmod}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

import type { LanguageCode } from "./language";

/**
 * The one rule for a page's language in its URL (docs/decisions.md "A language per URL"): English at
 * today's paths, Bengali under `/bn` (`/bn`, `/bn/projects?…`, `/bn/projects/{uniId}`). Only the public
 * pages have a Bengali URL; the dashboard, /login, the API and files keep one. Pure and zod-free: the
 * worker's routes, head and sitemap, and the web's links and switch (through web/shared/lib/contract.ts).
 */

/** Where Bengali pages live: `/bn`, `/bn/projects`, `/bn/projects/{uniId}`... */
export const BENGALI_PREFIX = "/bn";

/** The language a path names and the page's own path without it: "/bn/about" is Bengali "/about". */
export function splitLanguage(pathname: string): { lang: LanguageCode; path: string } {
  if (pathname === BENGALI_PREFIX || pathname === `${BENGALI_PREFIX}/`) return { lang: "bn", path: "/" };
  if (pathname.startsWith(`${BENGALI_PREFIX}/`)) return { lang: "bn", path: pathname.slice(BENGALI_PREFIX.length) };
  return { lang: "en", path: pathname };
}

/**
 * The first path segments that are no public page's: staff screens, sign-in, the API, files, the
 * crawler files and the old switch. Every other site path is a public page's (or its not-found
 * screen). Naming the few exceptions keeps the page list (./public-pages.ts) out of every page's
 * JavaScript; tests/worker/bengali-urls.test.ts checks that every page of that list has a /bn URL.
 */
const NOT_PAGES = /^\/(?:dashboard|login|api|im|assets|cdn-cgi|language|robots\.txt|sitemap\.xml)(?:[/?#]|$)/;

/** A path (without its language) that a public page answers, or one below it. */
export const isPublicPagePath = (path: string): boolean => path.startsWith("/") && !path.startsWith("//") && !NOT_PAGES.test(path);

/**
 * A link in `lang`: "/projects?x=1" is "/bn/projects?x=1" in Bengali, and "/bn/projects?x=1" is
 * "/projects?x=1" in English; the query and fragment are kept. Any other value (another site, the
 * dashboard, /im, an anchor) comes back unchanged.
 */
export function localizedPath(href: string, lang: LanguageCode): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const cut = href.search(/[?#]/);
  const pathname = cut < 0 ? href : href.slice(0, cut);
  const rest = cut < 0 ? "" : href.slice(cut);
  const { path } = splitLanguage(pathname);
  if (!isPublicPagePath(path)) return href;
  if (lang === "en") return `${path}${rest}`;
  return `${path === "/" ? BENGALI_PREFIX : `${BENGALI_PREFIX}${path}`}${rest}`;
}

/** The page's URL path in each language (the head's alternates, the sitemap). */
export const languagePaths = (path: string): Record<LanguageCode, string> => ({ en: localizedPath(path, "en"), bn: localizedPath(path, "bn") });

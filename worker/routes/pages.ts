import type { Context } from "hono";
import { Hono } from "hono";
import type { LanguageCode } from "../contract/language";
import { localizedPath, splitLanguage } from "../contract/language-path";
import { PUBLIC_PAGES, type PublicPage } from "../contract/public-pages";
import type { AppEnv, RenderPage } from "../env";
import type { ReadView } from "../lib/approved";
import { injectRendered, renderWithin } from "../lib/render-page";
import { PAGE_DATA_MS, within } from "../lib/content-version";
import { publicCache } from "../middleware/public-cache";
import { injectMeta } from "../seo/head-tags";
import { loadPage } from "../pages/load-page";
import { pageMeta } from "../seo/page-meta";
import { robotsTxt, sitemapXml } from "../seo/sitemap";

/** Used when no ASSETS binding is given (API tests): the SPA shell's essentials. */
const BARE_SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>UDAY</title></head><body><div id="root"></div></body></html>`;

/** The shell's <html lang>: the page's own language, even when only the shell is served. */
const inLang = (html: string, lang: LanguageCode) => html.replace(/<html lang="[a-z-]*"/i, `<html lang="${lang}"`);

const noindex = (html: string) => html.replace(/<\/head>/i, `  <meta name="robots" content="noindex" />\n  </head>`);

const originOf = (c: Context<AppEnv>) => (c.var.config.siteOrigin || new URL(c.req.url).origin).replace(/\/$/, "");

async function shell(c: Context<AppEnv>, assets: Fetcher | undefined): Promise<string> {
  if (!assets) return BARE_SHELL;
  const res = await assets.fetch(new Request(new URL("/", c.req.url)));
  if (!res.ok) throw new Error(`SPA shell: ${res.status}`);
  return res.text();
}

/**
 * robots.txt, sitemap.xml and the public pages' HTML: the SPA shell with the page's title,
 * description, canonical URL, share cards and JSON-LD, and its content readable without JavaScript
 * (docs/decisions.md, "Public pages rendered in the worker"). Any failure answers the plain shell (never a
 * blank page or a 500), marked no-store so the edge does not keep it.
 */
export function pages(assets: Fetcher | undefined, render?: RenderPage) {
  const { servePage, notAPage } = pageServer(assets, render);
  const app = new Hono<AppEnv>()
    .get("/robots.txt", publicCache, (c) => c.text(robotsTxt(originOf(c))))
    .get("/sitemap.xml", publicCache, async (c) => {
      c.header("Content-Type", "application/xml; charset=utf-8");
      return c.body(await sitemapXml(c.var.db, originOf(c), c.var.now()));
    });
  // Each page in English at its path and in Bengali under /bn (contract/language-path.ts): the
  // language is the URL's alone, so the edge keeps one copy per URL.
  for (const { path, page } of PUBLIC_PAGES) {
    for (const lang of ["en", "bn"] as const) app.get(localizedPath(path, lang), publicCache, (c) => servePage(c, page));
  }
  // The contact form sent by a browser without the app (JavaScript off): back to the page, whose
  // form says to call or email instead. The form posts so the details never travel in a URL.
  for (const lang of ["en", "bn"] as const) {
    const contact = localizedPath("/contact", lang);
    app.post(contact, (c) => c.redirect(contact, 303));
  }
  // Deeper paths the worker is handed (/blog/BLG-1/extra): the shell, whose router shows its error screen.
  // 200 + noindex like an unknown item: a 404 document puts an error in every visitor's console.
  for (const { path } of PUBLIC_PAGES) {
    if (!path.includes("/:")) continue;
    const deeper = path.replace(/\/:[^/]+$/, "/*");
    app.get(deeper, notAPage).get(localizedPath(deeper, "bn"), notAPage);
  }
  return app;
}

/**
 * A page served for another address than its own (routes/preview.ts): its language, route, what its
 * reads may show, and the public URL the renderer renders.
 */
export type PageAs = { lang: LanguageCode; route: PageRoute; view: ReadView; url: string };
type PageRoute = { path: string; params: Record<string, string>; query: URLSearchParams };

/** How the public pages are answered, shared with the preview (routes/preview.ts). */
export function pageServer(assets: Fetcher | undefined, render?: RenderPage) {
  return { servePage, notAPage };

  async function notAPage(c: Context<AppEnv>) {
    const html = inLang(await shell(c, assets).catch(() => BARE_SHELL), splitLanguage(c.req.path).lang);
    c.header("Cache-Control", "no-cache");
    return c.html(noindex(html));
  }

  // Its headers (security, cache policy, ETag) are what the page is: lib/response-kinds.ts.
  // The page's loader reads its data once; its head and its body are both built from that.
  async function servePage(c: Context<AppEnv>, page: PublicPage["page"], as?: PageAs) {
    // The page's path without its language: the loaders and the head read it ("/blog/BLG-1").
    const split = splitLanguage(c.req.path);
    const lang = as?.lang ?? split.lang;
    const html = inLang(await shell(c, assets).catch(() => BARE_SHELL), lang);
    try {
      const origin = originOf(c);
      const route = as?.route ?? { path: split.path, params: c.req.param() as Record<string, string>, query: new URL(c.req.url).searchParams };
      const data = await within(loadPage(c.var.db, page, route, as?.view ?? { now: c.var.now() }), PAGE_DATA_MS);
      const meta = pageMeta(page, route, data, origin, lang);
      if (!meta) return c.html(noindex(html));
      const rendered = await renderWithin(c, render, data, lang, as?.url);
      if (!rendered) {
        // The render failed or was too slow: the shell with the page's head, which the browser renders
        // (its LCP image preloaded). Not kept at the edge: the next request renders the page again.
        if (render) c.header("Cache-Control", "no-store");
        return c.html(injectMeta(html, meta, origin));
      }
      // The rendered page holds the LCP image itself (fetchpriority="high", srcset): no separate preload.
      return c.html(injectRendered(injectMeta(html, { ...meta, lcpImage: null }, origin), rendered, lang));
    } catch (err) {
      console.error("page data failed, serving the plain shell:", (err as Error).message);
      c.header("Cache-Control", "no-store");
      return c.html(html);
    }
  }
}

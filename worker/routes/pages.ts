import type { Context } from "hono";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { LanguageCode } from "../contract/language";
import { localizedPath, splitLanguage } from "../contract/language-path";
import { canonicalPath, isPrivatePage, PUBLIC_PAGES, type PublicPage, SHELL_FILE } from "../contract/public-pages";
import { sitePath } from "../contract/site-path";
import { DOM_IDS } from "../contract/dom-ids";
import type { PageData } from "../contract/public-reads";
import type { AppEnv, RenderedPage, RenderPage } from "../env";
import type { ReadView } from "../lib/approved";
import { PAGE_DATA_MS } from "../lib/content-version";
import { publicCache, RENDER_MS } from "../middleware/public-cache";
import { pageData } from "../pages/public-reads";
import { escapeHtml, injectMeta, scriptJson } from "../seo/head-tags";
import { robotsTxt, sitemapXml } from "../seo/sitemap";
import { atomFeed } from "../seo/feeds";
import { CONTENT_TYPES } from "../contract/content-types";
import { feedPath } from "../contract/feeds";
import { noScriptLead } from "./no-script-lead";
import { currentBuyer } from "../lib/buyer-sessions";
import { myForms } from "./my-forms";

/** Used when no ASSETS binding is given (API tests): the shell's essentials. */
const BARE_SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>UDAY</title></head><body><div id="root"></div></body></html>`;

/** The shell's <html lang>: the page's own language. */
const inLang = (html: string, lang: LanguageCode) => html.replace(/<html lang="[a-z-]*"/i, `<html lang="${lang}"`);

const noindex = (html: string) => html.replace(/<\/head>/i, `  <meta name="robots" content="noindex" />\n  </head>`);

const originOf = (c: Context<AppEnv>) => (c.var.config.siteOrigin || new URL(c.req.url).origin).replace(/\/$/, "");

/** The built index.html: its styles, entry script and Speculation Rules around every page. */
async function shell(c: Context<AppEnv>, assets: Fetcher | undefined): Promise<string> {
  if (!assets) return BARE_SHELL;
  const res = await assets.fetch(new Request(new URL(SHELL_FILE, c.req.url)));
  if (!res.ok) throw new Error(`shell: ${res.status}`);
  return res.text();
}

/** The browser app's shell for /login and the dashboard, with the request's validators (a 304 when unchanged). */
async function appShell(c: Context<AppEnv>, assets: Fetcher | undefined): Promise<Response> {
  if (!assets) return c.html(BARE_SHELL);
  const res = await assets.fetch(new Request(new URL(SHELL_FILE, c.req.url), { headers: c.req.raw.headers, method: c.req.method }));
  // Its own copy: an answer from a binding has headers the worker's middleware may not change.
  return new Response(res.body, res);
}

/** What a visitor reads when a page could not be made (docs/decisions.md, "One renderer"). */
const UNAVAILABLE: Record<LanguageCode, { title: string; text: string; again: string; retry: string }> = {
  en: { title: "Please try again", text: "This page could not be shown just now.", again: "It will try again by itself in a few seconds.", retry: "Try again" },
  bn: { title: "আবার চেষ্টা করুন", text: "পৃষ্ঠাটি এই মুহূর্তে দেখানো যাচ্ছে না।", again: "কয়েক সেকেন্ড পরে এটি নিজেই আবার চেষ্টা করবে।", retry: "আবার চেষ্টা করুন" },
};

/** Seconds after which a page that could not be made is asked for again, by a client (Retry-After) and by the browser showing it (Refresh). */
const TRY_AGAIN_S = 5;

/**
 * robots.txt, sitemap.xml and the public pages: each the worker's own HTML, made by one renderer from
 * its one loader's data (docs/decisions.md, "Public pages: server HTML with islands"). A path that
 * is no page (an unknown address, a deeper path, an item that is not public) gets the site's
 * not-found page with 404; a path typed with other capitals or a trailing slash is sent to its own
 * spelling.
 */
export function pages(assets: Fetcher | undefined, render: RenderPage) {
  const { servePage, notAPage } = pageServer(assets, render);
  const app = new Hono<AppEnv>()
    .get("/robots.txt", publicCache, (c) => c.text(robotsTxt(originOf(c))))
    .get("/sitemap.xml", publicCache, async (c) => {
      c.header("Content-Type", "application/xml; charset=utf-8");
      return c.body(await sitemapXml(c.var.db, originOf(c), c.var.now()));
    });
  // The Atom feeds (seo/feeds.ts), before the pages: "/blog/feed.xml" is no item of "/blog/:uniId".
  for (const type of CONTENT_TYPES) {
    for (const lang of ["en", "bn"] as const) {
      app.get(feedPath(type, lang), publicCache, async (c) => {
        c.header("Content-Type", "application/atom+xml; charset=utf-8");
        return c.body(await atomFeed(c.var.db, type, originOf(c), lang, c.var.now()));
      });
    }
  }
  // Each page in English at its path and in Bengali under /bn (contract/language-path.ts): the
  // language is the URL's alone, so the edge keeps one copy per URL.
  for (const entry of PUBLIC_PAGES) {
    // A buyer portal page is one buyer's: made per request, never kept (`privatePage` below).
    const serve = isPrivatePage(entry) ? privatePage : publicCache;
    for (const lang of ["en", "bn"] as const) app.get(localizedPath(entry.path, lang), serve, (c) => servePage(c, entry.page));
  }
  // The buyer portal's sign-in, code and sign-out forms, which work without JavaScript (routes/my-forms.ts).
  app.route("/", myForms);
  // Every public form sent by a browser without JavaScript (the contact form, a project's site-visit
  // request, a landowner's proposal) posts to its language's /contact: stored after a short wait
  // (routes/no-script-lead.ts, issue 43). Posts, so the details never travel in a URL.
  for (const lang of ["en", "bn"] as const) app.post(localizedPath("/contact", lang), (c) => noScriptLead(c, lang));
  // The sign-in page and the dashboard: the browser app's shell, as the assets server answers it
  // (its ETag and 304, its `_headers`); a deep link of the dashboard is the app's to route.
  for (const path of ["/login", "/dashboard", "/dashboard/*"]) app.get(path, (c) => appShell(c, assets));
  // A built file that is not there (a page of the previous deploy asking for its chunk): a plain 404
  // the browser does not keep, never the shell under the built files' year-long cache.
  app.get("/assets/*", (c) => c.text("Not found", 404, { "Cache-Control": "no-store" }));
  return app.get("*", (c) => {
    // An unknown API or upload address is the API's 404 (app.ts), never a page.
    if (/^\/(api|im)(\/|$)/.test(c.req.path)) return c.notFound();
    // One spelling per page: no trailing slash ("/about/", "/login/"), the first segment in lower case;
    // never to another site ("//evil.example/" is not this site's "//evil.example": contract/site-path.ts).
    const url = new URL(c.req.url);
    const trimmed = url.pathname.replace(/(.)\/+$/, "$1");
    const canonical = canonicalPath(trimmed) ?? trimmed;
    const to = canonical !== url.pathname ? sitePath(`${canonical}${url.search}`) : null;
    return to ? c.redirect(to, 301) : notAPage(c);
  });
}

/**
 * A page served for another address than its own (routes/preview.ts): its language, what its
 * reads may show, and the public URL the renderer renders.
 */
export type PageAs = { lang: LanguageCode; view: ReadView; url: string };

/** How the public pages are answered, shared with the preview (routes/preview.ts). */
export function pageServer(assets: Fetcher | undefined, render: RenderPage) {
  return { servePage, notAPage: (c: Context<AppEnv>) => servePage(c, null) };

  /**
   * The page's loaders read its data once (the renderer runs them); its head and its body are both built from that, by its
   * module's `head` and `View` (web/site/pages; docs/decisions.md, "One module per public page"). Its
   * headers (security, cache policy, ETag) are what the page is: lib/response-kinds.ts. `page`
   * null: the not-found page, in the layout, 404.
   */
  async function servePage(c: Context<AppEnv>, page: PublicPage["page"] | null, as?: PageAs) {
    // The page's path without its language: the loaders read it ("/blog/BLG-1").
    const split = splitLanguage(c.req.path);
    const lang = as?.lang ?? split.lang;
    try {
      const origin = originOf(c);
      // The renderer runs the page's loaders, which read through `data` (each read within PAGE_DATA_MS).
      // A buyer portal page reads as the signed-in buyer; every other page as any visitor.
      const entry = page && PUBLIC_PAGES.find((p) => p.page === page);
      const personal = !!entry && isPrivatePage(entry);
      const buyer = personal ? ((await currentBuyer(c))?.email ?? null) : null;
      const data = pageData(c.var.db, as?.view ?? { now: c.var.now(), buyer });
      const [html, rendered] = await Promise.all([shell(c, assets), renderWithin(c, render, data, lang, origin, as?.url)]);
      if (!rendered) return unavailable(c, lang, html);
      // No head of its own: no such page, or an item that is not public (its page says so).
      const meta = page && rendered.meta;
      const head = meta ? injectMeta(inLang(html, lang), meta, origin) : noindex(inLang(html, lang));
      // One buyer's page: no search engine keeps it (web/index.html's Speculation Rules never prerender it).
      if (meta && personal) return c.html(injectRendered(noindex(head), rendered, lang), 200);
      return c.html(injectRendered(head, rendered, lang), meta ? 200 : 404);
    } catch (err) {
      console.error("page data failed:", (err as Error).message);
      return unavailable(c, lang, await shell(c, assets).catch(() => BARE_SHELL));
    }
  }
}

/**
 * A buyer portal page (docs/product.md §11 "Buyer portal pages"): one buyer's bookings, so it is made
 * for each request, kept by no cache (private, no-store; no ETag, so no browser revalidates one
 * buyer's copy against another's), and varies by the cookie that names the buyer.
 */
const privatePage = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "private, no-store");
  c.res.headers.delete("ETag");
  c.res.headers.append("Vary", "Cookie");
});

/**
 * A page that could not be made (the database or the renderer failed, or was too slow): a short
 * note in the page's language with a way to try again, 503 and no-store, so neither the browser nor
 * the edge keeps it (the isolate's last copy, where there is one, is served before this: middleware/public-cache.ts).
 * The browser asks for it again by itself after TRY_AGAIN_S (the Refresh header, which the HTML
 * standard defines and every browser follows; no script, which the page has none of), and the note
 * says so: a visitor on a phone gets the page once it can be made, without finding the link.
 */
function unavailable(c: Context<AppEnv>, lang: LanguageCode, html: string) {
  const words = UNAVAILABLE[lang];
  c.header("Cache-Control", "no-store");
  c.header("Retry-After", String(TRY_AGAIN_S));
  c.header("Refresh", String(TRY_AGAIN_S));
  const { pathname, search } = new URL(c.req.url);
  const again = sitePath(`${pathname}${search}`) ?? "/";
  const body = `<main id="main" style="max-width:40rem;margin:20vh auto;padding:0 1.5rem;font-family:system-ui,sans-serif"><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.text)} ${escapeHtml(words.again)}</p><p><a href="${escapeHtml(again)}">${escapeHtml(words.retry)}</a></p></main>`;
  const page = noindex(inLang(html, lang))
    .replace(/<script type="module"[^>]*><\/script>/g, "")
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${body}</div>`);
  return c.html(page, 503);
}

/**
 * Renders the page of this request from its loaded data, or null (a failure, or too slow): the
 * caller then answers a short "try again" page, kept by no cache, so the next request renders again.
 */
async function renderWithin(c: Context<AppEnv>, render: RenderPage, data: PageData, lang: LanguageCode, origin: string, url = c.req.url): Promise<RenderedPage | null> {
  const abort = new AbortController();
  // The render runs the page's loaders, whose reads may each take PAGE_DATA_MS: the page keeps the time
  // it had when its data was read before its render.
  const deadline = PAGE_DATA_MS + RENDER_MS;
  const timer = setTimeout(() => abort.abort(new Error(`no render within ${deadline} ms`)), deadline);
  try {
    const rendered = render(new Request(url, { signal: abort.signal }), data, lang, origin);
    // The abort stops the render's work; the race answers even if the render does not heed it.
    const aborted = new Promise<never>((_, reject) => abort.signal.addEventListener("abort", () => reject(abort.signal.reason)));
    return await Promise.race([rendered, aborted]);
  } catch (err) {
    console.error("page render failed:", (err as Error).message);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const preloadLinks = (hrefs: string[]) => hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`).join("");

/**
 * The shell with the rendered page in #root, its data for hydration, and its chunks' preloads inside
 * a <template>: inert there, so the first paint (styles, text, the LCP image) has the connection to
 * itself; the entry moves them into <head> once the page is painted, and the code that runs the page
 * and the page's own chunks then download side by side instead of one import after another. The
 * page's own head tags (`head`) go at the end of <head>.
 */
/**
 * A rendered page's entry script at low fetch priority (issue 47). Its code waits for the first screen
 * anyway (web/main.tsx), so the browser need not fetch it beside the stylesheet and the LCP image, as it
 * does a module script by default (high): on a phone's slow line it now comes after them, and the first
 * paint never waits for it to be evaluated. The dashboard's SPA shell (/login) keeps the default: its
 * first screen is that script.
 */
const lowPriorityEntry = (html: string) => html.replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"');

function injectRendered(shell: string, page: RenderedPage, lang: LanguageCode = "en"): string {
  const withHead = page.head ? shell.replace(/<\/head>/i, () => `  ${page.head}\n  </head>`) : shell;
  return lowPriorityEntry(withHead).replace(/<html lang="[a-z-]*"/i, `<html lang="${lang}"`).replace(
    /<div id="root"><\/div>/,
    () =>
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${DOM_IDS.renderedState}">${scriptJson(page.state)}</script>` +
      `\n    <template id="${DOM_IDS.pageChunks}">${preloadLinks(page.modulePreloads)}</template>`,
  );
}

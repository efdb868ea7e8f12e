import { type ComponentType, StrictMode } from "react";
import { prerender } from "react-dom/static";
import build from "virtual:route-chunks";
import { type Language, loadLanguage } from "./i18n/index";
import { LanguageProvider } from "./i18n/use-translation";
import { embeddedQueries } from "./app/embedded-queries";
import { PageChrome } from "./app/page-chrome";
import { pageQueries } from "./app/public-queries";
import type { RenderedState } from "./app/rendered-state";
import { LIGHT_PAGES } from "./app/light-pages";
import { serverRouter } from "./app/server-router";
import { Component as About } from "./app/routes/public/about";
import { Component as Blog } from "./app/routes/public/blog";
import { Component as Contact } from "./app/routes/public/contact";
import { Component as ContentDetail } from "./app/routes/public/content-detail";
import { Component as Coverage } from "./app/routes/public/coverage";
import { Component as Home } from "./app/routes/public/home";
import { Component as Landowner } from "./app/routes/public/landowner";
import { Component as Layout } from "./app/routes/public/layout";
import { Component as NewsEvent } from "./app/routes/public/news-event";
import { Component as ProjectDetail } from "./app/routes/public/project-detail";
import { Component as Projects } from "./app/routes/public/projects";
import { loadBelowTheFold } from "./lib/below-the-fold";
import { matchPublicPage, type PageData, type PublicPage, splitLanguage } from "./lib/contract";
import { QueriesFrom } from "./lib/query";
import { RouterInUse } from "./lib/router";

/** Names this build in the worker's edge-cache keys (worker/middleware/edge-cache.ts): the renderer's own hash. */
export const BUILD_ID = build.renderer;

/** Each registry page's component (worker/contract/public-pages.ts), by its page module's name. */
const PAGES: Record<PublicPage["page"], ComponentType> = {
  home: Home,
  projects: Projects,
  "project-detail": ProjectDetail,
  about: About,
  contact: Contact,
  landowner: Landowner,
  blog: Blog,
  "news-event": NewsEvent,
  coverage: Coverage,
  "content-detail": ContentDetail,
};

/**
 * Renders a public page in the worker (worker/routes/pages.ts) from its loader's data
 * (worker/pages/load-page.ts), in one pass: the layout and the registry's page component, their data
 * hooks answered from the loader's reads (app/public-queries.ts) and their router the request's own
 * location (app/server-router.tsx). No data cache, no router, no API client. The data goes into the
 * HTML so the browser makes no API call for the first screen, and hydrates the same tree
 * (web/light.tsx; web/boot.tsx for the pages the app runs).
 */
export type Rendered = { html: string; state: RenderedState; status: number; modulePreloads: string[]; light: boolean };

export async function renderPage(request: Request, data: PageData, lang: Language = "en"): Promise<Rendered | null> {
  const url = new URL(request.url);
  // "/bn/blog/BLG-1" is the page "/blog/BLG-1" (contract/language-path.ts); the router keeps the real URL.
  const { path } = splitLanguage(url.pathname);
  const match = matchPublicPage(path);
  if (!match) return null;
  const Page = PAGES[match.page];
  await Promise.all([loadLanguage(lang), loadBelowTheFold()]);
  const { answers, dehydrated } = pageQueries(data);
  const missing = new Set<string>();
  const queries = embeddedQueries(answers, (hash) => missing.add(hash));
  // The content pages share one screen, which reads its type from the path (config/paths.ts).
  const params = match.page === "content-detail" ? { ...match.params, contentType: path.split("/")[1]! } : match.params;
  const router = serverRouter(url, params, <Page />);
  const light = (LIGHT_PAGES as readonly string[]).includes(match.page) ? { page: match.page, params } : undefined;
  // The tree light.tsx and boot.tsx hydrate: the same components, in the same nesting, for the same ids.
  const tree = (
    <StrictMode>
      <LanguageProvider lang={lang}>
        <QueriesFrom {...queries}>
          <RouterInUse router={router}>
            <PageChrome>
              <Layout />
            </PageChrome>
          </RouterInUse>
        </QueriesFrom>
      </LanguageProvider>
    </StrictMode>
  );
  if (request.signal.aborted) return null;
  const html = await renderToHtml(tree, request.signal);
  // A query the loader did not answer, or answered with an error, would render what the browser
  // does not have yet; a part that suspended would come with inline scripts the CSP blocks.
  if (missing.size > 0 || /<script[\s>]/.test(html)) {
    console.error(`${url.pathname} was not rendered whole: ${[...missing].join(", ") || "a part suspended"}`);
    return null;
  }
  // The code that runs the page (web/light.tsx; web/boot.tsx, the app, for the others), loaded by the
  // entry after the first paint, then the layout's and the page's own chunks.
  const pageCode = [build.chunks[light ? "light" : "boot"], build.chunks.layout, build.chunks[match.page]].flatMap((files) => files ?? []);
  return {
    html,
    status: 200,
    state: { lang, queries: dehydrated, light },
    modulePreloads: [...new Set(pageCode)],
    light: light !== undefined,
  };
}

/**
 * The whole page, Suspense boundaries (lazy components) resolved, as one string. `prerender` waits
 * for everything before it writes, so no boundary needs React's inline completion scripts, which
 * the site's CSP (`script-src 'self'`) would block.
 */
async function renderToHtml(node: React.ReactNode, signal: AbortSignal): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(node, {
    signal,
    // React outlines a large boundary (the map's section) to stream it later, with an inline script:
    // one piece, since the page is sent whole anyway.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(err) {
      failure ??= err;
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  return html;
}

import { AsyncLocalStorage } from "node:async_hooks";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import build from "virtual:route-chunks";
import { type Language, loadLanguage } from "./i18n/index";
import { LanguageProvider } from "./i18n/use-translation";
import { AppProvider } from "./app/provider";
import type { RenderedState } from "./app/rendered-state";
import { WithReactRouter } from "./app/react-router";
import { AppRoutes, lightPageAt, pageChunks, preloadPages } from "./app/routes";
import { setServerFetch } from "./lib/api-client";
import { loadBelowTheFold } from "./lib/below-the-fold";
import { type PageData, publicReadPath } from "./lib/contract";
import { PUBLIC_QUERIES } from "./app/public-queries";

/** Names this build in the worker's edge-cache keys (worker/middleware/edge-cache.ts): the renderer's own hash. */
export const BUILD_ID = build.renderer;

/**
 * Renders a public page in the worker (worker/routes/pages.ts) from the same components and routes
 * the browser runs, which then hydrates it (web/main.tsx).
 *
 * The page's loader (worker/pages/load-page.ts) has read its data. The data cache is filled from
 * those reads through the page's own queries (app/public-queries.ts), their API calls answered from
 * the reads in memory, and the page is rendered once, every query it asks for already answered. The
 * data goes into the HTML so the browser makes no API call for the first screen.
 */
export type Rendered = { html: string; state: RenderedState; status: number; modulePreloads: string[]; light: boolean };

const requestFetch = new AsyncLocalStorage<typeof fetch>();
// A getter, not a client: each render's fetcher lives in its own async context, never in this module.
setServerFetch(() => requestFetch.getStore());

/** The API's answers to the reads the loader made, by path; any other call fails the render. */
function answersFrom(data: PageData): typeof fetch {
  const reads = new Map(data.reads.map((r) => [decodeURIComponent(publicReadPath(r)), r]));
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://page.invalid");
    const read = reads.get(decodeURIComponent(url.pathname));
    if (!read || url.search) throw new Error(`the page asked for ${url.pathname}${url.search}, which its loader did not read`);
    return Response.json(read.body, { status: read.status });
  };
}

export async function renderPage(request: Request, data: PageData, lang: Language = "en"): Promise<Rendered | null> {
  return requestFetch.run(answersFrom(data), async () => {
    const url = new URL(request.url);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    await Promise.all([
      loadLanguage(lang),
      preloadPages(url.pathname).then(loadBelowTheFold),
      ...data.reads.map((r) => queryClient.prefetchQuery(PUBLIC_QUERIES[r.read](r.params as never) as never)),
    ]);
    const page = (
      <StrictMode>
        <LanguageProvider lang={lang}>
          <AppProvider client={queryClient}>
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <WithReactRouter>
                <AppRoutes />
              </WithReactRouter>
            </StaticRouter>
          </AppProvider>
        </LanguageProvider>
      </StrictMode>
    );
    if (request.signal.aborted) return null;
    const html = await renderToHtml(page, request.signal);
    // A query the loader did not answer, or answered with an error, would render what the browser
    // does not have yet; a part that suspended would come with inline scripts the CSP blocks.
    const unanswered = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status !== "success");
    if (unanswered.length > 0 || /<script[\s>]/.test(html)) {
      console.error(`${url.pathname} was not rendered whole: ${unanswered.map((q) => q.queryHash).join(", ") || "a part suspended"}`);
      return null;
    }
    const light = lightPageAt(url.pathname) ?? undefined;
    // The code that runs the page (web/boot.tsx, the app; web/light.tsx for a page that hydrates
    // without it), loaded by the entry after the first paint, then the page's own chunks.
    const pageCode = [...(build.chunks[light ? "light" : "boot"] ?? []), ...pageChunks(url.pathname).flatMap((chunk) => build.chunks[chunk] ?? [])];
    return {
      html,
      status: 200,
      state: { lang, queries: dehydrate(queryClient), light },
      modulePreloads: [...new Set(pageCode)],
      light: light !== undefined,
    };
  });
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

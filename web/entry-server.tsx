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

/** Names this build in the worker's edge-cache keys (worker/middleware/edge-cache.ts): the renderer's own hash. */
export const BUILD_ID = build.renderer;

/**
 * Renders a public page in the worker (worker/routes/pages.ts) from the same components and routes
 * the browser runs, which then hydrates it (web/main.tsx).
 *
 * The pages fetch with react-query hooks, which do not fetch while rendering on a server. So the page
 * is rendered, the queries it asked for are fetched (through `fetcher`: the worker's own app, in
 * process), and it is rendered again with the data, until no query is left waiting; the data goes
 * into the HTML so the browser makes no API call for the first screen.
 */
export type Rendered = { html: string; state: RenderedState; status: number; modulePreloads: string[]; light: boolean };

const requestFetch = new AsyncLocalStorage<typeof fetch>();
// A getter, not a client: each render's fetcher lives in its own async context, never in this module.
setServerFetch(() => requestFetch.getStore());

/** Enough for a page whose queries depend on earlier ones; a page needing more is served unrendered. */
const MAX_PASSES = 4;

export async function renderPage(request: Request, fetcher: typeof fetch, lang: Language = "en"): Promise<Rendered | null> {
  await loadLanguage(lang);
  return requestFetch.run(fetcher, async () => {
    const url = new URL(request.url);
    await preloadPages(url.pathname);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
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
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      if (request.signal.aborted) return null;
      const html = await renderToHtml(page, request.signal);
      const queries = queryClient.getQueryCache().getAll();
      // A failed call would render an error the browser does not have yet: leave such a page to the browser.
      if (queries.some((q) => q.state.status === "error")) return null;
      const waiting = queries.filter((q) => q.state.status === "pending" && q.state.fetchStatus === "idle");
      // A lazy component not loaded yet (the first render in this isolate) made React finish its
      // Suspense boundary out of order, with inline scripts the CSP blocks: by the next pass it is loaded.
      const outOfOrder = /<script[\s>]/.test(html);
      if (waiting.length === 0 && !outOfOrder) {
        const light = lightPageAt(url.pathname) ?? undefined;
        // The code that runs the page (web/boot.tsx, the app; web/light.tsx for a page that hydrates
        // without it), loaded by the entry after the first paint, then the page's own chunks.
        const pageCode = [...(build.chunks[light ? "light" : "boot"] ?? []), ...pageChunks(url.pathname).flatMap((chunk) => build.chunks[chunk] ?? [])];
        const modulePreloads = [...new Set(pageCode)];
        return {
          html,
          status: 200,
          state: { lang, queries: dehydrate(queryClient), light },
          modulePreloads,
          light: light !== undefined,
        };
      }
      await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
    }
    return null;
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

import type { ComponentType, ReactNode } from "react";
import { prerender } from "react-dom/static";
import build from "virtual:route-chunks";
import { type Language, loadLanguage } from "./i18n/index";
import { embeddedQueries } from "./app/embedded-queries";
import { pageQueries } from "./app/public-queries";
import type { RenderedState } from "./app/rendered-state";
import { Component as About } from "./app/routes/public/about";
import { Component as Blog } from "./app/routes/public/blog";
import { Component as ButtonDemo } from "./app/routes/public/button-demo";
import { Component as Contact } from "./app/routes/public/contact";
import { Component as ContentDetail } from "./app/routes/public/content-detail";
import { Component as Coverage } from "./app/routes/public/coverage";
import { Component as Home } from "./app/routes/public/home";
import { Component as Landowner } from "./app/routes/public/landowner";
import { Component as Layout } from "./app/routes/public/layout";
import { Component as NewsEvent } from "./app/routes/public/news-event";
import { Component as NotFound } from "./app/routes/public/not-found";
import { Component as ProjectDetail } from "./app/routes/public/project-detail";
import { Component as Projects } from "./app/routes/public/projects";
import { matchPublicPage, type PageData, type PublicPage, splitLanguage } from "./lib/contract";
import type { RouterImpl } from "./lib/router";
import { type IslandSlot, IslandProviders, IslandSlots, islandPrefix } from "./lib/island";

/** Names this build in the worker's edge-cache keys (worker/middleware/public-cache.ts): the renderer's own hash. */
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
  "button-demo": ButtonDemo,
};

/**
 * Renders a public page in the worker (worker/routes/pages.ts) from its loader's data
 * (worker/pages/load-page.ts): the layout and the registry's page component, their data hooks
 * answered from the loader's reads (app/public-queries.ts) and their router the request's own
 * location (`serverRouter` below). No data cache, no router, no API client.
 *
 * The page is HTML only, but for its islands (lib/island.tsx): each is rendered on its own, into the
 * slot the page left for it, with its own id prefix, exactly as the browser hydrates it
 * (web/islands.tsx). The page's data goes into the HTML for the islands that read it, and the
 * worker preloads the code of the islands the page has, and of nothing else.
 */
export type Rendered = { html: string; state: RenderedState; status: number; modulePreloads: string[] };

export async function renderPage(request: Request, data: PageData, lang: Language = "en"): Promise<Rendered | null> {
  const url = new URL(request.url);
  // "/bn/blog/BLG-1" is the page "/blog/BLG-1" (contract/language-path.ts); the router keeps the real URL.
  const { path } = splitLanguage(url.pathname);
  // An address that is no page: the not-found page (docs/product.md §2: "any routing error"), 404.
  const match = matchPublicPage(path) ?? { page: null, params: {} };
  const Page = match.page ? PAGES[match.page] : NotFound;
  await loadLanguage(lang);
  const embedded = pageQueries(data);
  const missing = new Set<string>();
  const queries = embeddedQueries(embedded, { missing: (hash) => missing.add(hash) });
  // What the islands read is all the browser needs of the page's data.
  const asked = new Set<string>();
  const islandQueries = embeddedQueries(embedded, { missing: (hash) => missing.add(hash), asked: (hash) => asked.add(hash) });
  // The content pages share one screen, which reads its type from the path (config/paths.ts).
  const params = match.page === "content-detail" ? { ...match.params, contentType: path.split("/")[1]! } : match.params;
  const router = serverRouter(url, params, <Page />);
  const providers = (node: ReactNode, island = false) => (
    <IslandProviders lang={lang} queries={island ? islandQueries : queries} router={router}>
      {node}
    </IslandProviders>
  );
  const slots: IslandSlot[] = [];
  const addSlot = (slot: IslandSlot) => slots.push(slot) - 1;
  if (request.signal.aborted) return null;
  let html = await renderToHtml(<IslandSlots.Provider value={addSlot}>{providers(<Layout />)}</IslandSlots.Provider>, request.signal);
  const used = slots.map((slot, n) => ({ ...slot, n })).filter(({ n }) => html.includes(slotMark(n)));
  const islands = await Promise.all(used.map(({ Component, props, n }) => renderToHtml(providers(<Component {...props} />, true), request.signal, islandPrefix(n))));
  used.forEach(({ n }, i) => (html = html.replace(slotMark(n), () => islands[i]!)));
  // A query the loader did not read would render what the browser
  // does not have yet; a part that suspended would come with inline scripts the CSP blocks.
  if (missing.size > 0 || /<script[\s>]/.test(html)) {
    console.error(`${url.pathname} was not rendered whole: ${[...missing].join(", ") || "a part suspended"}`);
    return null;
  }
  // The code that hydrates the islands (web/islands.tsx), then the chunks of each island that
  // hydrates once the page is painted; a `near` island's come only as it nears the viewport.
  const eager = used.filter(({ near }) => !near);
  const code = [build.chunks.islands, ...eager.map(({ name }) => build.chunks[`island:${name}`])].flatMap((files) => files ?? []);
  return {
    html,
    status: match.page ? 200 : 404,
    state: { lang, params, answers: [...embedded.answers].filter(([hash]) => asked.has(hash)), failures: [...embedded.failures].filter(([hash]) => asked.has(hash)) },
    modulePreloads: [...new Set(code)],
  };
}

/**
 * The router of the page being rendered (lib/router.tsx): the request's own location and the
 * registry's route params, and `outlet` (the page) where the layout shows its page. Nothing
 * navigates while rendering on the server.
 */
function serverRouter(url: URL, params: Record<string, string>, outlet: ReactNode): RouterImpl {
  const location = { pathname: url.pathname, search: url.search, hash: "" };
  const search = new URLSearchParams(url.search);
  const stay = () => {};
  return { useLocation: () => location, useParams: () => params, useNavigate: () => stay, useSearchParams: () => [search, stay], Outlet: () => outlet };
}

const slotMark = (n: number) => `<template data-slot="${n}"></template>`;

/**
 * The whole page, Suspense boundaries (lazy components) resolved, as one string. `prerender` waits
 * for everything before it writes, so no boundary needs React's inline completion scripts, which
 * the site's CSP (`script-src 'self'`) would block.
 */
async function renderToHtml(node: ReactNode, signal: AbortSignal, identifierPrefix?: string): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(node, {
    signal,
    identifierPrefix,
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

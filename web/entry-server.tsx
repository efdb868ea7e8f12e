import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import build from "virtual:route-chunks";
import fontFaces from "virtual:font-faces";
import { type Language, loadLanguage } from "./shared/i18n/index";
import type { RenderedState } from "./site/app/rendered-state";
import { type PageModule, readerOf, runLoader } from "./site/app/page-module";
import { load as loadLayout, View as Layout } from "./site/pages/layout";
import { View as NotFound } from "./site/pages/not-found";
import type { RouterImpl } from "./shared/lib/router";
import { type IslandSlot, IslandProviders, IslandSlots, islandPrefix, packIslandProps } from "./shared/lib/island";
import { matchPublicPage, type PageData, type PageMeta, splitLanguage } from "./shared/lib/contract";

/** Names this build in the worker's edge-cache keys (worker/middleware/public-cache.ts): the renderer's own hash. */
export const BUILD_ID = build.renderer;

/**
 * The public pages' modules (web/site/pages/<page>.tsx, each `export default definePage(...)`) by file
 * name, the name worker/contract/public-pages.ts gives each path: the folder is the list.
 */
const PAGES: Record<string, PageModule> = Object.fromEntries(
  Object.entries(import.meta.glob<{ default?: PageModule }>("./site/pages/*.tsx", { eager: true })).flatMap(([file, module]) =>
    module.default ? [[file.replace(/^.*\/([\w-]+)\.tsx$/, "$1"), module.default]] : [],
  ),
);

/**
 * Renders a public page in the worker (worker/routes/pages.ts) from the reads the worker made
 * (worker/pages/public-reads.ts): the layout's and the page module's loaders take their data from
 * them (site/app/page-module.ts), and their views get it as props; their router is the request's own
 * location (`serverRouter` below). No data cache, no router, no API client.
 *
 * The page is HTML only, but for its islands (shared/lib/island.tsx): each is rendered on its own, into the
 * slot the page left for it, with its own id prefix, exactly as the browser hydrates it
 * (web/site/islands.tsx). An island's data goes into the HTML as its props, and the worker preloads the code of the islands the page has, and of nothing else.
 */
export type Rendered = { html: string; state: RenderedState; status: number; modulePreloads: string[]; head: string; meta: PageMeta | null };

/**
 * Styles for a browser that runs no script, which one that does ignores (`<noscript>`): a control
 * that does nothing without script (`data-needs-script`) is hidden, its fallback in a `<noscript>`
 * beside it; and a Bengali page gets its font faces, which web/fonts.ts adds by script. Without them
 * such a reader gets the system's Bengali font, or none (empty boxes) where the system has none.
 */
const NEEDS_SCRIPT = "[data-needs-script]{display:none!important}";
const BENGALI_FACES = fontFaces
  .filter((f) => f.family === "Noto Sans Bengali")
  .map(({ family, url, descriptors: d }) => `@font-face{font-family:"${family}";font-style:${d.style};font-weight:${d.weight};font-display:${d.display};src:url(${url}) format("woff2");unicode-range:${d.unicodeRange}}`)
  .join("");
const NOSCRIPT_HEAD: Record<Language, string> = {
  en: `<noscript><style>${NEEDS_SCRIPT}</style></noscript>`,
  bn: `<noscript><style>${NEEDS_SCRIPT}${BENGALI_FACES}</style></noscript>`,
};

export async function renderPage(request: Request, data: PageData, lang: Language = "en", origin?: string): Promise<Rendered | null> {
  const url = new URL(request.url);
  // "/bn/blog/BLG-1" is the page "/blog/BLG-1" (contract/language-path.ts); the router keeps the real URL.
  const { path } = splitLanguage(url.pathname);
  // An address that is no page: the not-found page (docs/product.md §2: "any routing error"), 404.
  const match = matchPublicPage(path) ?? { page: null, params: {} };
  const Page = match.page ? PAGES[match.page] : null;
  if (match.page && !Page) throw new Error(`No page module web/site/pages/${match.page}.tsx`);
  await loadLanguage(lang);
  // A read the worker did not make would render what the browser does not have: the page is refused.
  const missing = new Set<string>();
  const context = { path, params: match.params, query: url.searchParams, read: readerOf(data, (read) => missing.add(read)) };
  const [layoutData, pageData] = await Promise.all([runLoader(loadLayout, context), Page && runLoader(Page.load, context)]);
  if (missing.size > 0) {
    console.error(`${url.pathname} was not rendered: its loader read ${[...missing].join(", ")}, which the worker did not`);
    return null;
  }
  // The page's head, from the same data as its view; none for the not-found page.
  const head = Page && pageData ? Page.head(pageData, { lang, path, params: match.params, query: url.searchParams, origin: origin ?? url.origin, site: layoutData }) : null;
  const router = serverRouter(url);
  const providers = (node: ReactNode) => (
    <IslandProviders lang={lang} router={router}>
      {node}
    </IslandProviders>
  );
  const slots: IslandSlot[] = [];
  const addSlot = (slot: IslandSlot) => slots.push(slot) - 1;
  if (request.signal.aborted) return null;
  const page = <Layout {...layoutData}>{Page && pageData ? <Page.View {...pageData} /> : <NotFound />}</Layout>;
  let html = await renderToHtml(<IslandSlots.Provider value={addSlot}>{providers(page)}</IslandSlots.Provider>, request.signal);
  const used = slots.map((slot, n) => ({ ...slot, n })).filter(({ n }) => html.includes(slotMark(n)));
  const islands = await Promise.all(used.map(({ Component, props, n }) => renderToHtml(providers(<Component {...props} />), request.signal, islandPrefix(n))));
  used.forEach(({ n }, i) => (html = html.replace(slotMark(n), () => islands[i]!)));
  // A part that suspended would come with inline scripts the CSP blocks.
  if (/<script[\s>]/.test(html)) {
    console.error(`${url.pathname} was not rendered whole: a part suspended`);
    return null;
  }
  // The code that hydrates the islands (web/site/islands.tsx), the page's strings when it is Bengali
  // (it loads them before it hydrates), then the chunks of each island that hydrates once the page is
  // painted; a `near` island's come only as it nears the viewport.
  const eager = used.filter(({ near }) => !near);
  const strings = lang === "bn" ? build.chunks["language:bn"] : undefined;
  const code = [build.chunks.islands, strings, ...eager.map(({ name }) => build.chunks[`island:${name}`])].flatMap((files) => files ?? []);
  return {
    html,
    status: match.page ? 200 : 404,
    state: used.length > 0 ? { lang, islands: packIslandProps(used) } : { lang },
    modulePreloads: [...new Set(code)],
    head: NOSCRIPT_HEAD[lang],
    meta: head && { ...head, lang },
  };
}

/** The router of the page being rendered (shared/lib/router.tsx): the request's own location. Nothing navigates on the server. */
function serverRouter(url: URL): RouterImpl {
  const location = { pathname: url.pathname, search: url.search, hash: "" };
  const search = new URLSearchParams(url.search);
  return { useLocation: () => location, useSearchParams: () => [search, () => {}] };
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

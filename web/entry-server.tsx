import type { ComponentType, ReactNode } from "react";
import { prerender } from "react-dom/static";
import build from "virtual:route-chunks";
import bengali400 from "@fontsource/noto-sans-bengali/400.css?inline";
import bengali600 from "@fontsource/noto-sans-bengali/600.css?inline";
import { type Language, loadLanguage } from "./shared/i18n/index";
import type { RenderedState } from "./site/app/rendered-state";
import { Component as About } from "./site/pages/about";
import { Component as Blog } from "./site/pages/blog";
import { Component as ButtonDemo } from "./site/pages/button-demo";
import { Component as Contact } from "./site/pages/contact";
import { Component as ContentDetail } from "./site/pages/content-detail";
import { Component as Coverage } from "./site/pages/coverage";
import { Component as Home } from "./site/pages/home";
import { Component as Landowner } from "./site/pages/landowner";
import { Component as Layout } from "./site/pages/layout";
import type { PageProps } from "./site/pages/page-props";
import { Component as NewsEvent } from "./site/pages/news-event";
import { Component as NotFound } from "./site/pages/not-found";
import { Component as ProjectDetail } from "./site/pages/project-detail";
import { Component as Projects } from "./site/pages/projects";
import type { RouterImpl } from "./shared/lib/router";
import { type EmbeddedData, embeddedQueries, hashKey } from "./shared/lib/query";
import { type IslandSlot, IslandProviders, IslandSlots, islandPrefix } from "./shared/lib/island";
import { aboutQuery } from "./shared/features/about/api/get-about";
import { bannerStaticsQuery } from "./site/features/banner-statics/api/get-banner-statics";
import { bannersQuery } from "./shared/features/banners/api/get-banners";
import { blogQuery } from "./site/features/blogs/api/get-blog";
import { blogsQuery } from "./site/features/blogs/api/get-blogs";
import { contactInformationQuery } from "./shared/features/contact-information/api/get-contact-information";
import { coverageItemQuery } from "./site/features/coverage/api/get-coverage-item";
import { coverageQuery } from "./site/features/coverage/api/get-coverage";
import { newsEventQuery } from "./site/features/news-events/api/get-news-event";
import { newsEventsQuery } from "./site/features/news-events/api/get-news-events";
import { projectDetailsQuery } from "./shared/features/projects/api/get-project-details";
import { projectsQuery } from "./site/features/projects/api/get-projects";
import { totalCountQuery } from "./shared/features/total-count/api/get-total-count";
import {
  type About as AboutRecord,
  type ContactInformation,
  type ContentItem,
  type ContentSegment,
  type LoadedRead,
  matchPublicPage,
  type PageData,
  type ProjectDetails,
  type PublicPage,
  type PublicRead,
  type PublicReadParams,
  splitLanguage,
} from "./shared/lib/contract";
import { aboutLists, contactInformationLists, contentItemLists, projectDetailsLists } from "./shared/lib/lists";

/** Names this build in the worker's edge-cache keys (worker/middleware/public-cache.ts): the renderer's own hash. */
export const BUILD_ID = build.renderer;

/** Each registry page's component (worker/contract/public-pages.ts), by its page module's name. */
const PAGES: Record<PublicPage["page"], ComponentType<PageProps>> = {
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

type Options = { queryKey: readonly unknown[] };
/** A read's answer as its query's function would have returned it; `undefined`: the query fails. */
type From = (status: number, body: unknown) => unknown;
type Entry = { query: Options; from: From };

const ok = (map: (body: never) => unknown = (b) => b): From => (status, body) => (status === 200 ? map(body as never) : undefined);
const LISTS: Record<ContentSegment, () => Options> = { blog: blogsQuery, "news-event": newsEventsQuery, coverage: coverageQuery };
const ITEMS: Record<ContentSegment, (uniId: string) => Options> = { blog: blogQuery, "news-event": newsEventQuery, coverage: coverageItemQuery };

/**
 * The query each of the API's public reads answers (worker/contract/public-reads.ts), with what its
 * query function makes of the API's answer (features/<resource>/api: the same list fields filled in,
 * a project's 404 as null). The worker's renderer answers the page's data hooks from the loader's
 * reads through these, with no data cache and no API client.
 */
const PUBLIC_QUERIES: { [K in PublicRead]: (params: PublicReadParams[K]) => Entry } = {
  projects: () => ({ query: projectsQuery(), from: ok() }),
  projectDetails: ({ id }) => ({
    query: projectDetailsQuery(id),
    from: (status, body) => {
      if (status === 404) return null;
      const project = body as { details: ProjectDetails | null };
      return status === 200 ? { ...project, details: project.details ? projectDetailsLists(project.details) : null } : undefined;
    },
  }),
  banners: () => ({ query: bannersQuery(), from: ok() }),
  bannerStatics: () => ({ query: bannerStaticsQuery(), from: ok() }),
  totalCount: () => ({ query: totalCountQuery(), from: ok() }),
  contactInformation: () => ({ query: contactInformationQuery(), from: ok((c: ContactInformation) => contactInformationLists(c)) }),
  about: () => ({ query: aboutQuery(), from: ok((a: AboutRecord) => aboutLists(a)) }),
  contentList: ({ segment }) => ({ query: LISTS[segment](), from: ok((items: ContentItem[]) => items.map(contentItemLists)) }),
  contentItem: ({ segment, id }) => ({ query: ITEMS[segment](id), from: ok((item: ContentItem) => contentItemLists(item)) }),
};

const entryOf = (r: LoadedRead): Entry => (PUBLIC_QUERIES[r.read] as (params: unknown) => Entry)(r.params);

/**
 * The page's data as its data hooks ask for it, by react-query's key hash: each read's answer, or
 * its failure where the API refused it (a 4xx: no about record yet, an item that is not public), as
 * the browser's query would have failed; the page then shows what it shows for one.
 */
function pageQueries(data: PageData): EmbeddedData {
  const answers = new Map<string, unknown>();
  const failures = new Map<string, unknown>();
  for (const read of data.reads) {
    const { query, from } = entryOf(read);
    const answer = from(read.status, read.body);
    if (answer === undefined) failures.set(hashKey(query.queryKey), read.body);
    else answers.set(hashKey(query.queryKey), answer);
  }
  return { answers, failures };
}

/**
 * Renders a public page in the worker (worker/routes/pages.ts) from its loader's data
 * (worker/pages/public-reads.ts): the layout and the registry's page component, their data hooks
 * answered from the loader's reads (`pageQueries` above) and their router the request's own
 * location (`serverRouter` below), the route's params given to the page. No data cache, no router, no API client.
 *
 * The page is HTML only, but for its islands (shared/lib/island.tsx): each is rendered on its own, into the
 * slot the page left for it, with its own id prefix, exactly as the browser hydrates it
 * (web/site/islands.tsx). The page's data goes into the HTML for the islands that read it, and the
 * worker preloads the code of the islands the page has, and of nothing else.
 */
export type Rendered = { html: string; state: RenderedState; status: number; modulePreloads: string[]; head: string };

/**
 * Styles for a browser that runs no script, which one that does ignores (`<noscript>`): a control
 * that does nothing without script (`data-needs-script`) is hidden, its fallback in a `<noscript>`
 * beside it; and a Bengali page gets its font faces, which web/fonts.ts adds by script. Without them
 * such a reader gets the system's Bengali font, or none (empty boxes) where the system has none.
 */
const NEEDS_SCRIPT = "[data-needs-script]{display:none!important}";
const NOSCRIPT_HEAD: Record<Language, string> = {
  en: `<noscript><style>${NEEDS_SCRIPT}</style></noscript>`,
  bn: `<noscript><style>${NEEDS_SCRIPT}${bengali400}${bengali600}</style></noscript>`,
};

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
  // The content pages share one screen, which reads its type from the path (shared/config/paths.ts).
  const params = match.page === "content-detail" ? { ...match.params, contentType: path.split("/")[1]! } : match.params;
  const router = serverRouter(url);
  const providers = (node: ReactNode, island = false) => (
    <IslandProviders lang={lang} queries={island ? islandQueries : queries} router={router}>
      {node}
    </IslandProviders>
  );
  const slots: IslandSlot[] = [];
  const addSlot = (slot: IslandSlot) => slots.push(slot) - 1;
  if (request.signal.aborted) return null;
  const page = (
    <Layout>
      <Page params={params} />
    </Layout>
  );
  let html = await renderToHtml(<IslandSlots.Provider value={addSlot}>{providers(page)}</IslandSlots.Provider>, request.signal);
  const used = slots.map((slot, n) => ({ ...slot, n })).filter(({ n }) => html.includes(slotMark(n)));
  const islands = await Promise.all(used.map(({ Component, props, n }) => renderToHtml(providers(<Component {...props} />, true), request.signal, islandPrefix(n))));
  used.forEach(({ n }, i) => (html = html.replace(slotMark(n), () => islands[i]!)));
  // A query the loader did not read would render what the browser
  // does not have yet; a part that suspended would come with inline scripts the CSP blocks.
  if (missing.size > 0 || /<script[\s>]/.test(html)) {
    console.error(`${url.pathname} was not rendered whole: ${[...missing].join(", ") || "a part suspended"}`);
    return null;
  }
  // The code that hydrates the islands (web/site/islands.tsx), then the chunks of each island that
  // hydrates once the page is painted; a `near` island's come only as it nears the viewport.
  const eager = used.filter(({ near }) => !near);
  const code = [build.chunks.islands, ...eager.map(({ name }) => build.chunks[`island:${name}`])].flatMap((files) => files ?? []);
  return {
    html,
    status: match.page ? 200 : 404,
    state: { lang, answers: [...embedded.answers].filter(([hash]) => asked.has(hash)), failures: [...embedded.failures].filter(([hash]) => asked.has(hash)) },
    modulePreloads: [...new Set(code)],
    head: NOSCRIPT_HEAD[lang],
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

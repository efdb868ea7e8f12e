import "./i18n/index";
import type { UseQueryResult } from "@tanstack/react-query";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { PageChrome } from "./app/page-chrome";
import { applyPageLanguage } from "./app/page-language";
import { layout, notFound, publicPages } from "./app/pages";
import { type LightPage, preloadAppChunks, type RenderedState, readRenderedState } from "./app/rendered-state";
import { PageErrors } from "./app/route-errors";
import { hydrateWhenNear } from "./lib/hydrate-when-near";
import { listenToLinkClicks } from "./lib/link-clicks";
import { whenIdle } from "./lib/when-idle";
import { yieldToBrowser } from "./lib/yield-to-browser";
import { hashKey, QueriesFrom } from "./lib/query";
import { hrefOf, type Location, type NavigateOptions, type RouterImpl, RouterInUse, type To } from "./lib/router";

/**
 * A page that hydrates without the app (docs/decisions.md, "Pages that hydrate without the app";
 * app/light-pages.ts): React hydrates the whole page the worker rendered, every control working, but
 * its router is the page's own location and its data the data embedded in the page, so neither React
 * Router nor react-query is downloaded before the page works. The first navigation (a link, a
 * redirect, a search) hands over to the app (boot.tsx), which renders the next page at its URL;
 * from then on the app runs as on any other page. The app's code is preloaded once this page is
 * interactive and the browser idle, so the hand-over waits on nothing but rendering.
 */
let root: Root | undefined;
let stopLinks: (() => void) | undefined;
let handingOver: Promise<void> | undefined;

/** Hands over to the app at `to`; a failure (offline, a deploy in between) is a plain page load. */
function handOver(to: string, { replace = false }: NavigateOptions = {}): Promise<void> {
  handingOver ??= (async () => {
    stopLinks?.();
    try {
      const app = await import("./boot");
      history[replace ? "replaceState" : "pushState"](null, "", to);
      await app.start({ replacing: root });
    } catch {
      location[replace ? "replace" : "assign"](to);
    }
  })();
  return handingOver;
}

function lightRouter(light: LightPage): RouterImpl {
  const location: Location = { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
  const navigate = (to: To, options?: NavigateOptions) => void handOver(hrefOf(to), options);
  const page = publicPages.find((p) => p.chunk === light.page && p.light)!;
  const search = new URLSearchParams(location.search);
  // One element, made once, as React Router's outlet is: when the layout re-renders (the language
  // switched), React then leaves the page alone, and a part still waiting for its code to hydrate
  // (lib/below-the-fold.tsx) is not told to render anew over its served HTML.
  const outlet = (
    <PageErrors fallback={<notFound.page />}>
      <page.page />
    </PageErrors>
  );
  return {
    useLocation: () => location,
    useParams: () => light.params,
    useNavigate: () => navigate,
    useSearchParams: () => [search, (next, options) => navigate(`${location.pathname}?${new URLSearchParams(next)}`, options)],
    Outlet: () => outlet,
  };
}

/**
 * `useQuery` from the embedded data (lib/query.ts). The page was rendered with every query it asks for
 * answered, so each is found; one that is not (a part the worker could not render) hands over to the
 * app at this same URL, which asks the API for it.
 */
function embeddedQueries(rendered: RenderedState) {
  const data = new Map(rendered.queries.queries.map((q) => [q.queryHash, q.state.data]));
  const refetch = () => handOver(window.location.href.slice(window.location.origin.length), { replace: true });
  return ((options: { queryKey: readonly unknown[]; queryHash?: string; select?: (d: unknown) => unknown }) => {
    const hash = options.queryHash ?? hashKey(options.queryKey);
    const found = data.has(hash);
    useEffect(() => void (found || refetch()), [found]);
    const value = found && options.select ? options.select(data.get(hash)) : data.get(hash);
    return {
      data: value,
      error: null,
      status: found ? "success" : "pending",
      isPending: !found,
      isLoading: !found,
      isSuccess: found,
      isError: false,
      isFetching: false,
      isPlaceholderData: false,
      refetch,
    } as unknown as UseQueryResult;
  }) as Parameters<typeof QueriesFrom>[0]["useQuery"];
}

/** Hydrates the page (main.tsx loads this once the first screen is painted). */
export async function start() {
  const rendered = readRenderedState();
  const light = rendered?.light;
  const page = light && publicPages.find((p) => p.chunk === light.page && p.light);
  if (!rendered || !light || !page) return;
  const hydrates = await applyPageLanguage(rendered);
  // Each step in its own task: evaluating the page's code, then hydrating it (lib/yield-to-browser.ts).
  await yieldToBrowser();
  // The page's chunks were preloaded with this one (main.tsx): the first render is the page as rendered.
  const loaded = await Promise.all([layout.page.preload(), page.page.preload()]).then(() => true, () => false);
  // Without them (offline, a deploy in between) the page stays as the worker rendered it: readable, its links working.
  if (!loaded) return;
  await yieldToBrowser();
  stopLinks = listenToLinkClicks((path) => void handOver(path));
  const tree = (
    <StrictMode>
      <QueriesFrom useQuery={embeddedQueries(rendered)}>
        <RouterInUse router={lightRouter(light)}>
          <PageChrome>
            <layout.page />
          </PageChrome>
        </RouterInUse>
      </QueriesFrom>
    </StrictMode>
  );
  const container = document.getElementById("root")!;
  // Parts far below the first screen (the home page's sections, the footer) hydrate as they near it.
  if (hydrates) hydrateWhenNear();
  // In a transition React hydrates in slices that yield to the browser (as boot.tsx does), not in one
  // long task that blocks a phone's main thread for the whole page; a press on a part not yet
  // hydrated makes React hydrate that part first.
  startTransition(() => {
    root = hydrates ? hydrateRoot(container, tree) : createRoot(container);
    if (!hydrates) root.render(tree);
  });
  whenIdle(preloadAppChunks);
}

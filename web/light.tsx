import "./i18n/index";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { PageChrome } from "./app/page-chrome";
import { applyPageLanguage } from "./app/page-language";
import { embeddedQueries } from "./app/embedded-queries";
import { lightRouter } from "./app/light-router";
import { layout, publicPages } from "./app/pages";
import { readRenderedState } from "./app/rendered-state";
import { hydrateWhenNear } from "./lib/hydrate-when-near";
import { listenToLinkClicks } from "./lib/link-clicks";
import { yieldToBrowser } from "./lib/yield-to-browser";
import { QueriesFrom } from "./lib/query";
import { type NavigateOptions, RouterInUse } from "./lib/router";

/**
 * A page that hydrates without the app (docs/decisions.md, "Pages that hydrate without the app";
 * app/light-pages.ts): React hydrates the whole page the worker rendered, every control working, but
 * its router is the page's own location and its data the data embedded in the page, so neither React
 * Router nor react-query is downloaded before the page works. A change of the query alone (the
 * listing's filters) stays in the page (app/light-router.tsx). A link to another page is the
 * browser's own navigation, a plain page load from the edge cache, made instant by the Speculation
 * Rules in index.html, which prerender it on hover or press. A query the embedded data cannot answer
 * (the listing's apartment size) is asked of the API in the page (app/embedded-queries.ts).
 */
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
  const { router, navigate, staysInPage } = lightRouter(page, light, leave);
  // Only the links that stay in this page (the listing's tabs and chips); the rest are the browser's.
  listenToLinkClicks((path) => navigate(path), staysInPage);
  const queries = embeddedQueries(new Map(rendered.queries.queries.map((q) => [q.queryHash, q.state.data])));
  const tree = (
    <StrictMode>
      <QueriesFrom {...queries}>
        <RouterInUse router={router}>
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
    if (hydrates) hydrateRoot(container, tree);
    else createRoot(container).render(tree);
  });
}

/** Another page: a plain page load (prerendered, where the browser has taken the hint). */
function leave(to: string, { replace = false }: NavigateOptions = {}) {
  location[replace ? "replace" : "assign"](to);
}

import "./i18n/index";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { applyPageLanguage } from "./app/page-language";
import { AppProvider } from "./app/provider";
import { WithReactRouter } from "./app/react-router";
import { readRenderedState } from "./app/rendered-state";
import { AppRoutes, preloadPages } from "./app/routes";
import { focusedElement, refocus } from "./lib/focused-element";
import { queryClient } from "./lib/query-client";
import { yieldToBrowser } from "./lib/yield-to-browser";
// The API client comes with the app's own code, not with its first request (lib/api-read.ts).
import "./lib/api-client";
import "./lib/fetch-json";

/**
 * The embedded data counts as fetched now, not when the page was rendered: the edge keeps a rendered
 * page until the next staff write (its key is the content version), so however long ago it was
 * rendered, its data is the current data. Dated as rendered, a page cached a minute ago would refetch
 * every query the moment it hydrated, the API calls the rendered page exists to save.
 */
function servedNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return { ...state, queries: state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })) };
}

/**
 * Starts the app (main.tsx loads this): hydrates the page the worker rendered, or renders it. With
 * `replacing`, the page hydrated without the app (light.tsx) and the visitor has just navigated: the
 * app takes over from it at the new URL, already in the history, with the first page's data in its
 * cache so going back shows it at once.
 */
export async function start(opts: { replacing?: Root } = {}) {
  const root = document.getElementById("root")!;
  // A public page the worker rendered (web/entry-server.tsx) carries its data: hydrate it without asking the API again.
  const rendered = readRenderedState();
  const hydrates = (await applyPageLanguage(rendered)) && !opts.replacing;
  if (rendered) hydrate(queryClient, servedNow(rendered.queries));
  // Each step in its own task on a first load (a hand-over keeps the old page on screen meanwhile).
  if (!opts.replacing) await yieldToBrowser();
  // The page's chunks first (preloaded with this one: web/main.tsx), so the first render is the page
  // itself, as the worker rendered it, not a suspended one.
  const loaded = await preloadPages(location.pathname).then(() => true, () => false);
  // Without them (offline, a deploy in between) the rendered page stays as it is, readable and its
  // links working, rather than an error screen over it; a page that has nothing rendered shows that screen.
  if (!loaded && rendered && !opts.replacing) return;
  if (!opts.replacing) await yieldToBrowser();
  const app = (
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <WithReactRouter>
            <AppRoutes />
          </WithReactRouter>
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
  if (opts.replacing) {
    // In one task, so no frame shows the page gone: the next page's chunks are in, nothing suspends.
    const focused = focusedElement(root);
    opts.replacing.unmount();
    flushSync(() => createRoot(root).render(app));
    refocus(root, focused);
    return;
  }
  // As a transition, the work is done in slices that yield to the browser between them: one long task
  // of hydrating the whole page would hold a phone's main thread (Lighthouse's total blocking time).
  startTransition(() => {
    if (hydrates) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

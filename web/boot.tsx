import "./i18n/index";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppProvider } from "./app/provider";
import { readRenderedState } from "./app/rendered-state";
import { AppRoutes, preloadPages } from "./app/routes";
import { hydratingIn, setLanguage, storedLanguage } from "./i18n/index";
import { queryClient } from "./lib/query-client";

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

/** Starts the app: hydrates the page the worker rendered, or renders it (main.tsx loads this). */
export async function start() {
  const root = document.getElementById("root")!;
  // A public page the worker rendered (web/entry-server.tsx) carries its data: hydrate it without asking the API again.
  const rendered = readRenderedState();
  // The remembered language before the first render, so the app never paints in the other one.
  // Bengali also (re)writes the cookie: a choice an older visit kept only in storage renders the next pages in it.
  const lang = storedLanguage();
  if (lang !== "en") await setLanguage(lang);
  const hydrates = rendered !== null && (rendered.lang ?? "en") === lang;
  if (hydrates) hydratingIn(lang);
  if (rendered) hydrate(queryClient, servedNow(rendered.queries));
  // The page's chunks first (preloaded with this one: web/main.tsx), so the first render is the page
  // itself, as the worker rendered it, not a suspended one.
  const loaded = await preloadPages(location.pathname).then(() => true, () => false);
  // Without them (offline, a deploy in between) the rendered page stays as it is, readable and its
  // links working, rather than an error screen over it; a page that has nothing rendered shows that screen.
  if (!loaded && rendered) return;
  const app = (
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
  // The worker renders in the language of the visitor's cookie. A page in another one (the choice was
  // only in storage) is rendered anew over it, from the same embedded data, rather than a hydration
  // that would disagree on every text.
  // As a transition, the work is done in slices that yield to the browser between them: one long task
  // of hydrating the whole page would hold a phone's main thread (Lighthouse's total blocking time).
  startTransition(() => {
    if (hydrates) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

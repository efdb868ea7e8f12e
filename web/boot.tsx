import "./i18n/index";
import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProvider } from "./app/provider";
import { AppRouter, createAppRouter } from "./app/router";
import { readRenderedState } from "./app/rendered-state";
import { setLanguage, storedLanguage } from "./i18n/index";
import { queryClient } from "./lib/query-client";

/** Starts the app: hydrates the page the worker rendered, or renders it (main.tsx loads this). */
export async function start() {
  const root = document.getElementById("root")!;
  // A public page the worker rendered (web/entry-server.tsx) carries its data: hydrate it without asking the API again.
  const rendered = readRenderedState();
  // The remembered language before the first render, so the app never paints in the other one.
  const lang = storedLanguage();
  if (lang !== "en") await setLanguage(lang);
  if (rendered) hydrate(queryClient, rendered.queries);
  const router = await createAppRouter(rendered?.router);
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>
  );
  // The worker renders in English: a visitor who chose Bengali gets the page rendered anew over it,
  // from the same embedded data, rather than a hydration that would disagree on every text.
  // As a transition, the work is done in slices that yield to the browser between them: one long task
  // of hydrating the whole page would hold a phone's main thread (Lighthouse's total blocking time).
  startTransition(() => {
    if (rendered && lang === "en") hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

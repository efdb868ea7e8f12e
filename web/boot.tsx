import { setLanguage } from "./i18n/index";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppProvider } from "./app/provider";
import { WithReactRouter } from "./app/react-router";
import { AppRoutes } from "./app/routes";
// The API client comes with the app's own code, not with its first request (lib/api-read.ts).
import "./lib/api-client";
import "./lib/fetch-json";

/**
 * Starts the app (main.tsx loads this): the dashboard and /login, and a public page the worker could
 * not render (the shell with its head only), drawn here from the API. A page the worker rendered is
 * hydrated island by island by islands.tsx, never by the app.
 */
export async function start() {
  // The page's language is its URL's, which the worker wrote in <html lang> (a /bn page it could not
  // render): applied before the first render, so nothing paints in the other.
  if (document.documentElement.lang === "bn") await setLanguage("bn");
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
  // As a transition, the work is done in slices that yield to the browser between them.
  startTransition(() => createRoot(document.getElementById("root")!).render(app));
}

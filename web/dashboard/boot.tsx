import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppProvider } from "./app/provider";
import { WithReactRouter } from "./app/react-router";
import { AppRoutes } from "./app/routes";
// The API client comes with the app's own code, not with its first request (shared/lib/api-read.ts).
import "@/shared/lib/api-client";
import "@/shared/lib/fetch-json";

/**
 * Starts the app (main.tsx loads this): /login and the dashboard. A public page is the worker's
 * HTML, its islands hydrated by islands.tsx, never by the app.
 */
export async function start() {
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

import type { Context, Hono } from "hono";
import type { AppEnv, RenderedPage, RenderPage } from "../env";
import { within } from "./content-version";

/** The id web/app/rendered-state.ts reads the embedded data from. */
const RENDERED_STATE_ID = "rendered-state";

/** A render slower than this (a slow database on a cold cache) is dropped for the plain shell. */
export const RENDER_MS = 3_000;

/** The worker's own app, which the renderer's API calls go through in process (no network hop). */
type Ctx = Context<AppEnv>["executionCtx"];
export type SelfFetch = { fetch: Hono<AppEnv>["fetch"] };

/**
 * Renders the page of this request, or null (no renderer, a failure, or too slow): the caller then
 * serves the shell with the page's readable content, never a blank page or a 500.
 */
export async function renderWithin(c: Context<AppEnv>, render: RenderPage | undefined, self: SelfFetch): Promise<RenderedPage | null> {
  if (!render) return null;
  let ctx: Ctx | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    ctx = undefined; // outside workerd (tests): no execution context
  }
  // Public data only: the render sends no cookie, so every visitor gets (and the edge caches) the same page.
  const fetcher: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), c.req.url), init);
    return Promise.resolve(self.fetch(request, c.env, ctx));
  };
  try {
    return await within(render(new Request(c.req.url, { signal: c.req.raw.signal }), fetcher), RENDER_MS);
  } catch (err) {
    console.error("page render failed, serving the shell:", (err as Error).message);
    return null;
  }
}

/** JSON inside <script>: `<` escaped so no string can close the element. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, "\\u003c");

/** The shell with the rendered page in #root, its data for hydration, and its chunks preloaded. */
export function injectRendered(shell: string, page: RenderedPage): string {
  const preloads = page.modulePreloads.map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}" />`).join("\n    ");
  return shell
    .replace(/<\/head>/i, `  ${preloads}\n  </head>`)
    .replace(
      /<div id="root"><\/div>/,
      () => `<div id="root">${page.html}</div>\n    <script type="application/json" id="${RENDERED_STATE_ID}">${scriptJson(page.state)}</script>`,
    );
}

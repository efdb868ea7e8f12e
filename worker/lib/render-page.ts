import type { Context } from "hono";
import { DOM_IDS } from "../contract/dom-ids";
import type { LanguageCode } from "../contract/language";
import type { PageData } from "../contract/public-reads";
import type { AppEnv, RenderedPage, RenderPage } from "../env";
import { scriptJson } from "../seo/head-tags";


/** A render slower than this (a slow database, a busy CPU) is aborted: the page answers 503 (routes/pages.ts). */
export const RENDER_MS = 3_000;

/**
 * Which pages (edge-cache keys) this isolate is making, since when, and the most it makes at once:
 * a page is being made from its claim (`claimRender`) until its copy is kept, its data loaded and its
 * render done in between. Plain numbers and strings, not a queue or a promise (nothing that holds I/O
 * is shared across requests). A cold cache under a crowd (every request a miss) would otherwise start
 * a page per request, each slower than the last, all on the same CPU, until none finished within its
 * deadline and none was kept. So a page request waits (`whileRendersBusy`) while its own page is being
 * made, or while every slot is taken, for the copy that one keeps; it makes the page once neither
 * holds. It always gets the full page. A claim older than twice the deadline is forgotten: a request
 * the runtime cancelled never ran its `finally`.
 */
const rendering = new Map<string, number>();
const MAX_RENDERS = 2;
const SLOT_POLL_MS = 20;

function busy(key: string, now: number) {
  for (const [k, at] of rendering) if (now - at > 2 * RENDER_MS) rendering.delete(k);
  return rendering.has(key) || rendering.size >= MAX_RENDERS;
}

/**
 * While the page `key` is being rendered by another request, or this isolate's renders are all
 * taken, looks every few milliseconds for what `ready` finds (the isolate's copy of the page), for at
 * most `maxMs`. Returns it, or null: the caller then renders, holding `claimRender(key)` meanwhile.
 */
export async function whileRendersBusy<T>(key: string, ready: () => T | null, maxMs = 2 * RENDER_MS): Promise<T | null> {
  const until = Date.now() + maxMs;
  while (busy(key, Date.now()) && Date.now() < until) {
    const found = ready();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, SLOT_POLL_MS));
  }
  return ready();
}

/** Marks the page `key` as being rendered by this request; the returned function ends that. */
export function claimRender(key: string): () => void {
  const at = Date.now();
  rendering.set(key, at);
  return () => {
    if (rendering.get(key) === at) rendering.delete(key);
  };
}

/**
 * Renders the page of this request from its loaded data, or null (a failure, or too slow): the caller then answers a short "try again" page, kept by no cache, so the next request
 * renders again.
 */
export async function renderWithin(c: Context<AppEnv>, render: RenderPage, data: PageData, lang: LanguageCode, url = c.req.url): Promise<RenderedPage | null> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`no render within ${RENDER_MS} ms`)), RENDER_MS);
  try {
    const rendered = render(new Request(url, { signal: abort.signal }), data, lang);
    // The abort stops the render's work; the race answers even if the render does not heed it.
    const aborted = new Promise<never>((_, reject) => abort.signal.addEventListener("abort", () => reject(abort.signal.reason)));
    return await Promise.race([rendered, aborted]);
  } catch (err) {
    console.error("page render failed:", (err as Error).message);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const preloadLinks = (hrefs: string[]) => hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`).join("");

/**
 * The shell with the rendered page in #root, its data for hydration, and its chunks' preloads inside
 * a <template>: inert there, so the first paint (styles, text, the LCP image) has the connection to
 * itself; the entry moves them into <head> once the page is painted, and the code that runs the page
 * and the page's own chunks then download side by side instead of one import after another. A page
 */
export function injectRendered(shell: string, page: RenderedPage, lang: LanguageCode = "en"): string {
  return shell.replace(/<html lang="[a-z-]*"/i, `<html lang="${lang}"`).replace(
    /<div id="root"><\/div>/,
    () =>
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${DOM_IDS.renderedState}">${scriptJson(page.state)}</script>` +
      `\n    <template id="${DOM_IDS.pageChunks}">${preloadLinks(page.modulePreloads)}</template>`,
  );
}

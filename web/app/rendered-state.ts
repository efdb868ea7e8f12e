import type { DehydratedState } from "@tanstack/react-query";
import type { LanguageCode } from "@/lib/contract";

/** What the worker embeds with a page it rendered: its language and the data cache. */
export type RenderedState = { lang?: LanguageCode; queries: DehydratedState };

/**
 * The id of the JSON block that carries it. A `type="application/json"` script is data, not code,
 * so the site's CSP (`script-src 'self'`) needs no inline-script exception.
 */
export const RENDERED_STATE_ID = "rendered-state";

export function readRenderedState(): RenderedState | null {
  const el = document.getElementById(RENDERED_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as RenderedState;
  } catch {
    return null;
  }
}

/** The <template> holding the page's chunk preloads (worker/lib/render-page.ts): inert until moved into <head>. */
export const PAGE_CHUNKS_ID = "page-chunks";

/** Starts downloading the app's code and the page's chunks, all at once (web/main.tsx, after the first paint). */
export function preloadPageChunks() {
  const template = document.getElementById(PAGE_CHUNKS_ID);
  if (template instanceof HTMLTemplateElement) document.head.appendChild(template.content);
}

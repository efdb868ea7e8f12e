import { DOM_IDS, type LanguageCode } from "@/shared/lib/contract";
import type { IslandProps } from "@/shared/lib/island";
import { yieldToBrowser } from "@/site/lib/yield-to-browser";

/**
 * What the worker embeds with a page it rendered (web/entry-server.tsx): its language and its
 * islands' props, each value once (shared/lib/island.tsx `packIslandProps`). Nothing else of the
 * page's data: an island's data is its props.
 */
export type RenderedState = { lang: LanguageCode; islands?: IslandProps };

/** The id of the JSON block that carries it (worker/contract/dom-ids.ts). */
export const RENDERED_STATE_ID = DOM_IDS.renderedState;

export function readRenderedState(): RenderedState | null {
  const el = document.getElementById(RENDERED_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as RenderedState;
  } catch {
    return null;
  }
}

/**
 * Starts downloading the code that runs the islands (web/main.tsx, after the first paint); resolves
 * once every link is in <head>.
 */
export const preloadPageChunks = () => activate(DOM_IDS.pageChunks);

/**
 * Links moved into <head> per task. Each one starts a request, and the browser's main thread spends
 * about a millisecond on each (measured in Lighthouse's trace: 40 links, one 35 ms task, over 100 ms
 * on a slow phone, blocking a tap). A few per task keeps every task short; the template lists the
 * islands' runtime first, so it still starts first.
 */
const LINKS_PER_TASK = 4;

async function activate(id: string) {
  const template = document.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return;
  const links = Array.from(template.content.children);
  template.remove();
  for (let i = 0; i < links.length; i += LINKS_PER_TASK) {
    if (i > 0) await yieldToBrowser();
    for (const link of links.slice(i, i + LINKS_PER_TASK)) document.head.appendChild(link);
  }
}

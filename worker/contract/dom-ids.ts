/**
 * The ids of the elements the worker writes into a rendered page and the browser's code reads
 * (worker/routes/pages.ts writes them, web/site/app/rendered-state.ts reads them): one list, so the
 * two sides cannot drift apart.
 */
export const DOM_IDS = {
  /**
   * The JSON block that carries the page's data for hydration. A `type="application/json"` script is
   * data, not code, so the site's CSP (`script-src 'self'`) needs no inline-script exception.
   */
  renderedState: "rendered-state",
  /** The <template> holding the page's chunk preloads: inert until moved into <head>. */
  pageChunks: "page-chunks",
} as const;

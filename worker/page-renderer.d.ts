/**
 * The page renderer: web/entry-server.tsx, built by `vite build` into dist/server/entry-server.js
 * and mapped to this name in wrangler.toml ([alias]), so the worker's type check does not need the build.
 */
declare module "page-renderer" {
  export const renderPage: import("./env").RenderPage;
  /** The client build's entry script name: changes with every build of the site. */
  export const BUILD_ID: string;
}

/** The client build's chunks per public page module, for modulepreload, and the renderer's hash (vite.config.ts). */
declare module "virtual:route-chunks" {
  const build: { chunks: Record<string, string[]>; renderer: string };
  export default build;
}

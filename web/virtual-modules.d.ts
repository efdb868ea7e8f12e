/** The client build's entry and chunks per public page module, for modulepreload (vite.config.ts). */
declare module "virtual:route-chunks" {
  const build: { chunks: Record<string, string[]>; entry: string };
  export default build;
}

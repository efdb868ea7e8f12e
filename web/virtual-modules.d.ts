/** The client build's chunks per public page module, for modulepreload, and the renderer's hash (vite.config.ts). */
declare module "virtual:route-chunks" {
  const build: { chunks: Record<string, string[]>; renderer: string };
  export default build;
}

/** The site's font faces, read from fontsource's style sheets at build time, each with its WOFF2 file's URL (vite.config.ts). */
declare module "virtual:font-faces" {
  const faces: { family: string; url: string; descriptors: { style: string; weight: string; display: FontDisplay; unicodeRange: string } }[];
  export default faces;
}

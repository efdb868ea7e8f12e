// Font files bundled as bytes (wrangler.toml `[[rules]]` type "Data"; vitest.config.ts for the tests).
declare module "*.woff" {
  const bytes: ArrayBuffer;
  export default bytes;
}

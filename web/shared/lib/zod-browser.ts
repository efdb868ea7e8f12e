/**
 * "zod" as the browser build sees it (vite.config.ts aliases it here): zod with its JIT off, set
 * before any schema is built. The JIT probes `new Function` when the first object schema is made;
 * the site's CSP forbids eval, so the probe raised a `securitypolicyviolation` on every page that
 * loads a schema. Parsing works the same without it.
 */
import { config } from "zod/v4/core";

config({ jitless: true });

export * from "zod/v4";
export { z, z as default } from "zod/v4";

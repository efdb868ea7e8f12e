import { Hono } from "hono";
import type { AppEnv } from "../env";
import { buildOpenApi } from "../lib/openapi";
import { publicCache } from "../middleware/public-cache";

/**
 * Safe to share across requests: a plain object computed synchronously from the zod contracts,
 * no I/O, no pending promise. (Never cache a client, promise or stream this way: see worker/index.ts.)
 */
let doc: ReturnType<typeof buildOpenApi> | undefined;

/** GET /api/openapi.json, built once per isolate. */
export const openapi = new Hono<AppEnv>().get("/", publicCache, (c) => c.json((doc ??= buildOpenApi())));

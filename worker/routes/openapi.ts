import { Hono } from "hono";
import type { AppEnv } from "../env";
import { buildOpenApi } from "../lib/openapi";
import { publicCache } from "../middleware/public-cache";

let doc: ReturnType<typeof buildOpenApi> | undefined;

/** GET /api/openapi.json, built once per isolate. */
export const openapi = new Hono<AppEnv>().get("/", publicCache, (c) => c.json((doc ??= buildOpenApi())));

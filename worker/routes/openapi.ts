import { Hono } from "hono";
import type { RouterRoute } from "hono/types";
import type { AppEnv } from "../env";
import { buildOpenApi } from "../lib/openapi";
import { endpoint } from "../middleware/endpoint";
import { publicCache } from "../middleware/public-cache";

/**
 * GET /api/openapi.json, built once per app (one per isolate) from the routes the API serves.
 * Safe to keep: a plain object computed synchronously from the declarations, no I/O, no pending
 * promise. (Never cache a client, promise or stream this way: see worker/index.ts.)
 */
export function openapi(routes: () => readonly RouterRoute[]) {
  let doc: ReturnType<typeof buildOpenApi> | undefined;
  return new Hono<AppEnv>().get("/", endpoint({ summary: "This document: every route of the API", access: "public" }), publicCache, (c) =>
    c.json((doc ??= buildOpenApi(routes()))),
  );
}

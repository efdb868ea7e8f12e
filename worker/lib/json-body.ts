import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../env";
import { assertDeclaredBody } from "../middleware/endpoint";
import { MAX_JSON_BYTES } from "../storage/upload-rules";
import { readCapped } from "./capped-body";
import { fail } from "./errors";
import { validate } from "./form";

/** Parses a JSON body of at most 64 KB (415 unless JSON, 400 when malformed, 413 when larger), not yet validated. */
export async function readJsonBody(c: Context): Promise<unknown> {
  if (!isJson(c)) fail(415, "Send this request as application/json.");
  return readCapped(c, MAX_JSON_BYTES, (r) => r.json(), "The request body is not valid JSON.");
}

/** Parses a JSON body and validates it (422 with per-field messages). */
export async function readJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  assertDeclaredBody(c, schema);
  return validate(schema, await readJsonBody(c));
}

export const isJson = (c: Context) => (c.req.header("Content-Type") ?? "").toLowerCase().startsWith("application/json");

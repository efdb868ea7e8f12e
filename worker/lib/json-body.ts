import type { Context } from "hono";
import type { z } from "zod";
import { fail } from "../middleware/errors";
import { MAX_JSON_BYTES } from "../storage/upload-rules";
import { readCapped } from "./capped-body";
import { validate } from "./form";

/** Parses a JSON body of at most 64 KB (400 when malformed, 413 when larger) and validates it (422 with per-field messages). */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  if (!(c.req.header("Content-Type") ?? "").toLowerCase().startsWith("application/json")) {
    fail(415, "Send this request as application/json.");
  }
  const body: unknown = await readCapped(c, MAX_JSON_BYTES, (r) => r.json(), "The request body is not valid JSON.");
  return validate(schema, body);
}

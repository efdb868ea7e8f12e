import type { Context } from "hono";
import type { z } from "zod";
import { fail } from "../middleware/errors";
import { validate } from "./form";

/** Parses a JSON body (400 when malformed) and validates it (422 with per-field messages). */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  if (!(c.req.header("Content-Type") ?? "").toLowerCase().startsWith("application/json")) {
    fail(415, "Send this request as application/json.");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    fail(400, "The request body is not valid JSON.");
  }
  return validate(schema, body);
}

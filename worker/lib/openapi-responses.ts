import type { DeclaredRoute } from "./openapi";

/** `{ error: { message, issues? } }`, the one error body of the API (worker/lib/errors.ts). */
export const ERROR_SCHEMA = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["message"],
      properties: {
        message: { type: "string", description: "For people: shown as it is" },
        issues: {
          type: "object",
          description: "Per field, its messages (422, and a refused file's 415)",
          additionalProperties: { type: "array", items: { type: "string" } },
        },
      },
    },
  },
};

const error = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const UNSAFE = new Set(["post", "patch", "delete"]);
const RETRY_AFTER = { "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" } } };

/**
 * The error answers a route can give, derived from the route's declaration, each
 * from the code that gives it: the CSRF guard (middleware/csrf.ts) on every write, the capped body
 * readers (lib/capped-body.ts, lib/json-body.ts, lib/form.ts) on a body, the guards
 * (middleware/require-menu.ts) on staff routes, `find…` on an `{id}`, onError's 503 everywhere.
 * Answers only some routes give (409, 429) are in their summaries, not here.
 */
export function errorResponses(route: DeclaredRoute): Record<string, unknown> {
  const write = UNSAFE.has(route.method);
  const menus = route.access !== "public" && route.access !== "session" && route.access !== "buyer";
  const forbidden = [write && "a cross-site write (Origin or Sec-Fetch-Site)", menus && "a designation whose menus do not allow this call"].filter(Boolean);
  const responses: Record<string, unknown> = {
    ...(route.body ? { "400": error("The body could not be read (malformed JSON or form)") } : {}),
    ...(route.access !== "public" ? { "401": error("No session, or it has ended") } : {}),
    ...(forbidden.length ? { "403": error(`Refused: ${forbidden.join(", or ")}`) } : {}),
    ...(/\{\w+\}/.test(route.path) ? { "404": error("No such item (or not one visitors may see)") } : {}),
    ...(route.body ? { "413": error("The body or one of its files is too large") } : {}),
    ...(write ? { "415": error("A body that is neither application/json nor multipart/form-data, the other of the two, or a file of a refused type") } : {}),
    ...(route.body ? { "422": error("Validation failed; `issues` holds the messages per field") } : {}),
    "503": error("Database unavailable", RETRY_AFTER),
  };
  return responses;
}

import { json } from "@/shared/lib/fetch-json";

/**
 * A JSON write to one of issue 45's calls. The routes read their bodies with `readJson` (declared through
 * `endpoint`), not a validator middleware, so the typed client knows their paths but not their bodies:
 * the path comes from the typed client, the body goes through here.
 */
export const sendJson = <T>(url: string, method: "POST" | "PUT" | "PATCH", body: unknown) =>
  json<T>(fetch(url, { method, credentials: "same-origin", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }));

import { json } from "@/shared/lib/fetch-json";

/**
 * A JSON write to one of issue 46's calls. Their routes read bodies with `readJson` (declared through
 * `endpoint`), so the typed client knows the paths but not the bodies: the body goes through here.
 */
export const sendJson = <T>(url: string, method: "POST" | "PATCH", body: unknown) =>
  json<T>(fetch(url, { method, credentials: "same-origin", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }));

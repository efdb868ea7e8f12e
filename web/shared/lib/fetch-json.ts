import { ApiError, errorFromResponse } from "./api-error";

/** Unwraps a typed-client response: JSON on success, an ApiError (status, message, issues) otherwise. */
/** Structural, so hono's ClientResponse fits even with @cloudflare/workers-types' own Response in scope. */
type JsonResponse = { ok: boolean; status: number; headers: { get(name: string): string | null }; json(): Promise<unknown> };

export async function json<T>(res: JsonResponse | Promise<JsonResponse>): Promise<T> {
  let r: JsonResponse;
  try {
    r = await res;
  } catch (err) {
    throw ApiError.from(err);
  }
  if (!r.ok) throw await errorFromResponse(r);
  try {
    return (await r.json()) as T;
  } catch (err) {
    // A cut-off body (the connection dropped mid-answer) is a network failure for the caller.
    throw ApiError.from(err);
  }
}

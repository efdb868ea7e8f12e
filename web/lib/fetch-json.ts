/** Unwraps a typed-client response: JSON on success, the API's error message otherwise. */
/** Structural, so hono's ClientResponse fits even with @cloudflare/workers-types' own Response in scope. */
type JsonResponse = { ok: boolean; status: number; json(): Promise<unknown> };

export async function json<T>(res: JsonResponse | Promise<JsonResponse>): Promise<T> {
  const r = await res;
  if (!r.ok) {
    const body = (await r.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? `Request failed (${r.status})`);
  }
  return (await r.json()) as T;
}

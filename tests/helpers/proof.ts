import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/**
 * A public form's proof of work, solved as a browser solves it (issue 43, worker/lib/proof-of-work.ts):
 * GET /api/challenge from the app under test (with the same address headers the post will carry, since
 * the work grows with an address's posts), solved with node's PBKDF2, and encoded as the `altcha` field.
 */
export async function solvedAltcha(fetcher: (path: string, init?: RequestInit) => Promise<Response> | Response, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetcher("/api/challenge", { headers });
  if (res.status !== 200) throw new Error(`GET /api/challenge answered ${res.status}`);
  const challenge = (await res.json()) as Challenge;
  return solve(challenge);
}

/** The `altcha` value for a challenge already fetched. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge was not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/**
 * `body` with a solved `altcha`, unless it names one itself (a test of a missing or used proof). The
 * proof is asked with `headers` (the address the post comes from).
 */
export async function withAltcha<T>(fetcher: (path: string, init?: RequestInit) => Promise<Response> | Response, body: T, headers: Record<string, string> = {}): Promise<T> {
  if (!body || typeof body !== "object" || Array.isArray(body) || "altcha" in body) return body;
  return { ...body, altcha: await solvedAltcha(fetcher, headers) };
}

/**
 * `n` challenges fetched now, while the address's work is still the base, solved one by one: for a
 * test that posts many times from one address and is about its limits, not about the work.
 */
export async function solvedAhead(fetcher: (path: string, init?: RequestInit) => Promise<Response> | Response, n: number, headers: Record<string, string> = {}): Promise<string[]> {
  const challenges = await Promise.all(Array.from({ length: n }, async () => (await fetcher("/api/challenge", { headers })).json() as Promise<Challenge>));
  const out: string[] = [];
  for (const c of challenges) out.push(await solve(c));
  return out;
}

import type { Challenge } from "altcha-lib";

/**
 * A public form's proof of work (issue 43; worker/lib/proof-of-work.ts, docs/decisions.md "Leads a
 * flood cannot stop"). The form calls `prepareProof()` when the visitor first touches it: the challenge
 * is fetched and solved in Web Workers while they type (about a second on a slow phone, off the main
 * thread), and `takeProof()` hands the solution to the one post that spends it. Nothing is fetched for
 * a visitor who never touches a form, and no script of it loads before then.
 */

type Solved = { value: string; at: number };

/** A proof older than this is fetched again: the server's challenges last an hour. */
const STALE_MS = 50 * 60_000;

let pending: Promise<Solved | null> | null = null;

async function solveFresh(): Promise<Solved | null> {
  try {
    const res = await fetch("/api/challenge", { headers: { Accept: "application/json" }, cache: "no-store" });
    if (!res.ok) return null;
    const challenge = (await res.json()) as Challenge;
    const at = Date.now();
    const { solveChallengeWorkers, solveChallenge } = await import("altcha-lib");
    const solution =
      typeof Worker === "function"
        ? await solveChallengeWorkers({
            challenge,
            concurrency: Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2)),
            createWorker: () => new Worker(new URL("./proof-worker.ts", import.meta.url), { type: "module" }),
          })
        : await solveChallenge({ challenge, deriveKey: (await import("altcha-lib/algorithms/web/pbkdf2")).deriveKey });
    if (!solution) return null;
    const payload = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
    return { value: btoa(payload), at };
  } catch {
    return null;
  }
}

/** Starts solving a proof for the next post, once: called as the visitor starts on a form. */
export function prepareProof(): void {
  pending ??= solveFresh();
}

/**
 * The solved proof for one post (waiting for it if the visitor was quicker), or "" when none could be
 * had: the server then refuses the post with words the form shows. The next post prepares another.
 */
export async function takeProof(): Promise<string> {
  const mine = pending ?? solveFresh();
  pending = null;
  let solved = await mine;
  if (!solved || Date.now() - solved.at > STALE_MS) solved = await solveFresh();
  return solved?.value ?? "";
}

import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** What the load run asks for: the mix of public routes and contact posts, each with its weight. */
export type Call = { path: string; init?: RequestInit; marker?: string };
export type Route = { name: string; weight: number; call: (ip: string) => Call; available?: () => boolean };

const RUN = `load-${Date.now().toString(36)}`;
/** Contact messages of this run all start with this. */
export const RUN_MARKER = `${RUN}-`;
let sent = 0;

/**
 * Solved proofs of work (issue 43, worker/lib/proof-of-work.ts) for the run's contact posts. A visitor's
 * browser solves its own while typing, on its own device: the run solves them before its clock starts,
 * so the 2-core machine's CPU goes to the worker under test, not to the crowd's phones. Each is fetched
 * from its own address (the base price) and used once.
 */
const proofs: string[] = [];
/** Kept for the posts after the crowd (run.ts `afterwards`: one, and one more after a 429). */
const RESERVED = 2;
export async function solveProofs(base: string, n: number) {
  const lanes = 8;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let i = lane; i < n; i += lanes) {
        const ip = `172.16.${i >> 8}.${i & 255}`;
        const challenge = (await (await fetch(`${base}/api/challenge`, { headers: { "CF-Connecting-IP": ip } })).json()) as Challenge;
        const solution = await solveChallenge({ challenge, deriveKey });
        if (!solution) throw new Error("a challenge was not solved");
        proofs.push(Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"));
      }
    }),
  );
}

const contact = (ip: string): Call => {
  const marker = `${RUN_MARKER}${++sent}`;
  const altcha = proofs.pop();
  if (!altcha) throw new Error("no solved proof left (the picker skips contact posts once they are used up)");
  const body = { name: "Load Test", email: "load@example.com", number: "01711000000", message: marker, altcha };
  // Each client is one visitor with its own address, as Cloudflare's edge would report it.
  return { path: "/api/messages", marker, init: { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip }, body: JSON.stringify(body) } };
};

/** A public project and an uploaded image to ask for, read from the seeded site. */
export async function targets(base: string) {
  const projects = (await (await fetch(`${base}/api/projects`)).json()) as Array<{ uniId: string; mainImage: string | null }>;
  const withImage = projects.find((p) => p.mainImage?.startsWith("/im/"));
  if (!withImage) throw new Error("the seeded site has no project with an image");
  return { project: withImage.uniId, image: withImage.mainImage! };
}

export const ROUTES = (t: { project: string; image: string }): Route[] => [
  { name: "GET /", weight: 20, call: () => ({ path: "/", init: { headers: { Accept: "text/html" } } }) },
  { name: "GET /api/projects", weight: 20, call: () => ({ path: "/api/projects" }) },
  { name: "GET /api/banner", weight: 15, call: () => ({ path: "/api/banner" }) },
  { name: "GET /api/projects/{id}/details", weight: 15, call: () => ({ path: `/api/projects/${t.project}/details` }) },
  { name: "GET /api/blog", weight: 10, call: () => ({ path: "/api/blog" }) },
  { name: "GET /im (image)", weight: 15, call: () => ({ path: t.image }) },
  // Once the solved proofs are used up the mix goes on without contact posts (the report counts them).
  { name: "POST /api/messages", weight: 3, call: contact, available: () => proofs.length > RESERVED },
];

export function picker(routes: Route[]) {
  const sum = routes.reduce((n, r) => n + r.weight, 0);
  const one = () => {
    let x = Math.random() * sum;
    for (const r of routes) if ((x -= r.weight) < 0) return r;
    return routes[0]!;
  };
  return () => {
    for (;;) {
      const r = one();
      if (!r.available || r.available()) return r;
    }
  };
}


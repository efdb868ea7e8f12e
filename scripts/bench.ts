/**
 * `npm run bench`: throughput and latency of the pages that matter, against the real worker in
 * workerd as deployed (`npm start -- --as-deployed` on a fresh DATA_DIR: wrangler's bundle without
 * the dev server's proxies, scripts/as-deployed.ts), at 32 connections in one process. Each target
 * runs BENCH_SECONDS (default 10) after a 2 s warm-up and is compared with a static asset (the
 * ceiling). Prints req/s, p50, p99 and the ratio.
 * Targets (issue 10): home HTML and GET /api/projects at ≥ 0.7× the ceiling with p99 < 50 ms.
 *
 * The worker's rows reach it on its own socket, past the local assets router; the home page and
 * `/api/projects` are measured through the router as well. Locally workerd runs every isolate on one
 * thread, so the router's own JavaScript and garbage collections stall the worker's requests; on
 * Cloudflare the router is the platform's, not a stage of our isolate (docs/performance.md).
 * Static files can only come through the router (its asset worker serves them).
 * Also measured: the floor (scripts/bench-floor.ts), a worker that only sends back the home page's
 * bytes on the same runtime, both ways: what no code of ours could beat here.
 * `-- --url http://host:port` measures a running site instead (every row through that address).
 * Not part of `npm test`; figures go to docs/performance.md.
 */
import { execFileSync } from "node:child_process";
import { request } from "node:http";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { startFloor } from "./bench-floor";
import { freePort } from "./free-port";
import { once } from "./load/client";
import { targets } from "./load/routes";
import { startStack } from "./load/stack";
import { RouteStats } from "./load/stats";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;

async function run(base: string, path: string, seconds: number, headers: Record<string, string> = {}) {
  const stats = new RouteStats();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) stats.add(await once(base, { path, init: { headers } }));
    }),
  );
  return stats;
}

async function measure(base: string, path: string, headers?: Record<string, string>) {
  await run(base, path, WARMUP_S, headers);
  const s = await run(base, path, SECONDS, headers);
  return { rps: s.answered / SECONDS, p50: s.percentile(50), p99: s.percentile(99), bad: s.c4xx + s.c5xx + s.errors };
}

const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
// `-- --url http://host:port` measures a site already running (its data as it is) instead of a fresh one.
const given = process.argv.indexOf("--url");
const stack =
  given > 0
    ? { url: process.argv[given + 1]!.replace(/\/$/, ""), directUrl: undefined, stop: async () => {} }
    : (console.log(`bench: starting the stack (npm start -- --as-deployed on a fresh DATA_DIR) at ${commit}…`),
      await startStack({ asDeployed: true }));
const rows: Array<{ name: string; r: Awaited<ReturnType<typeof measure>> }> = [];
let sizedName = "";
const FLOOR = "floor: a worker sending the home page's bytes";
const ROUTED = " via the assets router";
try {
  const t = await targets(stack.url);
  // The ceiling: the smallest built script, so the worker's own work, not bytes, is compared.
  const dir = join(import.meta.dirname, "../dist/client/assets");
  const smallest = readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ f, size: statSync(join(dir, f)).size }))
    .sort((a, b) => a.size - b.size)[0];
  if (!smallest) throw new Error("no built script in dist/client/assets");
  const asset = `/assets/${smallest.f}`;
  const html = { Accept: "text/html" };
  // A second ceiling for the pages: the built file nearest the home page's compressed size, so the
  // worker's work is also compared with the same bytes on the wire (the smallest file has none).
  const homeBytes = gzipSync(Buffer.from(await (await fetch(`${stack.url}/`, { headers: html })).text())).length;
  const sized = readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => ({ f, gz: gzipSync(readFileSync(join(dir, f))).length }))
    .sort((a, b) => Math.abs(a.gz - homeBytes) - Math.abs(b.gz - homeBytes))[0]!;
  sizedName = `static /assets/${sized.f} (${(sized.gz / 1024).toFixed(0)} KB gz; home ${(homeBytes / 1024).toFixed(0)} KB gz)`;
  // The worker's own socket when there is one (see the header), else the one address given.
  const worker = stack.directUrl ?? stack.url;
  type Row = [name: string, base: string, path: string, headers?: Record<string, string>];
  const list: Row[] = [
    [`static ${asset} (ceiling)`, stack.url, asset],
    [sizedName, stack.url, `/assets/${sized.f}`],
    ["GET / (home HTML)", worker, "/", html],
    ["GET /api/projects", worker, "/api/projects"],
    [`GET /projects/${t.project} (HTML)`, worker, `/projects/${t.project}`, html],
    [`GET ${t.image} (image)`, worker, t.image],
    // The edge cache bypassed (a session cookie, here not a valid one): what every read cost before it.
    ["GET / (home HTML), cache bypassed", worker, "/", { ...html, Cookie: "session=none" }],
    ["GET /api/projects, cache bypassed", worker, "/api/projects", { Cookie: "session=none" }],
    ...(stack.directUrl
      ? ([
          [`GET /${ROUTED}`, stack.url, "/", html],
          [`GET /api/projects${ROUTED}`, stack.url, "/api/projects"],
        ] satisfies Row[])
      : []),
  ];
  for (const [name, base, path, headers] of list) {
    rows.push({ name, r: await measure(base, path, headers) });
    console.log(`  measured ${name}`);
  }
  // The floor runs in its own workerd while the stack is idle, on the home page's gzip bytes and headers.
  const bytes = await rawAnswer(stack.url, "/", { ...html, "Accept-Encoding": "gzip" });
  for (const router of stack.directUrl ? [false, true] : [true]) {
    const floor = await startFloor(await freePort(), bytes, { router });
    try {
      const name = `${FLOOR}${router && stack.directUrl ? ROUTED : ""}`;
      rows.push({ name, r: await measure(floor.url, "/", html) });
      console.log(`  measured ${name}`);
    } finally {
      await floor.stop();
    }
  }
} finally {
  await stack.stop();
}
const ceiling = rows[0]!.r.rps;
const pad = (v: string | number, n: number) => String(v).padStart(n);
console.log(`\nbench at ${commit}: ${CONNECTIONS} connections, ${SECONDS} s each, ${cpus().length} cores (${cpus()[0]?.model ?? "?"})`);
const width = Math.max(44, ...rows.map((r) => r.name.length + 2));
console.log(`${"target".padEnd(width)}${pad("req/s", 9)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("ratio", 8)}${pad("non-2xx", 9)}`);
for (const { name, r } of rows) {
  console.log(`${name.padEnd(width)}${pad(r.rps.toFixed(0), 9)}${pad(r.p50.toFixed(1), 9)}${pad(r.p99.toFixed(1), 9)}${pad((r.rps / ceiling).toFixed(2), 8)}${pad(r.bad, 9)}`);
}
const goal = (name: string) => {
  const row = rows.find((r) => r.name === name);
  if (row) console.log(`  ${row.r.rps >= 0.7 * ceiling && row.r.p99 < 50 ? "✓" : "✗"} ${name}: ≥ 0.7× ceiling and p99 < 50 ms`);
};
for (const name of ["GET / (home HTML)", "GET /api/projects", `GET /${ROUTED}`, `GET /api/projects${ROUTED}`]) goal(name);
const floorRow = rows.find((r) => r.name === FLOOR);
const home = rows[2];
if (floorRow && home) console.log(`  home HTML against the floor: ${(home.r.rps / floorRow.r.rps).toFixed(2)}× its req/s, p99 ${home.r.p99.toFixed(1)} against ${floorRow.r.p99.toFixed(1)} ms`);
const sizedRow = rows.find((r) => r.name === sizedName);
if (sizedRow && home) console.log(`  home HTML against a static file of its compressed size: ${(home.r.rps / sizedRow.r.rps).toFixed(2)}×`);
process.exit(0);

/** An answer's bytes as they came over the wire (compressed, if it was) and its headers. */
function rawAnswer(base: string, path: string, headers: Record<string, string>): Promise<{ body: Uint8Array; headers: [string, string][] }> {
  return new Promise((resolve, reject) => {
    request(new URL(path, base), { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (d: Buffer) => parts.push(d));
      res.on("end", () => {
        const kept = Object.entries(res.headers).flatMap(([k, v]) => (k === "content-length" || k === "connection" || k === "keep-alive" || k === "transfer-encoding" ? [] : [[k, String(v)] as [string, string]]));
        resolve({ body: Buffer.concat(parts), headers: kept });
      });
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/**
 * The worker as `wrangler deploy` would upload it, run in workerd without `wrangler dev`'s own
 * layers: `npm start -- --as-deployed`, and what `npm run bench` measures.
 *
 * `wrangler dev` puts two hops in front of the worker, a proxy worker in a second workerd process and
 * Miniflare's entry worker, for live reload and its dev tools. They cost more than the worker itself:
 * on a 2-core machine a worker that only answers "hello" serves about 520 requests/s through them,
 * and 8,300 through a socket bound to the worker directly (docs/performance.md). Production has
 * neither. Here wrangler bundles the worker exactly as for a deploy (`deploy --dry-run`), and
 * Miniflare runs it with the bindings wrangler.toml declares (assets with their router, R2, the
 * Cache API) on a direct socket: the same workerd, the same storage and the same code, minus the dev
 * server. There is no live reload and no `/cdn-cgi/local/scheduled` (use `npm start` for those).
 * INSPECTOR_PORT opens DevTools' protocol on that port (chrome://inspect), to profile the worker.
 * DIRECT_PORT (scripts/start.ts) adds a socket bound to the worker itself, past the assets router:
 * locally every isolate shares workerd's one thread, so `npm run bench` measures the worker there too.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, extname, join } from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import type { WorkerVars } from "./worker-env";

const root = join(import.meta.dirname, "..");
const BUNDLE_DIR = join(root, "dist/worker");

/** `wrangler deploy --dry-run`: the worker bundled as it would be uploaded, into dist/worker. */
export function bundleWorker(outDir = BUNDLE_DIR): string {
  execFileSync(join(root, "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "--outdir", outDir], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  return join(outDir, "index.js");
}

/**
 * The other modules wrangler wrote beside the bundle, as its `[[rules]]` typed them: the receipts' font
 * (`*.woff`, Data) and any wasm. Without them workerd refuses the bundle's imports at startup.
 */
function bundledFiles(bundle: string) {
  const types: Record<string, "Data" | "CompiledWasm" | "Text"> = { ".woff": "Data", ".woff2": "Data", ".bin": "Data", ".wasm": "CompiledWasm", ".txt": "Text" };
  const dir = dirname(bundle);
  return readdirSync(dir)
    .filter((name) => name !== basename(bundle) && types[extname(name)])
    .map((name) => ({ type: types[extname(name)]!, path: join(dir, name), contents: readFileSync(join(dir, name)) }));
}

/**
 * Serves the built SPA and the bundled worker on http://127.0.0.1:`port`, with R2 and the Cache API
 * kept under `persistTo` as `wrangler dev --persist-to` keeps them. Secrets come as values, in this
 * process's memory only (never on a command line).
 */
export async function startAsDeployed(opts: { port: number; persistTo: string; vars: WorkerVars; bundle?: string; directPort?: number }) {
  const bundle = opts.bundle ?? bundleWorker();
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, "wrangler.toml"));
  const vars = Object.fromEntries(Object.entries(opts.vars).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""));
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      ...workerOptions,
      name: "uday",
      rootPath: root,
      modulesRoot: dirname(bundle),
      modules: [
        // First (the main module): the bundle's handler, also exported by name, so a socket can reach
        // it without the assets router (`directPort` below). The bundle itself is unchanged.
        { type: "ESModule", path: join(dirname(bundle), "direct-entry.js"), contents: `import worker from "./${basename(bundle)}";\nexport default worker;\nexport const direct = worker;\n` },
        { type: "ESModule", path: bundle, contents: readFileSync(bundle) },
        ...bundledFiles(bundle),
      ],
      bindings: { ...workerOptions.bindings, ...vars },
      host: "127.0.0.1",
      port: 0,
      // The site's socket: requests reach the assets router and then the worker, as on Cloudflare.
      unsafeDirectSockets: [
        { host: "127.0.0.1", port: opts.port },
        ...(opts.directPort ? [{ host: "127.0.0.1", port: opts.directPort, entrypoint: "direct" }] : []),
      ],
      resourcePersistencePath: join(opts.persistTo, "v3"),
      cf: false,
      // DevTools (chrome://inspect) on this port, for profiling the worker under load.
      ...(process.env.INSPECTOR_PORT ? { inspectorPort: Number(process.env.INSPECTOR_PORT) } : {}),
      log: new Log(LogLevel.WARN),
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  );
  await mf.ready;
  return { url: `http://127.0.0.1:${opts.port}`, stop: () => mf.dispose() };
}

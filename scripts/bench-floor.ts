/**
 * The floor `npm run bench` compares the worker with: a worker that does nothing but send back a
 * fixed answer (the home page's own bytes and headers), served exactly as ours is by
 * `--as-deployed` (scripts/as-deployed.ts), on the same single workerd thread: behind the same
 * assets router, or (`router: false`) reached directly as the bench reaches ours. What it cannot do,
 * ours cannot either; what ours adds to it is our code's cost.
 */
import { join } from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

const root = join(import.meta.dirname, "..");

/** Serves `answer` (body, status, headers) for every path the worker would get, on 127.0.0.1:`port`. */
export async function startFloor(port: number, answer: { body: Uint8Array; headers: [string, string][] }, opts: { router: boolean }) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, "wrangler.toml"));
  const b64 = Buffer.from(answer.body).toString("base64");
  const script = `
const body = Uint8Array.from(atob(${JSON.stringify(b64)}), (c) => c.charCodeAt(0));
const headers = ${JSON.stringify(answer.headers)};
export default { fetch: () => new Response(body, { headers, encodeBody: "manual" }) };`;
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      name: "floor",
      compatibilityDate: workerOptions.compatibilityDate,
      compatibilityFlags: workerOptions.compatibilityFlags,
      modules: true,
      script,
      ...(opts.router ? { assets: workerOptions.assets } : {}),
      host: "127.0.0.1",
      port: 0,
      unsafeDirectSockets: [{ host: "127.0.0.1", port }],
      cf: false,
      log: new Log(LogLevel.WARN),
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  );
  await mf.ready;
  return { url: `http://127.0.0.1:${port}`, stop: () => mf.dispose() };
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bundleWorker, startAsDeployed } from "../../scripts/as-deployed";
import { freePort } from "../../scripts/free-port";

/**
 * `npm start -- --as-deployed`, and so `npm run bench` and `npm run load`'s stack, run the worker as
 * `wrangler deploy` bundles it. The receipts' font made wrangler write modules beside the bundle
 * (`*.woff`), and workerd refused to start without them; nothing in `npm test` ran this path, so the
 * bench broke unseen. Here the bundle starts and answers, on the build `npm test` has just made.
 */
describe("the worker as wrangler deploy bundles it", () => {
  const dir = mkdtempSync(join(tmpdir(), "uday-as-deployed-"));
  let stop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await stop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it("starts in workerd with every module wrangler wrote, and serves the API", async () => {
    const bundle = bundleWorker(join(dir, "bundle"));
    const port = await freePort();
    const worker = await startAsDeployed({ port, persistTo: dir, bundle, vars: { LIBSQL_URL: "http://127.0.0.1:9", JWT_SECRET: "x".repeat(32), ENVIRONMENT: "development" } });
    stop = worker.stop;
    const res = await fetch(`${worker.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  }, 120_000);
});

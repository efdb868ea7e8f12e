import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { migrateDatabase } from "../../scripts/db-migrate";
import { startLibsqlServer } from "../../scripts/libsql-server/server";
import { seedIfEmpty } from "../../scripts/seed/seed";
import { newToken } from "../../scripts/worker-env";
import { createDb } from "../../worker/db/client";
import { startTcpProxy } from "./tcp-proxy";
import { startWorker } from "./worker-process";

const root = join(import.meta.dirname, "../..");
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/**
 * What `npm start` runs, on a fresh temp dir: the token-protected libSQL endpoint (migrated),
 * one R2 object at /im/images/logo.png, and the real worker in workerd. With `proxy`, the worker
 * reaches the database through a TCP proxy a test can switch to "refuse" or "blackhole"; with
 * `demo`, the demo data `npm start` seeds.
 */
export async function startWorkerStack(opts: { proxy?: boolean; demo?: boolean } = {}) {
  if (!existsSync(join(root, "dist/client/index.html"))) throw new Error("run `npm run build` first (npm test does)");
  const dir = mkdtempSync(join(tmpdir(), "uday-workerd-"));
  const authToken = newToken();
  const db = await startLibsqlServer({ file: join(dir, "local.db"), port: 0, authToken });
  await migrateDatabase(db.url, authToken);
  // Same persistence layout as `wrangler dev --persist-to dir`.
  const r2 = await getPlatformProxy<{ BUCKET: R2Bucket }>({ persist: { path: join(dir, "v3") } });
  await r2.env.BUCKET.put("images/logo.png", PNG, { httpMetadata: { contentType: "image/png" } });
  if (opts.demo) await seedIfEmpty({ db: createDb(db.url, authToken, { deadlineMs: 60_000 }), bucket: r2.env.BUCKET, password: newToken() });
  await r2.dispose();
  const proxy = opts.proxy ? await startTcpProxy({ host: "127.0.0.1", port: Number(new URL(db.url).port) }) : undefined;
  const worker = await startWorker({ persistTo: dir, libsqlUrl: proxy?.url ?? db.url, authToken });
  return {
    dir,
    db,
    authToken,
    worker,
    proxy,
    async stop() {
      await worker.stop();
      await proxy?.close();
      await db.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { getPlatformProxy } from "wrangler";
import { migrateDatabase } from "../../scripts/db-migrate";
import { seedIfEmpty } from "../../scripts/seed/seed";
import { newToken } from "../../scripts/worker-env";
import { createDb } from "../../worker/db/client";
import { startLibsqlProcess } from "../helpers/libsql-process";
import { startWorker } from "../helpers/worker-process";

export const E2E_PASSWORD = "Uday@2026demo";

/** The whole site as `npm start` runs it (libSQL endpoint, demo data, the worker in workerd), once for all browser tests. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "uday-e2e-"));
  const authToken = newToken();
  // In its own process: this one also transforms and reports every test file (tests/helpers/libsql-process.ts).
  const db = await startLibsqlProcess({ file: join(dir, "local.db"), authToken });
  await migrateDatabase(db.url, authToken);
  const proxy = await getPlatformProxy<{ BUCKET: R2Bucket }>({ persist: { path: join(dir, "v3") } });
  await seedIfEmpty({ db: createDb(db.url, authToken, { deadlineMs: 60_000 }), bucket: proxy.env.BUCKET, password: E2E_PASSWORD });
  await proxy.dispose();
  const worker = await startWorker({ persistTo: dir, libsqlUrl: db.url, authToken, testClock: true });
  project.provide("baseUrl", worker.url);
  project.provide("libsqlUrl", db.url);
  project.provide("libsqlToken", authToken);
  return async () => {
    await worker.stop();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    libsqlUrl: string;
    libsqlToken: string;
  }
}

import { createApp } from "../../worker/app";
import type { Mailer } from "../../worker/lib/outbox";
import { createDb } from "../../worker/db/client";
import { createTestBucket } from "./bucket";
import { createTestDb } from "./db";

export const TEST_SECRET = "test-secret-test-secret-test-secret-0123";
export const ORIGIN = "http://localhost";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The page renderer `vite build` makes (npm test builds it first), loaded by the first page a test asks for. */
export const builtRenderer: RenderPage = async (...args) =>
  ((await import("../../dist/server/entry-server.js")) as { renderPage: RenderPage }).renderPage(...args);

/** The real app against a fresh migrated libSQL database and an in-memory R2 bucket. */
export async function createTestApp(
  opts: { now?: () => Date; secureCookies?: boolean; cache?: Cache; assets?: Fetcher; siteOrigin?: string; render?: RenderPage; mailer?: Mailer; mailFrom?: string } = {},
) {
  const database = await createTestDb();
  const storage = await createTestBucket();
  const config = { jwtSecret: TEST_SECRET, secureCookies: opts.secureCookies ?? false, siteOrigin: opts.siteOrigin, mailFrom: opts.mailFrom };
  const app = createApp({
    // A client per request, as the worker builds them; t.db is the tests' own.
    db: () => createDb(database.url),
    bucket: storage.bucket,
    cache: opts.cache,
    assets: opts.assets,
    render: opts.render ?? builtRenderer,
    mailer: opts.mailer,
    config,
    now: opts.now,
  });
  const request = (path: string, init?: RequestInit) => app.request(`${ORIGIN}${path}`, init);
  return {
    app,
    config,
    db: database.db,
    /** The database's URL, for another app (another isolate) on the same data. */
    dbUrl: database.url,
    bucket: storage.bucket,
    request,
    close: async () => {
      await storage.close();
      await database.close();
    },
  };
}

/** An app whose database is unreachable (nothing listens on the port), with a working bucket. */
export async function createAppWithDeadDb() {
  const storage = await createTestBucket();
  const app = createApp({
    db: () => createDb("http://127.0.0.1:9"),
    bucket: storage.bucket,
    render: builtRenderer,
    config: { jwtSecret: TEST_SECRET, secureCookies: false },
  });
  return { app, bucket: storage.bucket, request: (p: string) => app.request(`${ORIGIN}${p}`), close: storage.close };
}

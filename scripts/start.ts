/**
 * `npm start`: migrate + seed-if-empty + the local libSQL endpoint + the worker in miniflare
 * (SPA, API, images, cron) on http://localhost:$PORT. `npm run dev` adds Vite with hot reload.
 */
import { getPlatformProxy } from "wrangler";
import { createDb } from "../worker/db/client";
import { migrateDatabase } from "./db-migrate";
import { startLibsqlServer } from "./libsql-server/server";
import { localEnv, OFFLINE_ENV } from "./local-env";
import { onStop, run, runToEnd } from "./processes";
import { seedIfEmpty } from "./seed/seed";

const dev = process.argv.includes("--dev");
const env = localEnv();

let libsqlUrl = process.env.LIBSQL_URL;
if (!libsqlUrl) {
  const server = await startLibsqlServer({ file: env.dbFile, port: Number(process.env.LIBSQL_PORT ?? 0) });
  onStop(() => server.close());
  libsqlUrl = server.url;
}
await migrateDatabase(libsqlUrl, process.env.LIBSQL_AUTH_TOKEN);

const proxy = await getPlatformProxy<{ BUCKET: R2Bucket }>({ persist: { path: env.persistDir } });
const seed = await seedIfEmpty({
  db: createDb(libsqlUrl, process.env.LIBSQL_AUTH_TOKEN),
  bucket: proxy.env.BUCKET,
  password: env.seedPassword,
});
await proxy.dispose();
console.log(seed.seeded ? `seeded demo data: ${JSON.stringify(seed.counts)}` : "database has data: seeding skipped");

const workerPort = dev ? env.port + 1 : env.port;
if (!dev) await runToEnd("vite", ["build", "--logLevel", "warn"]);

const vars = { LIBSQL_URL: libsqlUrl, JWT_SECRET: env.jwtSecret, ENVIRONMENT: "development" };
run(
  "wrangler",
  [
    "dev",
    "--ip", "127.0.0.1",
    "--port", String(workerPort),
    "--persist-to", env.dataDir,
    "--show-interactive-dev-session=false",
    ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
    ...(process.env.LIBSQL_AUTH_TOKEN ? ["--var", `LIBSQL_AUTH_TOKEN:${process.env.LIBSQL_AUTH_TOKEN}`] : []),
  ],
  OFFLINE_ENV,
);
if (dev) run("vite", ["--port", String(env.port), "--host", "127.0.0.1"], { WORKER_PORT: String(workerPort) });

console.log(`
  UDAY is starting on http://localhost:${env.port}
  Demo logins: superadmin / admin / manager, password ${env.seedPassword}
  Data: ${env.dataDir} (database ${libsqlUrl})   Ctrl-C stops everything.
`);

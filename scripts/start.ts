/**
 * `npm start`: migrate + seed-if-empty + the local libSQL endpoint + the worker in miniflare
 * (pages, API, images, cron) on http://localhost:$PORT. `npm run dev` adds Vite with hot reload for
 * the dashboard, and rebuilds the public pages, which the worker renders, on every change.
 * `npm start -- --demo` also seeds an empty database given by LIBSQL_URL (refused without it).
 * `npm start -- --as-deployed` serves the worker as wrangler deploys it, without the dev server
 * (scripts/as-deployed.ts): what `npm run bench` measures.
 */
import { getPlatformProxy } from "wrangler";
import { createDb } from "../worker/db/client";
import { migrateDatabase } from "./db-migrate";
import { startLibsqlServer } from "./libsql-server/server";
import { localEnv, OFFLINE_ENV } from "./local-env";
import { startAsDeployed } from "./as-deployed";
import { onStop, run, runToEnd, stopAll } from "./processes";
import { isEmpty, seedIfEmpty } from "./seed/seed";
import { REFUSE_MESSAGE, seedDecision } from "./seed/seed-policy";
import { LOCAL_MAIL_FROM, newToken, wranglerDevArgs, writeWorkerEnvFile } from "./worker-env";

const dev = process.argv.includes("--dev");
const asDeployed = !dev && process.argv.includes("--as-deployed");
const demo = process.argv.includes("--demo");
const env = localEnv();

// Our own endpoint gets a new token at every start; another server brings its own (Turso, sqld).
const ownEndpoint = !process.env.LIBSQL_URL;
let libsqlUrl = process.env.LIBSQL_URL ?? "";
let authToken = process.env.LIBSQL_AUTH_TOKEN || undefined;
if (ownEndpoint) {
  authToken = newToken();
  const server = await startLibsqlServer({ file: env.dbFile, port: Number(process.env.LIBSQL_PORT ?? 0), authToken });
  onStop(() => server.close());
  libsqlUrl = server.url;
}
await migrateDatabase(libsqlUrl, authToken);

// A one-off script, not a request: the seed's one big batch may take longer than the worker's deadline.
const db = createDb(libsqlUrl, authToken, { deadlineMs: 60_000 });
const decision = seedDecision({ ownEndpoint, demo, empty: await isEmpty(db) });
if (decision === "refuse") {
  console.error(`\n${REFUSE_MESSAGE}\n`);
  await stopAll(1);
}
if (decision === "seed") {
  const proxy = await getPlatformProxy<{ BUCKET: R2Bucket }>({ persist: { path: env.persistDir } });
  const seed = await seedIfEmpty({ db, bucket: proxy.env.BUCKET, password: env.seedPassword });
  await proxy.dispose();
  console.log(seed.seeded ? `seeded demo data: ${JSON.stringify(seed.counts)}` : "database has data: seeding skipped");
} else {
  console.log("database has data: seeding skipped");
}

const workerPort = dev ? env.port + 1 : env.port;
// The worker renders the public pages with the built renderer, in dev too.
await runToEnd("vite", ["build", "--logLevel", "warn"]);

const vars = { LIBSQL_URL: libsqlUrl, LIBSQL_AUTH_TOKEN: authToken, JWT_SECRET: env.jwtSecret, ENVIRONMENT: "development", MAIL_FROM: LOCAL_MAIL_FROM };
if (asDeployed) {
  const worker = await startAsDeployed({ port: workerPort, persistTo: env.dataDir, vars, directPort: Number(process.env.DIRECT_PORT) || undefined });
  onStop(worker.stop);
} else {
  const envFile = writeWorkerEnvFile(env.dataDir, vars);
  onStop(envFile.remove);
  run("wrangler", wranglerDevArgs({ port: workerPort, persistTo: env.dataDir, envFile: envFile.path }), OFFLINE_ENV);
}
if (dev) {
  run("vite", ["--port", String(env.port), "--host", "127.0.0.1"], { WORKER_PORT: String(workerPort) });
  // The public pages' renderer and islands, rebuilt on change; wrangler reloads the worker with them.
  run("vite", ["build", "--watch", "--logLevel", "warn"]);
}

const logins = ownEndpoint || demo ? `\n  Demo logins: superadmin / admin / manager, password ${env.seedPassword}` : "";
console.log(`
  UDAY is starting on http://localhost:${env.port}${logins}
  Data: ${env.dataDir} (database ${libsqlUrl.replace(/\?.*$/, "")})   Ctrl-C stops everything.
`);

import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { freePort } from "../../scripts/free-port";
import { LOCAL_MAIL_FROM, newToken, wranglerDevArgs, writeWorkerEnvFile } from "../../scripts/worker-env";

export { freePort };

const root = join(import.meta.dirname, "../..");

/**
 * Starts the real worker in workerd through `wrangler dev`, and resolves once it answers.
 * Secrets go through the same owner-only env file as `npm start`, never the command line.
 */
export async function startWorker(opts: { persistTo: string; libsqlUrl: string; authToken?: string; port?: number; testClock?: boolean }) {
  const port = opts.port ?? (await freePort());
  const jwtSecret = newToken(); // new for each worker, like the database token
  const envFile = writeWorkerEnvFile(opts.persistTo, {
    LIBSQL_URL: opts.libsqlUrl,
    LIBSQL_AUTH_TOKEN: opts.authToken,
    JWT_SECRET: jwtSecret,
    ENVIRONMENT: "development",
    MAIL_FROM: LOCAL_MAIL_FROM,
    // The browser tests may ask a page about another time (worker/lib/test-clock.ts).
    TEST_CLOCK: opts.testClock ? "1" : undefined,
  });
  const child: ChildProcess = spawn(
    join(root, "node_modules/.bin/wrangler"),
    [...wranglerDevArgs({ port, persistTo: opts.persistTo, envFile: envFile.path }), "--inspector-port", String(await freePort())],
    { cwd: root, detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" } },
  );
  let log = "";
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${log}`);
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`wrangler dev did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  return {
    url,
    jwtSecret,
    log: () => log,
    stop: async () => {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        /* gone */
      }
      await new Promise((r) => setTimeout(r, 300));
    },
  };
}

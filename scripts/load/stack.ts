import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../free-port";

const root = join(import.meta.dirname, "../..");

/** This environment, minus any LIBSQL_URL: the stack must use its own fresh local database. */
function ownStackEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  // wrangler and vite from this checkout, as under `npm run`.
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH}`, ...extra };
  delete env.LIBSQL_URL;
  delete env.LIBSQL_AUTH_TOKEN;
  return env;
}

/**
 * `npm start` exactly as a new user runs it (scripts/start.ts: local libSQL endpoint, demo seed,
 * SPA build, the worker in workerd), on a fresh temp DATA_DIR, with its output in DATA_DIR/start.log.
 * `asDeployed`: `npm start -- --as-deployed`, the worker without the dev server (scripts/as-deployed.ts);
 * with it, `directUrl` also reaches the worker past the local assets router (DIRECT_PORT there).
 */
export async function startStack(opts: { port?: number; asDeployed?: boolean } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "uday-load-"));
  const port = opts.port ?? (await freePort());
  const directPort = opts.asDeployed ? await freePort() : undefined;
  const logFile = join(dataDir, "start.log");
  const log = createWriteStream(logFile);
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", join(root, "scripts/start.ts"), ...(opts.asDeployed ? ["--as-deployed"] : [])], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: ownStackEnv({ DATA_DIR: dataDir, PORT: String(port), ...(directPort ? { DIRECT_PORT: String(directPort) } : {}) }),
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const tail = () => readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");

  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${tail()}`);
    const res = await fetch(`${url}/api/health`).catch(() => null);
    if (res?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`npm start did not answer within 5 minutes:\n${tail()}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    directUrl: directPort ? `http://127.0.0.1:${directPort}` : undefined,
    dataDir,
    dbFile: join(dataDir, "local.db"),
    logFile,
    /** Ctrl-C, as a user would: start.ts stops every process it started. */
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid!, "SIGINT");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        /* already gone */
      }
    },
  };
}

import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";

const root = join(import.meta.dirname, "../..");

/**
 * The local libSQL endpoint (scripts/libsql-server/cli.ts) in a process of its own, as `npm start`'s
 * user sees one answer: the browser tests' global setup runs in vitest's main process, which also
 * transforms every test file and gathers every result, and a busy main process kept the site's
 * reads waiting past the page's deadline (a 503 page in CI). The token goes through the environment,
 * never the command line.
 */
export async function startLibsqlProcess(opts: { file: string; authToken: string }) {
  const child = spawn(join(root, "node_modules/.bin/tsx"), [join(root, "scripts/libsql-server/cli.ts"), "--file", opts.file, "--port", "0"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, LIBSQL_AUTH_TOKEN: opts.authToken },
  });
  let log = "";
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      log += d;
      const found = /listening on (http:\/\/\S+)/.exec(log);
      if (found) resolve(found[1]!);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (d: Buffer) => (log += d));
    child.once("exit", (code) => reject(new Error(`the libSQL endpoint exited (${code}) before it listened:\n${log}`)));
    child.once("error", reject);
  });
  return {
    url,
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}

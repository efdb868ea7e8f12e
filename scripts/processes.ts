import { type ChildProcess, spawn } from "node:child_process";

const children = new Set<ChildProcess>();
const cleanups: Array<() => Promise<void> | void> = [];
let stopping = false;

/** Starts a child in its own process group so Ctrl-C can stop it and everything it spawned. */
export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(cmd, args, { stdio: "inherit", detached: true, env: { ...process.env, ...env } });
  children.add(child);
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${cmd} exited (${signal ?? code}); stopping everything`);
      void stopAll(code ?? 1);
    }
  });
  return child;
}

/** Runs a command to completion, rejecting on a non-zero exit. */
export function runToEnd(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} failed (${code})`))));
  });
}

export function onStop(fn: () => Promise<void> | void) {
  cleanups.push(fn);
}

export async function stopAll(code = 0): Promise<never> {
  stopping = true;
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
  await new Promise((r) => setTimeout(r, 300));
  for (const fn of cleanups) await fn();
  process.exit(code);
}

for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(sig, () => void stopAll(0));

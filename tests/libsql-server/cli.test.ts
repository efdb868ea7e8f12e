// The CLI prints its URL on one line, serves, and exits cleanly on SIGTERM/SIGINT.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { createClient } from "@libsql/client/web";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "libsql-server-cli-"));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function runCli(signal: NodeJS.Signals): Promise<{ line: string; code: number | null }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/libsql-server/cli.ts", "--file", join(dir, "nested", "cli.db"), "--port", "0"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const lines = createInterface({ input: child.stdout });
  const line = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", () => reject(new Error("CLI exited before printing its URL")));
  });
  const url = /listening on (http:\/\/\S+)$/.exec(line)?.[1];
  if (url) {
    const client = createClient({ url });
    const rs = await client.execute("SELECT 'up' AS status");
    expect(rs.rows[0]!.status).toBe("up");
    client.close();
  }
  child.kill(signal);
  return { line, code: await exited };
}

describe("cli", () => {
  it("prints the URL, serves requests and stops cleanly on SIGTERM", async () => {
    const { line, code } = await runCli("SIGTERM");
    expect(line).toMatch(/^libsql server listening on http:\/\/127\.0\.0\.1:\d+$/);
    expect(code).toBe(0);
  }, 20_000);

  it("stops cleanly on SIGINT", async () => {
    const { code } = await runCli("SIGINT");
    expect(code).toBe(0);
  }, 20_000);
});

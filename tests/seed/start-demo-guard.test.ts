import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDecision } from "../../scripts/seed/seed-policy";
import * as t from "../../worker/db/schema/index";
import { createTestDb } from "../helpers/db";
import { freePort } from "../helpers/worker-process";

const root = join(import.meta.dirname, "../..");

describe("demo data and real databases", () => {
  it("seeds an empty database only when it is the local endpoint's own, or when asked with --demo", () => {
    expect(seedDecision({ ownEndpoint: true, demo: false, empty: true })).toBe("seed");
    expect(seedDecision({ ownEndpoint: false, demo: true, empty: true })).toBe("seed");
    expect(seedDecision({ ownEndpoint: false, demo: false, empty: true })).toBe("refuse");
    for (const ownEndpoint of [true, false]) {
      for (const demo of [true, false]) expect(seedDecision({ ownEndpoint, demo, empty: false })).toBe("skip");
    }
  });

  describe("npm start against a database given by LIBSQL_URL", () => {
    let db: Awaited<ReturnType<typeof createTestDb>>;
    const dataDir = mkdtempSync(join(tmpdir(), "uday-start-guard-"));
    beforeAll(async () => {
      db = await createTestDb();
    });
    afterAll(async () => {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("refuses to write demo users into it when it is empty, with a clear message, and writes nothing", async () => {
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
        cwd: root,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, LIBSQL_URL: db.url, DATA_DIR: dataDir, PORT: String(await freePort()) },
      });
      let output = "";
      child.stdout!.on("data", (d) => (output += d));
      child.stderr!.on("data", (d) => (output += d));
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => {
          process.kill(-child.pid!, "SIGTERM"); // it went on to build and serve: the guard is missing
          resolve(null);
        }, 45_000);
        child.on("exit", (c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
      expect(code).toBe(1);
      expect(output).toContain("npm start -- --demo");
      expect(output).toContain("npm run user:create");
      expect(await db.db.select().from(t.users)).toEqual([]);
      expect(await db.db.select().from(t.projects)).toEqual([]);
    }, 60_000);
  });
});

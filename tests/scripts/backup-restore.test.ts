import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { getPlatformProxy } from "wrangler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "../../scripts/db-migrate";

const root = join(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "uday-backup-script-"));
const dataDir = join(dir, "data");
const backupDir = join(dir, "out");
const source = `file:${join(dir, "source.db")}`;
const target = `file:${join(dir, "target.db")}`;
const KEY = "projectImages/0123456789abcdef0123456789abcdef.jpg";

/** Runs an npm script's file as `npm run` does, with the database and folders of this test; resolves with its exit code and output. */
function run(script: string, args: string[], libsqlUrl: string): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, LIBSQL_URL: libsqlUrl, DATA_DIR: dataDir, BACKUP_DIR: backupDir },
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, out })));
}

/** The local R2 bucket of DATA_DIR, as `npm start` keeps it; `use` returns plain values (its stubs die with the proxy). */
async function withBucket<T>(use: (bucket: R2Bucket) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<{ BUCKET: R2Bucket }>({ persist: { path: join(dataDir, "v3") } });
  try {
    return await use(proxy.env.BUCKET);
  } finally {
    await proxy.dispose();
  }
}

const rowsOf = async (url: string, sql: string) => {
  const client = createClient({ url });
  try {
    return (await client.execute(sql)).rows.map((r) => ({ ...r }));
  } finally {
    client.close();
  }
};

describe("npm run backup and npm run restore", () => {
  beforeAll(async () => {
    await migrateDatabase(source);
    const client = createClient({ url: source });
    await client.execute("INSERT INTO settings (key, value) VALUES ('backup-probe', 'কখগ; it''s')");
    client.close();
    await withBucket(async (b) => void (await b.put(KEY, new Uint8Array([0xff, 0xd8, 0xff, 1]), { httpMetadata: { contentType: "image/jpeg" } })));
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("backs up, restores into an empty database with its files, and refuses a non-empty one without --force", async () => {
    const backup = await run("scripts/backup.ts", [], source);
    expect(backup.out).toContain("1 of 1 files");
    expect(backup.code).toBe(0);
    const [file] = readdirSync(backupDir).filter((f) => f.endsWith(".sql.gz"));
    const path = join(backupDir, file!);
    expect(existsSync(join(backupDir, file!.replace(".sql.gz", ".files"), KEY))).toBe(true);

    await withBucket(async (b) => void (await b.delete(KEY)));
    const restored = await run("scripts/restore.ts", [path], target);
    expect(restored.out).toContain("files: 1 of 1");
    expect(restored.code).toBe(0);
    const everySetting = "SELECT * FROM settings ORDER BY key";
    expect(await rowsOf(target, everySetting)).toEqual(await rowsOf(source, everySetting));
    const migrations = "SELECT * FROM __drizzle_migrations ORDER BY id";
    expect(await rowsOf(target, migrations)).toEqual(await rowsOf(source, migrations));
    const put = await withBucket(async (b) => (await b.head(KEY))?.httpMetadata?.contentType);
    expect(put).toBe("image/jpeg");

    const client = createClient({ url: target });
    await client.execute("UPDATE settings SET value = 'changed since' WHERE key = 'backup-probe'");
    client.close();
    const refused = await run("scripts/restore.ts", [path], target);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("--force");
    expect(await rowsOf(target, "SELECT value FROM settings WHERE key = 'backup-probe'")).toEqual([{ value: "changed since" }]);

    const forced = await run("scripts/restore.ts", [path, "--force"], target);
    expect(forced.code, forced.out).toBe(0);
    expect(await rowsOf(target, everySetting)).toEqual(await rowsOf(source, everySetting));
  }, 120_000);
});

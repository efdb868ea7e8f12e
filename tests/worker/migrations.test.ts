import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../helpers/db";

const root = join(import.meta.dirname, "../..");

describe("migrations", () => {
  let t: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t.close());

  it("create every table of the schema on an empty database", async () => {
    const rows = await t.db.all<{ name: string }>(sql`select name from sqlite_master where type = 'table' and name != '__drizzle_migrations' and name not like 'sqlite%' and name not like 'libsql%' order by name`);
    expect(rows.map((r) => r.name)).toEqual([
      "about", "activity", "banner_statics", "banners", "blogs", "booking_buyers", "booking_documents", "booking_reminders", "bookings", "buyer_codes", "buyer_passkeys", "buyer_sessions", "contact_information", "content_details", "content_version", "coverage", "delay_policies", "email_codes", "lead_notes", "menus", "message_files", "messages",
      // The inbox's trigram search index (migration 0006) and FTS5's own tables behind it.
      "messages_search", "messages_search_config", "messages_search_data", "messages_search_docsize", "messages_search_idx",
      "news_events", "outbox", "passkeys", "payment_allocations", "payment_plans", "payments", "preview_links", "price_lists", "progress", "project_details", "projects", "receipt_counters", "recovery_codes", "revisions", "schedule_lines", "second_factors", "sessions", "settings", "spent_challenges", "submenus",
      "throttle_events", "total_count", "trash", "units", "uploads", "users", "webauthn_challenges",
    ]);
  });

  it("enforce foreign keys: details cannot point at a project that does not exist", async () => {
    await expect(t.db.run(sql`insert into project_details (uniId, foreignKey) values ('D1', 'NO-SUCH-PROJECT')`)).rejects.toThrow();
  });

  it("match the drizzle schema (drizzle-kit generates nothing new)", () => {
    // drizzle-kit resolves --out against the cwd, so the copy lives inside the project (.tmp is ignored).
    mkdirSync(join(root, ".tmp"), { recursive: true });
    const out = mkdtempSync(join(root, ".tmp", "drift-"));
    try {
      cpSync(join(root, "migrations"), out, { recursive: true });
      const before = readdirSync(out).sort();
      const log = execFileSync(
        process.execPath,
        [join(root, "node_modules/drizzle-kit/bin.cjs"), "generate", "--dialect=turso", "--schema=./worker/db/schema/*.ts", `--out=${relative(root, out)}`],
        { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      expect(log).toMatch(/No schema changes/);
      expect(readdirSync(out).sort()).toEqual(before);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

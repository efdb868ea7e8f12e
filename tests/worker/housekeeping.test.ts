import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCodes, sessions, throttleEvents, webauthnChallenges } from "../../worker/db/schema/index";
import { housekeeping } from "../../worker/lib/housekeeping";
import { createTestApp, type TestApp } from "../helpers/app";
import { createUser } from "../helpers/auth";

const NOW = new Date("2026-11-22T08:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const H = 3_600_000;

describe("the cron's housekeeping", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("deletes expired, idle and revoked sessions and keeps live ones", async () => {
    const user = await createUser(t, "Manager");
    const session = (id: string, over: Partial<typeof sessions.$inferInsert>) => ({
      id, userId: user.id, createdAt: ago(2 * H), lastSeenAt: ago(H), expiresAt: new Date(NOW.getTime() + 10 * H).toISOString(), ...over,
    });
    await t.db.insert(sessions).values([
      session("live", {}),
      session("expired", { createdAt: ago(13 * H), expiresAt: ago(H) }),
      session("idle", { lastSeenAt: ago(5 * H) }),
      session("revoked", { revokedAt: ago(H / 2) }),
    ]);
    expect(await housekeeping(t.db, NOW)).toMatchObject({ sessions: 3 });
    expect((await t.db.select().from(sessions)).map((s) => s.id)).toEqual(["live"]);
  });

  it("deletes throttle events older than a day and keeps recent ones", async () => {
    await t.db.insert(throttleEvents).values([
      { key: "login-user:old", at: ago(25 * H) },
      { key: "login-ip:old", at: ago(48 * H) },
      { key: "login-user:recent", at: ago(10 * 60_000) },
    ]);
    expect(await housekeeping(t.db, NOW)).toEqual({ sessions: 0, throttleEvents: 2, codes: 0, trash: 0 });
    expect((await t.db.select().from(throttleEvents)).map((e) => e.key)).toEqual(["login-user:recent"]);
  });

  it("deletes passkey challenges and e-mailed codes past their time, and keeps live ones", async () => {
    const a = await createUser(t, "Manager");
    const b = await createUser(t, "Manager");
    await t.db.insert(webauthnChallenges).values([
      { challenge: "old", ceremony: "login", expiresAt: ago(1000) },
      { challenge: "live", ceremony: "login", expiresAt: ago(-60_000) },
    ]);
    await t.db.insert(emailCodes).values([
      { userId: a.id, codeHash: "x", expiresAt: ago(1000) },
      { userId: b.id, codeHash: "y", expiresAt: ago(-60_000) },
    ]);
    expect(await housekeeping(t.db, NOW)).toMatchObject({ codes: 2 });
    expect((await t.db.select().from(webauthnChallenges)).map((c) => c.challenge)).toEqual(["live"]);
    expect((await t.db.select().from(emailCodes)).map((c) => c.userId)).toEqual([b.id]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Challenge } from "altcha-lib";
import { messages, spentChallenges, throttleEvents } from "../../worker/db/schema/index";
import { attemptsFor, BASE_ATTEMPTS, COST } from "../../worker/lib/proof-of-work";
import { housekeeping } from "../../worker/lib/housekeeping";
import { createTestApp, type TestApp } from "../helpers/app";
import { solve, solvedAltcha } from "../helpers/proof";

const json = (res: Response) => res.json() as Promise<Record<string, any>>;
const MISSING = "This form could not confirm that a person sent it. Please reload the page and send it again, or call us.";
const USED = "This form was already sent. Reload the page to send another message.";

describe("attemptsFor: the work an address is asked (issue 43)", () => {
  it("is the base for an address's first posts of the hour, then grows by one base per post up to 16", () => {
    expect([0, 1, 2, 3, 4, 10, 17, 18, 100].map(attemptsFor)).toEqual([1, 1, 1, 2, 3, 9, 16, 16, 16].map((k) => k * BASE_ATTEMPTS));
  });
});

// Issue 43: a post needs a solved, unused challenge; nothing others send can refuse a real visitor.
describe("public forms prove a little work (docs/decisions.md \"Leads a flood cannot stop\")", () => {
  let t: TestApp;
  const clock = { now: new Date("2026-11-27T04:00:00.000Z") };
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock.now });
  });
  afterAll(() => t.close());

  const visitor = { name: "Rahim", email: "rahim@example.com", number: "01712345678", message: "Is a flat free in Uttara?", fillMs: 8000 };
  const post = (body: unknown, ip: string, lang?: string) =>
    t.request("/api/messages", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, ...(lang ? { "Accept-Language": lang } : {}) },
      body: JSON.stringify(body),
    });
  const challengeFor = async (ip: string) => (await (await t.request("/api/challenge", { headers: { "CF-Connecting-IP": ip } })).json()) as Challenge;
  const state = async () => ({ rows: (await t.db.select().from(messages)).length, events: (await t.db.select().from(throttleEvents)).length });

  it("hands out a signed PBKDF2 challenge that is never cached", async () => {
    const res = await t.request("/api/challenge");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const c = (await res.json()) as Challenge;
    expect(c.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: COST });
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(c.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("stores a post with a solved challenge once, and refuses its second use with 409, storing nothing", async () => {
    const altcha = await solvedAltcha(t.request, { "CF-Connecting-IP": "203.0.113.1" });
    expect((await post({ ...visitor, altcha }, "203.0.113.1")).status).toBe(201);
    const before = await state();
    const again = await post({ ...visitor, altcha }, "203.0.113.2");
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toBe(USED);
    expect((await state()).rows).toBe(before.rows);
    expect(await t.db.select().from(spentChallenges)).toHaveLength(1);
  });

  it("refuses with 403 a post without a proof, with a forged one or with a wrong answer, counting and storing nothing", async () => {
    const before = await state();
    const c = await challengeFor("203.0.113.3");
    const solved = JSON.parse(Buffer.from(await solve(c), "base64").toString()) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };
    const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64");
    const attempts = [
      undefined,
      "",
      "not base64 at all",
      // The key is the proof (the server signed the right one): any other is refused, whatever the counter.
      encode({ ...solved, solution: { ...solved.solution, derivedKey: "00".repeat(32) } }),
      encode({ ...solved, solution: { counter: 1, derivedKey: solved.solution.derivedKey.replace(/^./, (ch) => (ch === "0" ? "1" : "0")) } }),
      // Easier parameters the server never signed.
      encode({ ...solved, challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1 } } }),
    ];
    for (const altcha of attempts) {
      const res = await post({ ...visitor, ...(altcha === undefined ? {} : { altcha }) }, "203.0.113.3");
      expect(res.status, String(altcha)).toBe(403);
      expect((await json(res)).error).toEqual({ message: MISSING, issues: { altcha: [MISSING] } });
    }
    expect(await state()).toEqual(before);
  });

  it("says the refusal in Bengali to a post from a Bengali page", async () => {
    const res = await post(visitor, "203.0.113.4", "bn");
    expect(res.status).toBe(403);
    expect((await json(res)).error.message).toBe("ফর্মটি একজন মানুষ পাঠিয়েছেন কি না তা নিশ্চিত করা যায়নি। পৃষ্ঠাটি আবার লোড করে আবার পাঠান, অথবা আমাদের ফোন করুন।");
  });

  it("refuses a challenge past its hour, and the cron forgets spent ones past theirs", async () => {
    const altcha = await solvedAltcha(t.request, { "CF-Connecting-IP": "203.0.113.5" });
    clock.now = new Date(clock.now.getTime() + 61 * 60_000);
    expect((await post({ ...visitor, altcha }, "203.0.113.5")).status).toBe(403);
    expect((await t.db.select().from(spentChallenges)).length).toBeGreaterThan(0);
    await housekeeping(t.db, clock.now);
    expect(await t.db.select().from(spentChallenges)).toHaveLength(0);
  });

  it("asks more work of an address that posts often, and the base again of another", async () => {
    const ip = "198.51.100.50";
    // Challenges fetched now are the base's; after five posts the address is asked four times as much.
    for (let i = 0; i < 5; i++) expect((await post({ ...visitor, altcha: await solvedAltcha(t.request, { "CF-Connecting-IP": ip }) }, ip)).status).toBe(201);
    const counterOf = async (who: string) => (JSON.parse(Buffer.from(await solve(await challengeFor(who)), "base64").toString()) as { solution: { counter: number } }).solution.counter;
    // The answer is random in [attempts/2, attempts]: a lower bound above the base proves the growth.
    expect(await counterOf(ip)).toBeGreaterThanOrEqual(attemptsFor(5) / 2);
    expect(await counterOf("198.51.100.51")).toBeLessThanOrEqual(BASE_ATTEMPTS);
  });

  it("has no site-wide cap: 40 posts from 40 addresses within a minute are all stored", async () => {
    const before = (await t.db.select().from(messages)).length;
    const ips = Array.from({ length: 40 }, (_, i) => `192.0.2.${i + 1}`);
    const proofs = await Promise.all(ips.map((ip) => solvedAltcha(t.request, { "CF-Connecting-IP": ip })));
    const answers = await Promise.all(ips.map((ip, i) => post({ ...visitor, altcha: proofs[i] }, ip)));
    expect(answers.map((r) => r.status)).toEqual(ips.map(() => 201));
    expect((await t.db.select().from(messages)).length).toBe(before + 40);
  });
});

import { PHONE_MESSAGE } from "../../worker/contract/phone";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, throttleEvents } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { signedIn } from "../helpers/auth";
import { solvedAhead, withAltcha } from "../helpers/proof";

/** Response bodies, loosely typed for assertions. */
const json = (res: Response) => res.json() as Promise<Record<string, any>>;

describe("messages", () => {
  let t: TestApp;
  let clock = new Date("2025-03-01T10:00:00.000Z");
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    for (const d of ["Manager", "Admin", "Super-Admin", "Accountant"]) cookie[d] = (await signedIn(t, d)).cookie;
  });
  afterAll(() => t.close());

  const good = { name: "Rahim", email: "rahim@example.com", number: "01712 345-678", message: "I want a flat in Uttara." };
  // Each post proves its work (issue 43, tests/helpers/proof.ts) unless the test gives its own `altcha`.
  const send = async (body: unknown, ip = "203.0.113.1") =>
    t.request("/api/messages", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify(await withAltcha(t.request, body, { "CF-Connecting-IP": ip })),
    });
  const list = async (who = "Manager") => (await (await t.request("/api/messages", { headers: { Cookie: cookie[who]! } })).json()) as Array<Record<string, unknown>>;

  it("takes a contact message from a visitor and shows it to staff, newest first", async () => {
    const res = await send(good);
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({ message: "Message sent successfully!" });
    clock = new Date(clock.getTime() + 1000);
    await send({ ...good, name: "Karim" });
    const rows = await list();
    expect(rows.map((m) => m.name)).toEqual(["Karim", "Rahim"]);
    // A contact message is a new lead nobody has taken yet (docs/product.md §7).
    const lead = { kind: "contact", projectUniId: null, status: "new", ownerId: null, followUpAt: null, visitDate: null, visitSlot: null };
    const noLand = { landArea: null, landAddress: null, landSize: null, landUnit: null, landSizeSft: null, roadWidthFt: null, ownership: null, unitId: null };
    expect(rows[1]).toEqual({ id: expect.any(Number), ...good, number: "+8801712345678", ...lead, ...noLand, createdAt: "2025-03-01T10:00:00.000Z", projectName: null, language: "en" });
  });

  it("takes numbers from anywhere and stores them in E.164: a foreign number, a Dhaka landline, 880 without +, Bengali digits", async () => {
    const cases: [string, string][] = [
      ["+1 415 555 0100", "+14155550100"],
      ["02-9881234", "+88029881234"],
      ["8801711111111", "+8801711111111"],
      // What a Bengali keyboard types (issue 42).
      ["০১৭১২৩৪৫৬৭৮", "+8801712345678"],
    ];
    for (const [number, stored] of cases) {
      const res = await send({ ...good, name: `From ${number}`, number }, "203.0.113.9");
      expect(res.status).toBe(201);
      const [row] = await t.db.select().from(messages).where(eq(messages.name, `From ${number}`));
      expect(row!.number).toBe(stored);
    }
  });

  it("answers a bot that fills the honeypot as if sent, but stores nothing", async () => {
    const before = await t.db.select().from(messages);
    const res = await send({ ...good, website: "http://spam.example" }, "203.0.113.2");
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({ message: "Message sent successfully!" });
    expect(await t.db.select().from(messages)).toEqual(before);
  });

  it("rejects missing fields with the spec's exact messages", async () => {
    const res = await send({});
    expect(res.status).toBe(422);
    expect((await json(res)).error.issues).toEqual({
      name: ["Your name is required"],
      email: ["Add valid email is required"],
      number: [" phone Number is required"],
      message: ["Message is required"],
    });
    const invalid = await send({ ...good, email: "nope", number: "12345" });
    expect((await json(invalid)).error.issues).toEqual({
      email: ["Add valid email is required"],
      number: [PHONE_MESSAGE],
    });
  });

  // Issue 42: one address is often many people (carrier-grade NAT, an office), so it may send 12 in a minute and 30 in an hour.
  it("takes 12 posts from one address in a minute and refuses the 13th with a clear 429 and Retry-After", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 12; i++) expect((await send(good, ip)).status).toBe(201);
    const count = (await t.db.select().from(messages)).length;
    const res = await send(good, ip);
    expect(res.status).toBe(429);
    expect((await json(res)).error.message).toBe("Too many messages from your connection in one minute. Please wait a minute and try again, or call us.");
    expect(Number(res.headers.get("retry-after"))).toBe(60);
    expect((await t.db.select().from(messages)).length).toBe(count);
    expect((await send(good, "198.51.100.8")).status).toBe(201);
    clock = new Date(clock.getTime() + 60_000 + 1000);
    expect((await send(good, ip)).status).toBe(201);
    // Each post counted by its address alone: there is no site-wide cap (issue 43).
    expect((await t.db.select().from(throttleEvents)).every((e) => e.key.startsWith("message-ip:"))).toBe(true);
  });

  it("takes 30 posts from one address in an hour and refuses the 31st until the first is an hour old", async () => {
    const ip = "198.51.100.9";
    const first = clock.getTime();
    // Fetched while the address's work is the base: this test is about the hour's limit.
    const proofs = await solvedAhead(t.request, 31, { "CF-Connecting-IP": ip });
    for (let i = 0; i < 30; i++) {
      // Ten a minute: under the minute's limit, so only the hour's counts.
      if (i && i % 10 === 0) clock = new Date(clock.getTime() + 61_000);
      expect((await send({ ...good, altcha: proofs[i] }, ip)).status).toBe(201);
    }
    const res = await send({ ...good, altcha: proofs[30] }, ip);
    expect(res.status).toBe(429);
    expect((await json(res)).error.message).toBe("Too many messages from your connection this hour. Please try again later, or call us.");
    expect(Number(res.headers.get("retry-after"))).toBe(Math.ceil((first + 3_600_000 - clock.getTime()) / 1000));
    clock = new Date(first + 3_600_000 + 1000);
    expect((await send(good, ip)).status).toBe(201);
  });

  it("says its refusals in Bengali to a post from a Bengali page", async () => {
    const ip = "198.51.100.10";
    const post = async (body: unknown) =>
      t.request("/api/messages", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, "Accept-Language": "bn" },
        body: JSON.stringify(await withAltcha(t.request, body, { "CF-Connecting-IP": ip })),
      });
    const tooFast = await post({ ...good, fillMs: 100 });
    expect(tooFast.status).toBe(422);
    expect((await json(tooFast)).error).toEqual({ message: "খুব তাড়াতাড়ি পাঠানো হয়েছে। ফর্মটি একবার দেখে আবার পাঠান।", issues: { fillMs: ["Sent too quickly"] } });
    for (let i = 0; i < 12; i++) expect((await post(good)).status).toBe(201);
    const res = await post(good);
    expect(res.status).toBe(429);
    expect((await json(res)).error.message).toBe("এক মিনিটে আপনার সংযোগ থেকে অনেক বেশি বার্তা এসেছে। এক মিনিট পরে আবার চেষ্টা করুন, অথবা আমাদের ফোন করুন।");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same refusal to a post from an English page is in English.
    const english = await send(good, ip);
    expect((await json(english)).error.message).toBe("Too many messages from your connection in one minute. Please wait a minute and try again, or call us.");
    clock = new Date(clock.getTime() + 61_000);
  });

  it("answers the matrix for the staff list: 401, 403 without mes012/inb001, 200 for Manager", async () => {
    expect((await t.request("/api/messages")).status).toBe(401);
    for (const [who, status] of [["Manager", 200], ["Admin", 403], ["Super-Admin", 403], ["Accountant", 403]] as const) {
      expect((await t.request("/api/messages", { headers: { Cookie: cookie[who]! } })).status).toBe(status);
    }
  });

  it("deletes a message by id, answering the matrix", async () => {
    const [row] = await list();
    const del = (who?: string) =>
      t.request(`/api/messages/${row!.id}/delete`, { method: "DELETE", headers: who ? { Cookie: cookie[who]! } : {} });
    for (const [who, status] of [[undefined, 401], ["Admin", 403], ["Super-Admin", 403], ["Accountant", 403]] as const) {
      expect((await del(who)).status).toBe(status);
    }
    const res = await del("Manager");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ deleted: row!.id });
    expect((await list()).map((m) => m.id)).not.toContain(row!.id);
    expect((await del("Manager")).status).toBe(404);
  });
});

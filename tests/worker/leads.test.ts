import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity, contactInformation, leadNotes, messages, outbox, projects } from "../../worker/db/schema/index";
import { deliverAlerts } from "../../worker/lib/outbox";
import { createTestApp, type TestApp } from "../helpers/app";
import { withAltcha } from "../helpers/proof";
import { signedIn } from "../helpers/auth";
import { recordingMailer, withSalesAddress } from "../helpers/mailer";

const json = (res: Response) => res.json() as Promise<Record<string, any>>;
const fakeMailer = recordingMailer;

describe("leads: every message is a lead the sales team works (docs/product.md §7)", () => {
  let t: TestApp;
  const clock = new Date("2026-11-25T04:00:00.000Z"); // 10:00 in Dhaka
  const mail = fakeMailer();
  let manager: { cookie: string; user: { id: number; name: string; email: string } };
  let admin: { cookie: string; user: { id: number; name: string; email: string } };
  let colleague: { cookie: string; user: { id: number; name: string; email: string } };
  let accountant: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, mailer: mail.mailer, mailFrom: "alerts@uday.example" });
    manager = await signedIn(t, "Manager");
    admin = await signedIn(t, "Admin");
    colleague = await signedIn(t, "Manager");
    accountant = await signedIn(t, "Accountant");
    await t.db.insert(projects).values([
      { uniId: "PRJ-1", name: "UDAY Nilachol", status: "approved", category: "Ready Apartment", location: "Uttara" },
      { uniId: "PRJ-2", name: "UDAY Hidden", status: "pending", category: "Ready Apartment", location: "Banani" },
    ]);
    await withSalesAddress(t);
  });
  afterAll(() => t.close());

  let ip = 0;
  const post = async (body: unknown) => {
    const address = `198.51.100.${++ip}`;
    return t.request("/api/messages", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": address },
      body: JSON.stringify(await withAltcha(t.request, body, { "CF-Connecting-IP": address })),
    });
  };
  const as = (cookie: string, path: string, init: RequestInit = {}) =>
    t.request(path, { ...init, headers: { Cookie: cookie, Origin: "http://localhost", "Content-Type": "application/json", ...(init.headers ?? {}) } });
  const visitor = { name: "Rahim", email: "rahim@example.com", number: "01712345678", message: "I would like to see the flats." };
  const leadNamed = async (name: string) => (await t.db.select().from(messages).where(eq(messages.name, name)))[0]!;
  const counts = async () => ({
    messages: (await t.db.select().from(messages)).length,
    notes: (await t.db.select().from(leadNotes)).length,
    outbox: (await t.db.select().from(outbox)).length,
    activity: (await t.db.select().from(activity)).length,
  });

  it("stores a site-visit request for a project as a visit lead, and e-mails the sales address naming the project", async () => {
    const res = await post({ ...visitor, name: "Visit Rahim", kind: "visit", projectUniId: "PRJ-1", visitDate: "2026-11-28", visitSlot: "morning" });
    expect(res.status).toBe(201);
    const lead = await leadNamed("Visit Rahim");
    expect(lead).toMatchObject({ kind: "visit", projectUniId: "PRJ-1", status: "new", visitDate: "2026-11-28", visitSlot: "morning" });
    await expect.poll(() => mail.sent.length, { timeout: 10_000 }).toBe(1);
    expect(mail.sent[0]).toMatchObject({ from: "alerts@uday.example", to: "sales@uday.example" });
    expect(mail.sent[0]!.subject).toBe("Site visit request from Visit Rahim (UDAY Nilachol, PRJ-1)");
    expect(mail.sent[0]!.text).toContain("Preferred visit: 28 Nov 2026, morning");
  });

  it("refuses a visit in the past, too far ahead, without a slot or for a project visitors cannot see, writing nothing", async () => {
    const before = await counts();
    for (const bad of [
      { visitDate: "2026-11-25", visitSlot: "morning", projectUniId: "PRJ-1" }, // today: not from tomorrow
      { visitDate: "2027-02-01", visitSlot: "morning", projectUniId: "PRJ-1" }, // beyond 60 days
      { visitDate: "2026-11-28", projectUniId: "PRJ-1" },
      { visitDate: "2026-11-28", visitSlot: "evening", projectUniId: "PRJ-1" },
      { visitDate: "2026-11-28", visitSlot: "morning", projectUniId: "PRJ-2" },
      { visitDate: "2026-02-30", visitSlot: "morning", projectUniId: "PRJ-1" },
      { visitSlot: "morning", projectUniId: "PRJ-1" },
      { visitDate: "2026-11-28", visitSlot: "morning" },
    ]) {
      const res = await post({ ...visitor, kind: "visit", ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect((await json(res)).error.message).toBeTruthy();
    }
    expect(await counts()).toEqual(before);
  });

  it("takes a visit request with no e-mail or message, as the project page's form sends it", async () => {
    const res = await post({ kind: "visit", name: "Short Visit", number: "01812345678", projectUniId: "PRJ-1", visitDate: "2026-12-01", visitSlot: "afternoon" });
    expect(res.status).toBe(201);
    expect(await leadNamed("Short Visit")).toMatchObject({ email: "", message: "", kind: "visit", visitSlot: "afternoon" });
  });

  it("keeps the project a contact message came from", async () => {
    expect((await post({ ...visitor, name: "From PRJ-1", projectUniId: "PRJ-1" })).status).toBe(201);
    expect((await leadNamed("From PRJ-1")).projectUniId).toBe("PRJ-1");
  });

  it("lets a Manager take a lead, note the call and mark it contacted, each change in the activity log in its own batch", async () => {
    const lead = await leadNamed("From PRJ-1");
    const take = await as(manager.cookie, `/api/messages/${lead.id}`, { method: "PATCH", body: JSON.stringify({ ownerId: manager.user.id, followUpAt: "2026-11-26" }) });
    expect(take.status).toBe(200);
    expect(await json(take)).toMatchObject({ ownerId: manager.user.id, followUpAt: "2026-11-26", status: "new" });
    const note = await as(manager.cookie, `/api/messages/${lead.id}/notes`, { method: "POST", body: JSON.stringify({ text: "Called; visiting on Saturday." }) });
    expect(note.status).toBe(201);
    const status = await as(manager.cookie, `/api/messages/${lead.id}`, { method: "PATCH", body: JSON.stringify({ status: "contacted" }) });
    expect((await json(status)).status).toBe("contacted");

    const detail = await json(await as(manager.cookie, `/api/messages/${lead.id}`));
    expect(detail).toMatchObject({ id: lead.id, status: "contacted", ownerId: manager.user.id });
    expect(detail.notes).toEqual([{ id: expect.any(Number), userId: manager.user.id, userName: manager.user.name, text: "Called; visiting on Saturday.", createdAt: clock.toISOString() }]);
    expect(detail.alerts).toEqual([expect.objectContaining({ event: "new-lead", state: "sent", sentTo: "sales@uday.example" })]);
    const log = await t.db.select().from(activity).where(eq(activity.resourceId, String(lead.id)));
    expect(log.map((a) => [a.resource, a.action, a.label])).toEqual([
      ["messages", "update", `From PRJ-1: owner ${manager.user.name}, follow-up 2026-11-26`],
      ["lead-notes", "create", "From PRJ-1: Called; visiting on Saturday."],
      ["messages", "update", "From PRJ-1: status contacted"],
    ]);
    // Taking a lead oneself sends no mail.
    expect(mail.sent.filter((m) => m.to === manager.user.email)).toEqual([]);
  });

  it("tells the new owner by e-mail when a lead is given to someone else", async () => {
    const lead = await leadNamed("Visit Rahim");
    const res = await as(manager.cookie, `/api/messages/${lead.id}`, { method: "PATCH", body: JSON.stringify({ ownerId: colleague.user.id }) });
    expect(res.status).toBe(200);
    await expect.poll(() => mail.sent.filter((m) => m.to === colleague.user.email).length, { timeout: 10_000 }).toBe(1);
    expect(mail.sent.find((m) => m.to === colleague.user.email)!.subject).toContain(`Lead #${lead.id} is now yours`);
  });

  it("filters the list by status, kind, owner (me), project and follow-ups due, and keeps paging", async () => {
    const ids = async (query: string) => ((await json(await as(manager.cookie, `/api/messages?page=1&pageSize=50&${query}`))).items as Array<{ name: string }>).map((r) => r.name);
    expect(await ids("status=contacted")).toEqual(["From PRJ-1"]);
    expect((await ids("kind=visit")).sort()).toEqual(["Short Visit", "Visit Rahim"]);
    expect(await ids("owner=me")).toEqual(["From PRJ-1"]);
    expect(await ids(`owner=${colleague.user.id}`)).toEqual(["Visit Rahim"]);
    expect((await ids("project=PRJ-1")).sort()).toEqual(["From PRJ-1", "Short Visit", "Visit Rahim"]);
    // Its follow-up is tomorrow in Dhaka: not due yet. Moved to today, it is.
    expect(await ids("due=1")).toEqual([]);
    const lead = await leadNamed("From PRJ-1");
    await as(manager.cookie, `/api/messages/${lead.id}`, { method: "PATCH", body: JSON.stringify({ followUpAt: "2026-11-25" }) });
    expect(await ids("due=1")).toEqual(["From PRJ-1"]);
    const unfiltered = (await json(await as(manager.cookie, "/api/messages?page=1&pageSize=1"))) as { total: number; items: unknown[] };
    expect(unfiltered.total).toBe(3);
    expect(unfiltered.items).toHaveLength(1);
  });

  it("refuses bad filters and bad changes with a 4xx and changes nothing", async () => {
    const lead = await leadNamed("From PRJ-1");
    for (const query of ["status=closed", "kind=letter", "owner=someone", "due=yes"]) expect((await as(manager.cookie, `/api/messages?${query}`)).status, query).toBe(422);
    const before = await counts();
    const [intruder] = await t.db.select().from(messages).where(eq(messages.id, lead.id));
    // An owner must be staff who sees the inbox: not an unknown id, not an Admin, not a user without a role.
    for (const body of [{ status: "closed" }, { ownerId: 99999 }, { ownerId: admin.user.id }, { ownerId: (await signedIn(t, "Accountant")).user.id }, { followUpAt: "tomorrow" }, {}, { note: "x" }]) {
      const res = await as(manager.cookie, `/api/messages/${lead.id}`, { method: "PATCH", body: JSON.stringify(body) });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await as(manager.cookie, `/api/messages/${lead.id}/notes`, { method: "POST", body: JSON.stringify({ text: "  " }) })).status).toBe(422);
    expect((await as(manager.cookie, "/api/messages/999999", { method: "PATCH", body: JSON.stringify({ status: "won" }) })).status).toBe(404);
    expect(await counts()).toEqual(before);
    expect((await t.db.select().from(messages).where(eq(messages.id, lead.id)))[0]).toEqual(intruder);
  });

  it("names who a lead may be given to: the Managers, not the Admins", async () => {
    const owners = (await json(await as(manager.cookie, "/api/messages/owners"))) as unknown as Array<{ id: number; name: string }>;
    expect(owners.map((o) => o.id).sort()).toEqual([manager.user.id, colleague.user.id].sort());
    expect(owners.some((o) => o.id === admin.user.id)).toBe(false);
  });

  it("is open to the inbox's roles only", async () => {
    const lead = await leadNamed("From PRJ-1");
    expect((await t.request(`/api/messages/${lead.id}`)).status).toBe(401);
    expect((await as(accountant.cookie, `/api/messages/${lead.id}`)).status).toBe(403);
    expect((await as(accountant.cookie, `/api/messages/${lead.id}`, { method: "PATCH", body: JSON.stringify({ status: "won" }) })).status).toBe(403);
    expect((await as(accountant.cookie, `/api/messages/${lead.id}/notes`, { method: "POST", body: JSON.stringify({ text: "hi" }) })).status).toBe(403);
  });

  it("never shows the sales address to visitors, and shows it to the Company screen's staff", async () => {
    const pub = await json(await t.request("/api/contactInformation"));
    expect(pub.email).toBe("info@uday.example");
    expect(JSON.stringify(pub)).not.toContain("sales@uday.example");
    expect(await json(await as(admin.cookie, "/api/contactInformation/sales-email"))).toEqual({ salesEmail: "sales@uday.example" });
    expect((await t.request("/api/contactInformation/sales-email")).status).toBe(401);
  });
});

describe("alerts that are never lost (docs/product.md §7)", () => {
  it("stores the lead when mail fails, sends the alert on a later cron run, and sends it once", async () => {
    let clock = new Date("2026-11-25T04:00:00.000Z");
    const mail = fakeMailer();
    const t = await createTestApp({ now: () => clock, mailer: mail.mailer, mailFrom: "alerts@uday.example" });
    try {
      await t.db.insert(contactInformation).values({ image: "", phone: "+8801700000000", phones: [], email: "i@u.example", socialHandle: "", address: "x", mapEmbed: "", salesEmail: "sales@uday.example" });
      mail.state.failing = true;
      const res = await t.request("/api/messages", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.7" },
        body: JSON.stringify(await withAltcha(t.request, { name: "Karim", email: "karim@example.com", number: "01812345678", message: "Call me" }, { "CF-Connecting-IP": "192.0.2.7" })),
      });
      // The visitor is answered as sent: the mail is not theirs to wait for.
      expect(res.status).toBe(201);
      const [lead] = await t.db.select().from(messages);
      expect(lead?.name).toBe("Karim");
      // The send after the answer failed: the row waits, with a backoff.
      await expect.poll(async () => (await t.db.select().from(outbox))[0]?.lastError, { timeout: 10_000 }).toBe("Email Service unavailable");
      const [waiting] = await t.db.select().from(outbox);
      expect(waiting).toMatchObject({ attempts: 1, sentAt: null, claimedUntil: null, nextAttemptAt: "2026-11-25T04:01:00.000Z" });
      // A cron run before the backoff sends nothing; the binding back, the next one sends it.
      mail.state.failing = false;
      expect(await deliverAlerts(t.db, { mailer: mail.mailer, from: "alerts@uday.example" }, new Date("2026-11-25T04:00:30.000Z"))).toEqual({ sent: 0, failed: 0 });
      clock = new Date("2026-11-25T04:05:00.000Z");
      const runs = await Promise.all([1, 2].map(() => deliverAlerts(t.db, { mailer: mail.mailer, from: "alerts@uday.example" }, clock)));
      expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
      expect(await deliverAlerts(t.db, { mailer: mail.mailer, from: "alerts@uday.example" }, new Date("2026-11-26T00:00:00.000Z"))).toEqual({ sent: 0, failed: 0 });
      expect(mail.sent).toHaveLength(1);
      expect(mail.sent[0]).toMatchObject({ to: "sales@uday.example", subject: "New message from Karim" });
      expect((await t.db.select().from(outbox))[0]).toMatchObject({ attempts: 2, sentTo: "sales@uday.example", sentAt: "2026-11-25T04:05:00.000Z" });
    } finally {
      await t.close();
    }
  });

  it("gives up after its last backoff and shows as failed; with no sales address set, says so", async () => {
    const mail = fakeMailer();
    const t = await createTestApp({ mailer: mail.mailer, mailFrom: "alerts@uday.example" });
    try {
      const [lead] = await t.db.insert(messages).values({ name: "N", email: "n@example.com", number: "+8801712345678", message: "m" }).returning();
      await t.db.insert(outbox).values({ messageId: lead!.id, event: "new-lead", nextAttemptAt: "2026-01-01T00:00:00.000Z" });
      let at = new Date("2026-01-01T00:00:00.000Z");
      for (let i = 0; i < 10; i++) {
        await deliverAlerts(t.db, { mailer: mail.mailer, from: "alerts@uday.example" }, at);
        at = new Date(at.getTime() + 24 * 3_600_000);
      }
      const [row] = await t.db.select().from(outbox);
      expect(row).toMatchObject({ sentAt: null, nextAttemptAt: null, attempts: 7, lastError: "No sales address is set on the Company screen." });
      expect(mail.sent).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { withAltcha } from "../helpers/proof";
import { signedIn } from "../helpers/auth";
import { recordingMailer, withSalesAddress } from "../helpers/mailer";

/**
 * Issue 42: a lead reads as sales people talk. Its project by name (kept by id too), the page language
 * it was sent from, and an alert whose link opens from the e-mail even when SITE_ORIGIN is empty.
 */
describe("leads read by name, language and an absolute link (issue 42)", () => {
  let t: TestApp;
  const clock = new Date("2026-11-25T04:00:00.000Z");
  const mail = recordingMailer();
  let manager: { cookie: string; user: { id: number } };
  let colleague: { cookie: string; user: { id: number; email: string } };

  beforeAll(async () => {
    // No siteOrigin: production with SITE_ORIGIN empty.
    t = await createTestApp({ now: () => clock, mailer: mail.mailer, mailFrom: "alerts@uday.example" });
    manager = await signedIn(t, "Manager");
    colleague = await signedIn(t, "Manager");
    await t.db.insert(projects).values({ uniId: "PRJ-0017", name: "UDAY Shapla", status: "approved", category: "Ready Apartment", location: "Uttara" });
    await withSalesAddress(t);
  });
  afterAll(() => t.close());

  let ip = 0;
  // The site's forms send their page's language as the first tag of Accept-Language (worker/lib/lead-refusals.ts).
  const post = async (body: unknown, language?: string) => {
    const address = `203.0.113.${++ip}`;
    return t.request("/api/messages", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": address, ...(language ? { "Accept-Language": language } : {}) },
      body: JSON.stringify(await withAltcha(t.request, body, { "CF-Connecting-IP": address })),
    });
  };
  const as = (cookie: string, path: string, init: RequestInit = {}) =>
    t.request(path, { ...init, headers: { Cookie: cookie, Origin: "http://localhost", "Content-Type": "application/json", ...(init.headers ?? {}) } });
  const visitor = { name: "Karim", email: "karim@example.com", number: "01712345678", message: "Is a flat still free?" };
  const listed = async (path: string) => (await (await as(manager.cookie, path)).json()) as Record<string, any>;

  it("names the project in the list (whole and paged) and in the lead, keeping its id", async () => {
    expect((await post({ ...visitor, name: "Shapla Asker", projectUniId: "PRJ-0017" })).status).toBe(201);
    const whole = (await listed("/api/messages")) as Record<string, any>[];
    const paged = (await listed("/api/messages?page=1&q=Shapla")).items as Record<string, any>[];
    for (const row of [whole.find((m) => m.name === "Shapla Asker"), paged[0]])
      expect(row).toMatchObject({ projectUniId: "PRJ-0017", projectName: "UDAY Shapla" });
    const detail = await listed(`/api/messages/${paged[0]!.id}`);
    expect(detail).toMatchObject({ projectUniId: "PRJ-0017", projectName: "UDAY Shapla" });
  });

  it("records whether a lead came from the Bengali site, and says so in the alert", async () => {
    mail.sent.length = 0;
    expect((await post({ ...visitor, name: "Bangla Asker" }, "bn, en;q=0.8")).status).toBe(201);
    expect((await post({ ...visitor, name: "English Asker" }, "en")).status).toBe(201);
    expect((await post({ ...visitor, name: "Silent Asker" })).status).toBe(201);
    const rows = (await listed("/api/messages?page=1&q=Asker")).items as { id: number; name: string; language: string | null }[];
    expect(Object.fromEntries(rows.map((r) => [r.name, r.language]))).toMatchObject({ "Bangla Asker": "bn", "English Asker": "en", "Silent Asker": "en" });
    expect((await listed(`/api/messages/${rows.find((r) => r.name === "Bangla Asker")!.id}`)).language).toBe("bn");
    await expect.poll(() => mail.sent.length, { timeout: 10_000 }).toBe(3);
    expect(mail.sent.find((m) => m.subject.includes("Bangla Asker"))!.text).toContain("Sent from the Bengali site.");
    expect(mail.sent.find((m) => m.subject.includes("English Asker"))!.text).not.toContain("Bengali");
  });

  it("links the lead absolutely in every alert with SITE_ORIGIN empty: the origin of the request that made it", async () => {
    mail.sent.length = 0;
    expect((await post({ ...visitor, name: "Link Asker" })).status).toBe(201);
    await expect.poll(() => mail.sent.length, { timeout: 10_000 }).toBe(1);
    const id = ((await listed("/api/messages?page=1&q=Link Asker")).items as { id: number }[])[0]!.id;
    expect(mail.sent[0]!.text).toContain(`Open the lead: http://localhost/dashboard/message/inbox?lead=${id}`);
    // Given to a colleague: their alert links the same way.
    expect((await as(manager.cookie, `/api/messages/${id}`, { method: "PATCH", body: JSON.stringify({ ownerId: colleague.user.id }) })).status).toBe(200);
    await expect.poll(() => mail.sent.length, { timeout: 10_000 }).toBe(2);
    expect(mail.sent[1]!.to).toBe(colleague.user.email);
    expect(mail.sent[1]!.text).toContain(`Open the lead: http://localhost/dashboard/message/inbox?lead=${id}`);
  });

  it("writes the visit day in words in the alert", async () => {
    mail.sent.length = 0;
    const body = { ...visitor, name: "Visit Asker", kind: "visit", projectUniId: "PRJ-0017", visitDate: "2026-11-30", visitSlot: "morning" };
    expect((await post(body)).status).toBe(201);
    await expect.poll(() => mail.sent.length, { timeout: 10_000 }).toBe(1);
    expect(mail.sent[0]!.text).toContain("Preferred visit: 30 Nov 2026, morning");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageFiles, messages, projects } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES } from "../helpers/auth";

/** The hidden fields of the confirmation page's form, as a browser would send them back. */
function hiddenFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) out[unescape(m[1]!)] = unescape(m[2]!);
  return out;
}

// Issue 43: a browser without JavaScript sends every public form in two steps, with a wait between.
describe("public forms without JavaScript (routes/no-script-lead.ts)", () => {
  let t: TestApp;
  const clock = { now: new Date("2026-11-27T04:00:00.000Z") };
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock.now });
    await t.db.insert(projects).values({ uniId: "PRJ-0031", name: "UDAY Bokul", status: "approved", category: "Ongoing", location: "Mirpur" });
  });
  afterAll(() => t.close());

  const later = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
  const stored = async () => (await t.db.select().from(messages)).length;
  const postForm = (path: string, fields: Record<string, string>, ip = "203.0.113.60") =>
    t.request(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip }, body: new URLSearchParams(fields).toString() });
  const contact = { name: "Nasrin Akter", email: "nasrin@example.com", number: "০১৭১২৩৪৫৬৭৮", message: "Is a 3-bed flat <free> in Mirpur?", website: "" };

  it("answers the first post with a confirmation page asking to wait, storing nothing", async () => {
    const before = await stored();
    const res = await postForm("/contact", contact);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain("asking you to wait 10 seconds");
    expect(html).toContain("Is a 3-bed flat &lt;free&gt; in Mirpur?");
    expect(hiddenFields(html).altcha).toMatch(/^wait\./);
    expect(await stored()).toBe(before);
  });

  it("asks again when Send is pressed too early, then stores the message once after the wait", async () => {
    const first = hiddenFields(await (await postForm("/contact", contact)).text());
    later(4_000);
    const early = await postForm("/contact", first);
    expect(early.status).toBe(200);
    expect(await early.text()).toContain("Please wait 6 more seconds");
    const before = await stored();
    later(6_000);
    const sent = await postForm("/contact", first);
    expect(sent.status).toBe(201);
    expect(await sent.text()).toContain("Message sent successfully!");
    expect(await stored()).toBe(before + 1);
    const [row] = (await t.db.select().from(messages)).slice(-1);
    expect(row).toMatchObject({ name: "Nasrin Akter", number: "+8801712345678", kind: "contact" });
    // The same pass again (a reload of the sent form): refused, nothing more stored.
    const again = await postForm("/contact", first);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This form was already sent.");
    expect(await stored()).toBe(before + 1);
  });

  it("refuses a pass whose fields were changed, or that is past its half hour", async () => {
    const pass = hiddenFields(await (await postForm("/contact", contact)).text());
    later(11_000);
    const changed = await postForm("/contact", { ...pass, message: "Something else entirely" });
    expect(changed.status).toBe(403);
    later(31 * 60_000);
    expect((await postForm("/contact", pass)).status).toBe(403);
  });

  it("says a field's problem and the way back, in Bengali from the Bengali page", async () => {
    const res = await postForm("/bn/contact", { ...contact, number: "" });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain(" phone Number is required");
    expect(html).toContain('href="/bn/contact"');
    const confirm = await (await postForm("/bn/contact", contact)).text();
    expect(confirm).toContain("১০ সেকেন্ড অপেক্ষা করতে");
  });

  it("takes a site-visit request the same way", async () => {
    const visit = { kind: "visit", projectUniId: "PRJ-0031", name: "Visitor", number: "01812345678", visitDate: "2026-12-01", visitSlot: "morning", website: "" };
    const pass = hiddenFields(await (await postForm("/contact", visit, "203.0.113.61")).text());
    later(10_000);
    expect((await postForm("/contact", pass, "203.0.113.61")).status).toBe(201);
    const [row] = (await t.db.select().from(messages)).slice(-1);
    expect(row).toMatchObject({ kind: "visit", projectUniId: "PRJ-0031", visitDate: "2026-12-01", visitSlot: "morning" });
  });

  it("takes a landowner's proposal, asking for the files again at the second step", async () => {
    const land = { kind: "landowner", name: "Abdul Karim", number: "01712345678", email: "", landArea: "Mirpur", landAddress: "Road 5", landSize: "5", landUnit: "katha", roadWidthFt: "30", ownership: "single", message: "Five katha" };
    const step1 = new FormData();
    for (const [k, v] of Object.entries(land)) step1.set(k, v);
    step1.append("files", FILES.pdf());
    const confirm = await t.request("/contact", { method: "POST", headers: { "CF-Connecting-IP": "203.0.113.62" }, body: step1 });
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toContain('enctype="multipart/form-data"');
    expect(html).toContain('type="file" name="files"');
    later(10_000);
    const step2 = new FormData();
    for (const [k, v] of Object.entries(hiddenFields(html))) step2.set(k, v);
    step2.append("files", FILES.pdf());
    const sent = await t.request("/contact", { method: "POST", headers: { "CF-Connecting-IP": "203.0.113.62" }, body: step2 });
    expect(sent.status).toBe(201);
    const [row] = (await t.db.select().from(messages)).slice(-1);
    expect(row).toMatchObject({ kind: "landowner", landSizeSft: 3600 });
    expect((await t.db.select().from(messageFiles)).filter((f) => f.messageId === row!.id)).toHaveLength(1);
  });
});

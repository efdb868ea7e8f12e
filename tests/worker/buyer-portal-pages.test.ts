import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingsApp, type BookingsApp } from "../helpers/bookings";
import { recordingMailer, withSalesAddress } from "../helpers/mailer";

/**
 * Issue 46's buyer portal pages, /my and /my/bookings/{id} (docs/product.md §11 "Buyer portal pages"),
 * through the worker with the built renderer: the sign-in by plain form posts (no JavaScript), one
 * buyer's pages kept by no cache and no search engine, another buyer's booking a 404, and a buyer's
 * session no staff session. Each test starts 16 minutes after the one before (the code throttles).
 */
describe("buyer portal pages", () => {
  let a: BookingsApp;
  let clock = new Date("2026-03-01T06:00:00.000Z");
  const mail = recordingMailer();
  const karim = { name: "Karim Ahmed", phone: "01811223344", email: "karim@example.com", address: "Road 9, Uttara, Dhaka", language: "bn" };
  let rahimBooking = 0;
  let karimBooking = 0;
  let ip = 0;

  beforeAll(async () => {
    a = await bookingsApp({ clock: () => clock, mailer: mail.mailer });
    await withSalesAddress(a.t);
    rahimBooking = (await a.json(await a.book(0))).id;
    karimBooking = (await a.json(await a.book(2, 0, "2026-01-10", { buyers: [karim] }))).id;
    expect((await a.call("POST", `/bookings/${rahimBooking}/payments`, { paidAt: "2026-01-10", amount: 974_682, mode: "cash" })).status).toBe(201);
  });
  afterAll(() => a.t.close());
  beforeEach(() => {
    clock = new Date(clock.getTime() + 16 * 60_000);
  });

  const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    a.t.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost", "CF-Connecting-IP": `198.51.100.${++ip}`, ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const page = (path: string, cookie?: string) => a.t.request(path, { headers: cookie ? { Cookie: cookie } : {} });

  /** Signs in by the two forms, as a browser without JavaScript does; the buyer cookie. */
  async function signIn(email: string, lang: "" | "/bn" = ""): Promise<string> {
    const before = mail.sent.length;
    const sent = await form(`${lang}/my/sign-in`, { email });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${lang}/my?email=${encodeURIComponent(email)}`);
    await vi.waitFor(() => expect(mail.sent.length).toBe(before + 1));
    const code = /(?<![0-9০-৯])([0-9০-৯]{6})(?![0-9০-৯])/.exec(mail.sent.at(-1)!.text)![1]!;
    const verified = await form(`${lang}/my/verify`, { email, code });
    expect(verified.status).toBe(303);
    expect(verified.headers.get("location")).toBe(`${lang}/my`);
    return verified.headers.get("set-cookie")!.split(";")[0]!;
  }

  it("shows a visitor the sign-in, the code form after the e-mail's post, and the code's message", async () => {
    const html = await (await page("/my")).text();
    expect(html).toContain("Sign in to see your flat");
    expect(html).toMatch(/<form [^>]*action="\/my\/sign-in" method="post"/);
    // Any address gets the same answer: the code step, with the API's words.
    const res = await form("/my/sign-in", { email: "nobody@example.com" });
    expect(res.headers.get("location")).toBe("/my?email=nobody%40example.com");
    const step = await (await page(res.headers.get("location")!)).text();
    expect(step).toContain("If this address is on a booking, a 6-digit code is on its way to it. It works once, for 10 minutes.");
    expect(step).toMatch(/action="\/my\/verify"/);
    const wrong = await form("/my/verify", { email: "nobody@example.com", code: "123456" });
    expect(wrong.headers.get("location")).toBe("/my?email=nobody%40example.com&error=code");
    expect(await (await page(wrong.headers.get("location")!)).text()).toContain("That code is not right, or it has expired. Ask for a new code and try again.");
    expect((await form("/my/sign-in", { email: "not an address" })).headers.get("location")).toBe("/my?error=email");
    expect((await form("/my/verify", { email: "nobody@example.com", code: "12" })).headers.get("location")).toBe("/my?email=nobody%40example.com&error=format");
  });

  it("signs a buyer in by plain forms and shows only their own bookings, never cached nor indexed", async () => {
    const cookie = await signIn("rahim@example.com");
    const res = await page("/my", cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("vary")).toMatch(/Cookie/);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain("Project B1");
    expect(html).toContain(`href="/my/bookings/${rahimBooking}"`);
    expect(html).not.toContain(`/my/bookings/${karimBooking}"`);
    // A signed-out visitor's /my is no-store too: the sign-in is nobody's to keep.
    expect((await page("/my")).headers.get("cache-control")).toBe("private, no-store");
  });

  it("shows a booking's schedule, payments with their receipts and whom to call; another buyer's is a 404", async () => {
    const cookie = await signIn("rahim@example.com");
    const html = await (await page(`/my/bookings/${rahimBooking}`, cookie)).text();
    expect(html).toMatch(/data-line="0" data-state="paid"/);
    const receipt = /data-receipt="(R-\d{4}-\d{6})"/.exec(html)![1]!;
    expect(html).toContain(`href="/api/my/receipts/${receipt}.pdf?lang=en"`);
    expect(html).toContain(`href="/api/my/receipts/${receipt}.pdf?lang=bn"`);
    expect(html).toContain('href="tel:+8801700000000"');
    const other = await page(`/my/bookings/${karimBooking}`, cookie);
    expect(other.status).toBe(404);
    const missing = await other.text();
    expect(missing).toContain("Oops! Something went wrong.");
    expect(missing).not.toContain("Karim");
    expect((await page("/my/bookings/abc", cookie)).status).toBe(404);
  });

  it("is in Bengali under /bn, with Bengali digits", async () => {
    const cookie = await signIn("karim@example.com", "/bn");
    const html = await (await page(`/bn/my/bookings/${karimBooking}`, cookie)).text();
    expect(html).toContain('<html lang="bn"');
    expect(html).toContain("কিস্তির সূচি");
    expect(html).toMatch(/কিস্তি ১ \/ ৩০/);
    expect(html).toMatch(/[০-৯],[০-৯]{3} টাকা/);
  });

  it("signs out by a form post, and refuses a form from another site", async () => {
    const cookie = await signIn("rahim@example.com");
    expect((await form("/my/sign-out", {}, { Cookie: cookie, Origin: "https://evil.example" })).status).toBe(403);
    expect(await (await page("/my", cookie)).text()).toContain("Project B1");
    const out = await form("/my/sign-out", {}, { Cookie: cookie });
    expect(out.status).toBe(303);
    expect(await (await page("/my", cookie)).text()).toContain("Sign in to see your flat");
    expect((await form("/my/sign-in", { email: "rahim@example.com" }, { Origin: "https://evil.example" })).status).toBe(403);
  });

  it("never lets a buyer's session reach the dashboard or a staff route", async () => {
    const cookie = await signIn("rahim@example.com");
    // What the dashboard asks first (web/dashboard): signed out, so it shows the sign-in page.
    expect(await (await a.t.request("/api/auth/check-auth", { headers: { Cookie: cookie } })).json()).toEqual({ isAuthenticated: false });
    expect((await a.t.request("/api/bookings", { headers: { Cookie: cookie } })).status).toBe(401);
  });
});

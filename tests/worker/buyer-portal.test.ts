import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BUYER_CODE_SENT } from "../../worker/contract/buyer-portal";
import { declaredRoutes } from "../../worker/lib/openapi";
import { bookingsApp, type BookingsApp } from "../helpers/bookings";
import { recordingMailer, withSalesAddress } from "../helpers/mailer";

/**
 * Issue 46's buyer portal API (docs/product.md §11 "Buyer portal"): sign-in by an e-mailed code and a
 * buyer's own bookings, through the API on real libSQL. Each test asks from its own client addresses
 * and starts 16 minutes after the one before, past the 15-minute windows of the throttles; the clock
 * only moves forward (a throttle counts every event after its window's start).
 */
describe("buyer portal", () => {
  let a: BookingsApp;
  let clock = new Date("2026-03-01T06:00:00.000Z");
  const mail = recordingMailer();
  const karim = { name: "Karim Ahmed", phone: "01811223344", email: "Karim.Ahmed@Example.com", address: "Road 9, Uttara, Dhaka", nationalId: "AB1234567", language: "bn" };
  const rahimIds: number[] = [];
  const karimIds: number[] = [];
  let ipCounter = 0;

  beforeAll(async () => {
    a = await bookingsApp({ clock: () => clock, mailer: mail.mailer });
    await withSalesAddress(a.t);
    // Rahim (the helper's buyer) books flats 0 and 1; Karim flats 2 and 3.
    for (const i of [0, 1]) rahimIds.push((await a.json(await a.book(i))).id);
    for (const i of [2, 3]) karimIds.push((await a.json(await a.book(i, 0, "2026-01-10", { buyers: [karim] }))).id);
    // A payment on Rahim's first booking, so his detail has a receipt.
    const paid = await a.call("POST", `/bookings/${rahimIds[0]}/payments`, { paidAt: "2026-01-10", amount: 974_682, mode: "cash" });
    expect(paid.status).toBe(201);
  });
  afterAll(() => a.t.close());
  beforeEach(() => {
    clock = new Date(clock.getTime() + 16 * 60_000);
  });
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  const newIp = () => `203.0.113.${++ipCounter}`;
  const post = (path: string, body: unknown, ip: string, cookie?: string) =>
    a.t.request(`/api/my${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  const get = (path: string, cookie?: string) => a.t.request(`/api${path}`, { headers: cookie ? { Cookie: cookie } : {} });

  /** Asks for a code and returns it, from the e-mail the test mailer received. */
  async function codeFor(email: string, ip = newIp()): Promise<string> {
    const before = mail.sent.length;
    expect((await post("/sign-in", { email }, ip)).status).toBe(202);
    await vi.waitFor(() => expect(mail.sent.length).toBe(before + 1));
    // As written: Bengali digits in a Bengali e-mail, which verify takes as they are.
    return /(?<![0-9০-৯])([0-9০-৯]{6})(?![0-9০-৯])/.exec(mail.sent.at(-1)!.text)![1]!;
  }
  /** Signs in with a fresh code; the buyer session's Cookie header value. */
  async function signIn(email: string): Promise<string> {
    const ip = newIp();
    const res = await post("/verify", { email, code: await codeFor(email, ip) }, ip);
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    expect(cookie).toMatch(/^buyer-session=/);
    return cookie;
  }

  it("answers the same for a buyer's address and any other, and mails only the buyer, in their language", async () => {
    const ip = newIp();
    const before = mail.sent.length;
    const stranger = await post("/sign-in", { email: "nobody@example.com" }, ip);
    const buyer = await post("/sign-in", { email: "RAHIM@example.com " }, ip);
    expect([stranger.status, buyer.status]).toEqual([202, 202]);
    expect(await stranger.json()).toEqual(await buyer.json());
    expect(await (await post("/sign-in", { email: "nobody2@example.com" }, ip)).json()).toEqual({ sent: true, message: BUYER_CODE_SENT });
    await vi.waitFor(() => expect(mail.sent.length).toBe(before + 1));
    expect(mail.sent.at(-1)).toMatchObject({ to: "rahim@example.com", subject: "UDAY: your sign-in code", from: "sales@uday.example" });

    // Karim's bookings say Bengali: his code comes in Bengali.
    await codeFor("karim.ahmed@example.com");
    expect(mail.sent.at(-1)!.subject).toBe("UDAY: আপনার সাইন-ইন কোড");
    expect(mail.sent.at(-1)!.to).toBe("karim.ahmed@example.com");
    expect(mail.sent.at(-1)!.text).toMatch(/কোড [০-৯]{6}।/);
  });

  it("refuses a malformed address or code with a clear 422", async () => {
    const ip = newIp();
    expect((await post("/sign-in", { email: "not-an-address" }, ip)).status).toBe(422);
    const res = await post("/verify", { email: "rahim@example.com", code: "12ab" }, ip);
    expect(res.status).toBe(422);
    expect((await res.json()).error.issues.code).toEqual(["Enter the 6-digit code"]);
  });

  it("lists only the buyer's own bookings, with their figures and no staff-only field", async () => {
    const rahim = await signIn("rahim@example.com");
    const list = await a.json(await get("/my/bookings", rahim));
    expect(list.map((b: any) => b.id).sort()).toEqual([...rahimIds].sort());
    expect(list[0]).toEqual(
      expect.objectContaining({ project: { uniId: "PRJ-B1", name: "Project B1", nameBn: "" }, status: "active", planName: "Monthly", asOf: "2026-03-01" }),
    );
    const first = list.find((b: any) => b.id === rahimIds[0]);
    expect(first).toMatchObject({ paid: 974_682, price: 9_746_819, outstanding: 9_746_819 - 974_682 });
    expect(first.overdue).toBeGreaterThan(0);
    expect(first.nextDue).toMatchObject({ dueDate: "2026-03-10" });

    const karim = await signIn("karim.ahmed@example.com");
    expect((await a.json(await get("/my/bookings", karim))).map((b: any) => b.id).sort()).toEqual([...karimIds].sort());
    for (const key of ["leadId", "buyer", "buyerPhone", "createdBy", "nationalId", "unitId"]) expect(Object.keys(first)).not.toContain(key);
  });

  it("shows one booking's schedule, payments with receipt numbers and whom to call, and nothing staff-only", async () => {
    const rahim = await signIn("rahim@example.com");
    const res = await get(`/my/bookings/${rahimIds[0]}`, rahim);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const text = await res.text();
    const booking = JSON.parse(text);
    expect(booking.schedule).toHaveLength(33);
    expect(booking.schedule[0]).toMatchObject({ kind: "booking", state: "paid", paid: 974_682, waived: false });
    expect(booking.schedule[1]).toMatchObject({ kind: "down-payment", state: "overdue" });
    expect(booking.payments).toHaveLength(1);
    expect(booking.payments[0]).toMatchObject({ amount: 974_682, mode: "cash", kind: "payment" });
    expect(booking.payments[0].receiptNo).toMatch(/\S/);
    expect(booking.buyers).toEqual([{ name: "Rahim Uddin" }]);
    expect(booking.contactPhone).toBe("+8801700000000");
    for (const hidden of ["1990123456789", "*****", "nationalId", "leadId", "createdBy", "note", "cancelReason", "delayPolicy"]) expect(text).not.toContain(hidden);
  });

  it("answers 404, never 403, for every booking that is not the buyer's, and for ids that are nobody's", async () => {
    const rahim = await signIn("rahim@example.com");
    const karim = await signIn("karim.ahmed@example.com");
    for (const id of karimIds) {
      const res = await get(`/my/bookings/${id}`, rahim);
      expect(res.status, `Rahim reading Karim's booking ${id}`).toBe(404);
      expect(await res.json()).toEqual({ error: { message: "Booking not found." } });
    }
    for (const id of rahimIds) expect((await get(`/my/bookings/${id}`, karim)).status).toBe(404);
    for (const id of ["999999", "0", "-1", "abc", "1.5"]) expect((await get(`/my/bookings/${id}`, rahim)).status).toBe(404);
    // Each reads their own.
    expect((await get(`/my/bookings/${karimIds[0]}`, karim)).status).toBe(200);
  });

  it("refuses a buyer's cookie on every staff route, even under the staff cookie's name", async () => {
    const buyer = await signIn("rahim@example.com");
    const asStaffCookie = buyer.replace(/^buyer-session=/, "session=");
    const staffRoutes = declaredRoutes(a.t.app.routes.filter((r) => r.path.startsWith("/api/"))).filter((r) => r.access !== "public" && r.access !== "buyer");
    expect(staffRoutes.length).toBeGreaterThan(50);
    for (const route of staffRoutes) {
      for (const cookie of [buyer, asStaffCookie]) {
        const res = await a.t.request(route.path.replace(/\{\w+\}/g, `${rahimIds[0]}`), { method: route.method.toUpperCase(), headers: { Cookie: cookie } });
        expect([401, 403], `${route.method.toUpperCase()} ${route.path}`).toContain(res.status);
      }
    }
    expect(await a.json(await get("/auth/check-auth", buyer))).toEqual({ isAuthenticated: false });
  });

  it("refuses a staff session on the buyer routes", async () => {
    for (const who of ["Manager", "Admin", "Super-Admin", "Accountant"]) {
      const cookie = a.cookie[who]!;
      expect((await get("/my/bookings", cookie)).status).toBe(401);
      expect((await get(`/my/bookings/${rahimIds[0]}`, cookie)).status).toBe(401);
      // Nor under the buyer cookie's name.
      expect((await get("/my/bookings", cookie.replace(/^session=/, "buyer-session="))).status).toBe(401);
    }
    expect((await get("/my/bookings")).status).toBe(401);
  });

  it("signs in with the code once; the same code never again", async () => {
    const ip = newIp();
    const code = await codeFor("rahim@example.com", ip);
    const first = await post("/verify", { email: "Rahim@Example.com", code }, ip);
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toMatch(/^buyer-session=[^;]+;.*HttpOnly/);
    const again = await post("/verify", { email: "rahim@example.com", code }, ip);
    expect(again.status).toBe(401);
    expect((await again.json()).error.message).toBe("That code is not right, or it has expired. Ask for a new code and try again.");
  });

  it("lets a code lapse after 10 minutes", async () => {
    const ip = newIp();
    const code = await codeFor("rahim@example.com", ip);
    later(10 * 60_000 + 1000);
    expect((await post("/verify", { email: "rahim@example.com", code }, ip)).status).toBe(401);
    // Within its 10 minutes, a code works.
    const fresh = await codeFor("rahim@example.com", ip);
    later(9 * 60_000);
    expect((await post("/verify", { email: "rahim@example.com", code: fresh }, ip)).status).toBe(200);
  });

  it("voids a code after 5 wrong tries, even the right one after them", async () => {
    const ip = newIp();
    const code = await codeFor("rahim@example.com", ip);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i++) expect((await post("/verify", { email: "rahim@example.com", code: wrong }, ip)).status).toBe(401);
    expect((await post("/verify", { email: "rahim@example.com", code }, ip)).status).toBe(401);
  });

  it("sends at most 3 codes per address in 15 minutes, a buyer's or not, whatever the client address", async () => {
    const before = mail.sent.length;
    for (const email of ["rahim@example.com", "stranger@example.com"]) {
      for (let i = 0; i < 3; i++) expect((await post("/sign-in", { email }, newIp())).status).toBe(202);
      const refused = await post("/sign-in", { email: email.toUpperCase() }, newIp());
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    }
    await vi.waitFor(() => expect(mail.sent.length).toBe(before + 3));
    // 15 minutes on, the address may ask again.
    later(15 * 60_000 + 1000);
    expect((await post("/sign-in", { email: "stranger@example.com" }, newIp())).status).toBe(202);
  });

  it("caps the requests of one client address across addresses, for codes and for tries", async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await post("/sign-in", { email: `someone${i}@example.com` }, ip)).status).toBe(202);
    expect((await post("/sign-in", { email: "someone-else@example.com" }, ip)).status).toBe(429);
    expect((await post("/sign-in", { email: "someone-else@example.com" }, newIp())).status).toBe(202);

    const guesser = newIp();
    for (let i = 0; i < 20; i++) expect((await post("/verify", { email: `someone${i}@example.com`, code: "123456" }, guesser)).status).toBe(401);
    expect((await post("/verify", { email: "someone-else@example.com", code: "123456" }, guesser)).status).toBe(429);
  });

  it("states the buyer routes in the OpenAPI document: their own cookie, and sign-in's 202", async () => {
    const doc = await a.json(await get("/openapi.json"));
    expect(doc.components.securitySchemes.buyerSession).toMatchObject({ type: "apiKey", in: "cookie", name: "__Host-buyer-session" });
    expect(doc.paths["/api/my/bookings"].get.security).toEqual([{ buyerSession: [] }]);
    expect(doc.paths["/api/my/bookings/{id}"].get.responses).toHaveProperty("404");
    expect(doc.paths["/api/my/sign-in"].post.responses).toHaveProperty("202");
    expect(doc.paths["/api/my/verify"].post.security).toEqual([]);
  });

  it("ends the session on sign-out, and by itself after 7 days", async () => {
    const cookie = await signIn("karim.ahmed@example.com");
    const out = await post("/sign-out", {}, newIp(), cookie);
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^buyer-session=;/);
    expect((await get("/my/bookings", cookie)).status).toBe(401);

    later(16 * 60_000);
    const kept = await signIn("karim.ahmed@example.com");
    later(7 * 86_400_000 - 60_000);
    expect((await get("/my/bookings", kept)).status).toBe(200);
    later(61_000);
    expect((await get("/my/bookings", kept)).status).toBe(401);
  });
});

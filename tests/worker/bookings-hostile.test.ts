import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity, bookings, payments, scheduleLines } from "../../worker/db/schema/index";
import { bookingsApp, type BookingsApp } from "../helpers/bookings";

/** Issue 46: hostile and malformed input to the bookings and payments calls gets a clear 4xx and writes nothing. */
describe("bookings and payments against bad input", () => {
  let a: BookingsApp;
  let booking: any;
  beforeAll(async () => {
    a = await bookingsApp({ clock: () => new Date("2026-03-01T06:00:00.000Z"), flats: 2 });
    booking = await a.json(await a.book(0, 0));
  });
  afterAll(() => a.t.close());
  const counts = async () => [
    (await a.t.db.select().from(bookings)).length,
    (await a.t.db.select().from(payments)).length,
    (await a.t.db.select().from(activity)).length,
    JSON.stringify(await a.t.db.select().from(scheduleLines)),
  ];

  it("refuses malformed bodies with 4xx and leaves every table as it was", async () => {
    const before = await counts();
    const line = booking.schedule[3].id;
    const cases: [string, string, unknown, number][] = [
      ["POST", `/units/${a.flats[1]!.id}/bookings`, { buyers: Array(7).fill(a.buyer), planId: a.plans[0]!.id, bookedAt: "2026-01-10" }, 422],
      ["POST", `/units/${a.flats[1]!.id}/bookings`, { buyers: [{ ...a.buyer, name: "x".repeat(121) }], planId: a.plans[0]!.id, bookedAt: "2026-01-10" }, 422],
      ["POST", `/units/${a.flats[1]!.id}/bookings`, { buyers: [{ ...a.buyer, email: "not-an-address" }], planId: a.plans[0]!.id, bookedAt: "2026-01-10" }, 422],
      ["POST", `/units/${a.flats[1]!.id}/bookings`, { buyers: [a.buyer], planId: "1", bookedAt: "2026-01-10" }, 422],
      ["POST", `/units/${a.flats[1]!.id}/bookings`, { buyers: [a.buyer], planId: a.plans[0]!.id, bookedAt: "10/01/2026" }, 422],
      ["POST", `/units/${a.flats[1]!.id}/bookings`, { buyers: [a.buyer], planId: a.plans[0]!.id, bookedAt: "2026-01-10", discount: -5 }, 422],
      ["POST", `/bookings/${booking.id}/payments`, { paidAt: "2026-02-01", amount: "1000", mode: "cash" }, 422],
      ["POST", `/bookings/${booking.id}/payments`, { paidAt: "2026-02-01", amount: -1000, mode: "cash" }, 422],
      ["POST", `/bookings/${booking.id}/payments`, { paidAt: "2026-02-01", amount: 1e12, mode: "cash" }, 422],
      ["POST", `/bookings/${booking.id}/payments`, { paidAt: "2026-02-01", amount: 1000, mode: "cash", receiptNo: "R-2026-000001" }, 422],
      ["POST", `/bookings/${booking.id}/payments`, [], 422],
      ["PATCH", `/bookings/${booking.id}/schedule/${line}`, { amount: 1, reason: "" }, 422],
      ["PATCH", `/bookings/${booking.id}/schedule/${line}`, { amount: 1.5, reason: "x" }, 422],
      ["PATCH", `/bookings/${booking.id}/schedule/${line}`, { dueDate: "2025-01-01", reason: "x" }, 422],
      ["PATCH", `/bookings/${booking.id}/schedule/${line}`, { amount: booking.price, reason: "x" }, 422],
      ["PATCH", `/bookings/${booking.id}/schedule/abc`, { amount: 1, reason: "x" }, 404],
      ["POST", `/bookings/${booking.id}/cancel`, { reason: "x", refund: { amount: 5, paidAt: "2026-02-01", mode: "cash" } }, 422],
      ["POST", `/bookings/${booking.id}/cancel`, {}, 422],
      ["PUT", "/projects/PRJ-B1/delay-policy", { percentPerMonth: 2.555, graceDays: 5 }, 422],
      ["PUT", "/projects/PRJ-B1/delay-policy", { percentPerMonth: 2, graceDays: 91 }, 422],
      ["PUT", "/projects/NOPE/delay-policy", { percentPerMonth: 2, graceDays: 5 }, 404],
      ["POST", "/bookings/1e3/payments", { paidAt: "2026-02-01", amount: 1, mode: "cash" }, 404],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await a.call(method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      expect((await a.json(res)).error.message).toBeTruthy();
    }
    const notJson = await a.t.request(`/api/bookings/${booking.id}/payments`, { method: "POST", headers: { Cookie: a.cookie.Manager! }, body: "amount=5" });
    expect(notJson.status).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it("searches with LIKE wildcards and quotes as plain text", async () => {
    for (const q of ["%", "_", "' or 1=1 --", "\\"]) {
      const res = await a.call("GET", `/bookings?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(await a.json(res)).toEqual([]);
    }
    expect((await a.call("GET", `/bookings?q=${"x".repeat(101)}`)).status).toBe(422);
    expect((await a.call("GET", "/bookings?page=0")).status).toBe(422);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity, units } from "../../worker/db/schema/index";
import { bookingsApp, type BookingsApp } from "../helpers/bookings";

/** Issue 46: bookings, their schedules, adjustments and cancellation, through the API on real libSQL (docs/product.md §11). */
describe("bookings", () => {
  let a: BookingsApp;
  let clock = new Date("2026-03-01T06:00:00.000Z");
  beforeAll(async () => {
    a = await bookingsApp({ clock: () => clock });
  });
  afterAll(() => a.t.close());
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

  it("books a flat at the current price, its schedule adding up to the price to the taka, for every plan shape", async () => {
    // Flat 0 is 1A, 1234 sft: 1234 × 7777 + 150,001 = 9,746,819.
    const monthly = await a.json(await a.book(0, 0));
    expect(monthly).toMatchObject({ status: "active", listPrice: 9_746_819, price: 9_746_819, discount: 0, planName: "Monthly", buyer: "Rahim Uddin", buyerPhone: "+8801711223344" });
    expect(monthly.schedule).toHaveLength(33);
    expect(sum(monthly.schedule.map((l: any) => l.amount))).toBe(9_746_819);
    expect(monthly.schedule[0]).toMatchObject({ kind: "booking", dueDate: "2026-01-10", amount: 974_682 });
    expect(monthly.schedule[1]).toMatchObject({ kind: "down-payment", dueDate: "2026-02-10", amount: 1_949_364 });
    expect(monthly.schedule[2]).toMatchObject({ kind: "installment", label: "Instalment 1 of 30", dueDate: "2026-03-10" });
    expect(monthly.schedule.at(-1)).toMatchObject({ kind: "handover", dueDate: "2028-09-10", amount: 974_682 });
    expect(new Set(monthly.schedule.slice(2, 32).map((l: any) => l.amount)).size).toBeLessThanOrEqual(2);

    // No instalments: the one-time discount (5%) comes off, and a staff discount in taka too.
    const atOnce = await a.json(await a.book(1, 1, "2026-01-31", { discount: 1_001 }));
    expect(atOnce.listPrice).toBe(1000 * 7777 + 150_001);
    expect(atOnce.price).toBe(7_927_001 - Math.floor((7_927_001 * 500 + 5000) / 10000) - 1_001);
    expect(atOnce.schedule.map((l: any) => [l.kind, l.dueDate])).toEqual([["booking", "2026-01-31"], ["down-payment", "2026-02-28"], ["handover", "2026-03-28"]]);
    expect(sum(atOnce.schedule.map((l: any) => l.amount))).toBe(atOnce.price);

    // Odd percentages, every two months.
    const odd = await a.json(await a.book(2, 2, "2025-12-31"));
    expect(odd.schedule.map((l: any) => l.kind)).toEqual(["booking", "down-payment", ...Array(7).fill("installment"), "handover"]);
    expect(odd.schedule.map((l: any) => l.dueDate).slice(1, 4)).toEqual(["2026-01-31", "2026-03-31", "2026-05-31"]);
    expect(sum(odd.schedule.map((l: any) => l.amount))).toBe(odd.price);
    for (const l of odd.schedule) expect(Number.isInteger(l.amount) && l.amount > 0).toBe(true);

    const [flat] = await a.t.db.select().from(units).where(eq(units.id, a.flats[0]!.id));
    expect(flat!.status).toBe("booked");
    expect((await a.t.db.select().from(activity).where(eq(activity.resource, "bookings"))).map((r) => r.label)).toContain("PRJ-B1 1A: Rahim Uddin, Tk 9,746,819, Monthly");
  });

  it("refuses a flat that is not available, a plan of another project and bad buyers, writing nothing", async () => {
    const before = (await a.json(await a.call("GET", "/bookings"))).length;
    expect((await a.book(0, 0)).status).toBe(409);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ planId: 999 }, /not one of the project's plans/],
      [{ buyers: [] }, /at least one buyer/],
      [{ buyers: [{ ...a.buyer, phone: "12" }] }, /valid phone number/],
      [{ buyers: [{ ...a.buyer, nationalId: "12 34" }] }, /letters and digits/],
      [{ bookedAt: "2026-02-30" }, /real date/],
      [{ bookedAt: "2027-01-01" }, /cannot be in the future/],
      [{ discount: 99_999_999 }, /leaves nothing to pay/],
      [{ leadId: 4242 }, /lead is not there/],
      [{ secret: 1 }, /Unknown field: secret/],
    ];
    for (const [extra, message] of cases) {
      const res = await a.call("POST", `/units/${a.flats[3]!.id}/bookings`, { buyers: [a.buyer], planId: a.plans[0]!.id, bookedAt: "2026-01-10", ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect((await a.json(res)).error.message).toMatch(message);
    }
    expect((await a.call("POST", "/units/999999/bookings", { buyers: [a.buyer], planId: a.plans[0]!.id, bookedAt: "2026-01-10" })).status).toBe(404);
    expect((await a.json(await a.call("GET", "/bookings"))).length).toBe(before);
    const [flat] = await a.t.db.select().from(units).where(eq(units.id, a.flats[3]!.id));
    expect(flat!.status).toBe("available");
  });

  it("books a flat once when two staff book it at the same moment", async () => {
    const results = await Promise.all([a.book(4, 0), a.book(4, 1)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("shows NID and passport numbers in full only to Admins", async () => {
    const [row] = await a.json(await a.call("GET", "/bookings?q=1A"));
    const asManager = await a.json(await a.call("GET", `/bookings/${row.id}`));
    expect(asManager.buyers[0].nationalId).toBe("••••••••••789");
    const asAdmin = await a.json(await a.call("GET", `/bookings/${row.id}`, undefined, "Admin"));
    expect(asAdmin.buyers[0].nationalId).toBe("1990123456789");
  });

  it("adjusts a line with a reason, moving the difference to the last line, logged", async () => {
    const [row] = await a.json(await a.call("GET", "/bookings?q=1A"));
    const before = await a.json(await a.call("GET", `/bookings/${row.id}`));
    const line = before.schedule[5];
    const last = before.schedule.at(-1);
    expect((await a.call("PATCH", `/bookings/${row.id}/schedule/${line.id}`, { amount: line.amount + 1000 })).status).toBe(422);
    const res = await a.call("PATCH", `/bookings/${row.id}/schedule/${line.id}`, { amount: line.amount + 1000, dueDate: "2026-08-01", reason: "Buyer asked to pay more in August" });
    expect(res.status).toBe(200);
    const after = await a.json(res);
    expect(after.schedule[5]).toMatchObject({ amount: line.amount + 1000, dueDate: "2026-08-01" });
    expect(after.schedule.at(-1).amount).toBe(last.amount - 1000);
    expect(sum(after.schedule.map((l: any) => l.amount))).toBe(before.price);
    expect((await a.call("PATCH", `/bookings/${row.id}/schedule/${last.id}`, { amount: 5, reason: "x" })).status).toBe(422);
    expect((await a.call("PATCH", `/bookings/${row.id}/schedule/999999`, { amount: 5, reason: "x" })).status).toBe(404);
    const labels = (await a.t.db.select().from(activity).where(eq(activity.resource, "bookings"))).map((r) => r.label);
    expect(labels.some((l) => /Instalment 4 of 30 due .* to 2026-08-01, .*reason: Buyer asked to pay more in August/.test(l ?? ""))).toBe(true);
  });

  it("cancels a booking: the flat is available again, a refund is a negative payment, a second cancel is 409", async () => {
    const [row] = await a.json(await a.call("GET", "/bookings?q=1B"));
    await a.call("POST", `/bookings/${row.id}/payments`, { paidAt: "2026-01-31", amount: 500_000, mode: "cash" });
    expect((await a.call("POST", `/bookings/${row.id}/cancel`, { reason: "Buyer withdrew", refund: { amount: 500_001, paidAt: "2026-02-20", mode: "cheque" } })).status).toBe(422);
    const [first, second] = await Promise.all([
      a.call("POST", `/bookings/${row.id}/cancel`, { reason: "Buyer withdrew", refund: { amount: 450_000, paidAt: "2026-02-20", mode: "cheque", reference: "CHQ 77" } }),
      a.call("POST", `/bookings/${row.id}/cancel`, { reason: "Buyer withdrew" }),
    ]);
    expect([first.status, second.status].sort(), JSON.stringify([await first.clone().text(), await second.clone().text()])).toEqual([200, 409]);
    const cancelled = await a.json(await a.call("GET", `/bookings/${row.id}`));
    expect(cancelled).toMatchObject({ status: "cancelled", cancelReason: "Buyer withdrew", paid: 50_000, overdue: 0, delayCharge: 0 });
    expect(cancelled.schedule.map((l: any) => l.state)).toEqual(["cancelled", "cancelled", "cancelled"]);
    expect(cancelled).toMatchObject({ outstanding: 0, nextDue: null });
    expect(cancelled.payments[0]).toMatchObject({ kind: "refund", amount: -450_000, mode: "cheque", reference: "CHQ 77" });
    expect((await a.call("POST", `/bookings/${row.id}/cancel`, { reason: "again" })).status).toBe(409);
    expect((await a.call("POST", `/bookings/${row.id}/payments`, { paidAt: "2026-02-01", amount: 5, mode: "cash" })).status).toBe(409);
    const [flat] = await a.t.db.select().from(units).where(eq(units.id, a.flats[1]!.id));
    expect(flat!.status).toBe("available");
    // The flat can be booked again.
    expect((await a.book(1, 0, "2026-02-25")).status).toBe(201);
  });

  it("lists bookings by project, search and overdue money", async () => {
    clock = new Date("2026-03-01T06:00:00.000Z");
    const all = await a.json(await a.call("GET", "/bookings"));
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(await a.json(await a.call("GET", "/bookings?project=NOPE"))).toEqual([]);
    expect((await a.json(await a.call("GET", "/bookings?q=rahim@example"))).length).toBe(all.length);
    const overdue = await a.json(await a.call("GET", "/bookings?overdue=1"));
    expect(overdue.length).toBeGreaterThan(0);
    for (const b of overdue) expect(b.overdue).toBeGreaterThan(0);
    const page = await a.json(await a.call("GET", "/bookings?page=1&pageSize=2"));
    expect(page).toMatchObject({ total: all.length, page: 1, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect((await a.call("GET", "/bookings?overdue=maybe")).status).toBe(422);
  });

  it("finds a booking by a payment's receipt number", async () => {
    const [row] = await a.json(await a.call("GET", "/bookings?q=1A"));
    const paid = await a.json(await a.call("POST", `/bookings/${row.id}/payments`, { paidAt: "2026-02-01", amount: 1_000, mode: "cash" }));
    const found = await a.json(await a.call("GET", `/bookings?q=${paid.receiptNo}`));
    expect(found.map((b: any) => b.id)).toEqual([row.id]);
    expect(await a.json(await a.call("GET", "/bookings?q=R-1999-"))).toEqual([]);
  });
});

describe("a booked flat", () => {
  it("becomes available again only by cancelling its booking", async () => {
    const a = await bookingsApp({ clock: () => new Date("2026-03-01T06:00:00.000Z"), flats: 1 });
    const booking = await a.json(await a.book(0, 0));
    const res = await a.call("PATCH", `/units/${a.flats[0]!.id}`, { status: "available" });
    expect(res.status).toBe(409);
    expect((await a.json(res)).error.message).toBe("This flat has a booking: cancel the booking to make it available.");
    expect((await a.call("POST", `/bookings/${booking.id}/cancel`, { reason: "Buyer withdrew" })).status).toBe(200);
    expect((await a.call("POST", `/units/${a.flats[0]!.id}/hold`, { until: "2026-03-05T00:00:00.000Z" })).status).toBe(200);
    await a.t.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../worker/contract/bookings";
import { signedIn } from "../helpers/auth";
import { bookingsApp, type BookingsApp } from "../helpers/bookings";

/**
 * Issue 46 item 5: collections in Reports → Sales (rep006), through the API on real libSQL with the test
 * clock (docs/product.md §11, docs/decisions.md "Collections").
 */
const report = (a: BookingsApp, query = "", who = "Admin") => a.call("GET", `/reports/sales/collections${query}`, undefined, who);
const AGES = ["0-30", "31-60", "61-90", "over-90"] as const;

describe("collections: overdue by age", () => {
  let a: BookingsApp;
  let clock = new Date("2026-01-01T06:00:00.000Z");
  beforeAll(async () => {
    a = await bookingsApp({ clock: () => clock });
  });
  afterAll(() => a.t.close());
  /** A session ends after its days: sign in again at the new time. */
  const moveClock = async (at: string) => {
    clock = new Date(at);
    for (const d of ["Admin", "Manager"]) a.cookie[d] = (await signedIn(a.t, d)).cookie;
  };

  it("puts each overdue line in the bucket of its days since due: 30 in 0–30, 31 in 31–60, 91 over 90; due today in none", async () => {
    // Paid at once: booking money on Jan 1, down payment Feb 1 (day 31), handover Mar 1 (day 59).
    const booking = await a.json(await a.book(0, 1, "2026-01-01"));
    const [money, down, handover] = booking.schedule.map((l: { amount: number }) => l.amount) as [number, number, number];
    const none = { "0-30": 0, "31-60": 0, "61-90": 0, "over-90": 0 };
    const expected: [number, Record<(typeof AGES)[number], number>][] = [
      [0, none],
      [30, { ...none, "0-30": money }],
      [31, { ...none, "31-60": money }], // the down payment falls due that day: due, not overdue
      [60, { ...none, "0-30": down + handover, "31-60": money }],
      [61, { ...none, "0-30": down + handover, "61-90": money }],
      [90, { ...none, "31-60": down + handover, "61-90": money }],
      [91, { ...none, "31-60": down + handover, "over-90": money }],
    ];
    for (const [days, byAge] of expected) {
      await moveClock(`${addDays("2026-01-01", days)}T06:00:00.000Z`);
      const body = await a.json(await report(a, "?month=2026-01"));
      expect(body.total.byAge, `${days} days`).toEqual(byAge);
      expect(body.rows[0].byAge).toEqual(byAge);
      // The buckets add up to the overdue total exactly, and it is the booking's own overdue that day.
      expect(body.total.overdue).toBe(AGES.reduce((s, k) => s + byAge[k], 0));
      expect(body.total.overdue).toBe((await a.json(await a.call("GET", `/bookings/${booking.id}`))).overdue);
    }
  });

  it("keeps a part-paid line's unpaid part, to the taka, in its bucket", async () => {
    await moveClock("2026-04-10T06:00:00.000Z");
    const before = (await a.json(await report(a))).total;
    const [row] = await a.json(await a.call("GET", "/bookings"));
    expect((await a.call("POST", `/bookings/${row.id}/payments`, { paidAt: "2026-04-10", amount: 1_234_567, mode: "cash" })).status).toBe(201);
    const after = await a.json(await report(a));
    expect(after.month).toBe("2026-04");
    expect(after.total.overdue).toBe(before.overdue - 1_234_567);
    expect(AGES.reduce((s, k) => s + after.total.byAge[k], 0)).toBe(after.total.overdue);
  });
});

describe("collections: due, collected, reversals, refunds and cancellations in a month", () => {
  let a: BookingsApp;
  const clock = new Date("2026-03-20T06:00:00.000Z");
  const pay = async (id: number, amount: number, paidAt: string) => {
    const res = await a.call("POST", `/bookings/${id}/payments`, { paidAt, amount, mode: "cash" });
    expect(res.status).toBe(201);
    return a.json(res);
  };
  let first: any;
  let second: any;
  let refund = 0;
  beforeAll(async () => {
    a = await bookingsApp({ clock: () => clock });
    // First: booked Feb 10, paid at once: Feb 10, Mar 10, Apr 10.
    first = await a.json(await a.book(0, 1, "2026-02-10"));
    await pay(first.id, first.schedule[0].amount, "2026-02-12");
    await pay(first.id, 1_000_000, "2026-03-05");
    const wrong = await pay(first.id, 500_000, "2026-03-06");
    expect((await a.call("POST", `/payments/${wrong.id}/reverse`, { reason: "Cheque bounced" })).status).toBe(201);
    // Second: booked Mar 1, 300,000 paid, then cancelled on Mar 20 with 200,000 refunded on Mar 15.
    second = await a.json(await a.book(1, 1, "2026-03-01"));
    await pay(second.id, 300_000, "2026-03-02");
    refund = 200_000;
    expect((await a.call("POST", `/bookings/${second.id}/cancel`, { reason: "Buyer withdrew", refund: { amount: refund, paidAt: "2026-03-15", mode: "cash" } })).status).toBe(200);
  });
  afterAll(() => a.t.close());

  it("counts what falls due in the month on active bookings and what was collected, net of reversals and refunds", async () => {
    const march = await a.json(await report(a));
    expect(march).toMatchObject({ month: "2026-03", today: "2026-03-20" });
    expect(march.rows).toHaveLength(1);
    expect(march.rows[0]).toMatchObject({ uniId: "PRJ-B1", name: "Project B1" });
    // The second booking's March line is not due: it is cancelled. The reversal undoes its payment in March.
    expect(march.total).toMatchObject({ due: first.schedule[1].amount, collected: 1_000_000 + 300_000 - refund, cancellations: 1, refunded: refund });
    // Overdue today: the first's down payment (due Mar 10) less the 1,000,000 paid on it, 10 days old.
    const overdue = first.schedule[1].amount - 1_000_000;
    expect(march.total).toMatchObject({ overdue, byAge: { "0-30": overdue, "31-60": 0, "61-90": 0, "over-90": 0 } });
    expect(march.rows[0]).toMatchObject(march.total);

    const february = await a.json(await report(a, "?month=2026-02"));
    expect(february.total).toMatchObject({ due: first.schedule[0].amount, collected: first.schedule[0].amount, cancellations: 0, refunded: 0, overdue });
    const april = await a.json(await report(a, "?month=2026-04"));
    expect(april.total).toMatchObject({ due: first.schedule[2].amount, collected: 0, cancellations: 0 });
  });

  it("adds up every month's collections to what the bookings hold, net", async () => {
    const months = await Promise.all(["2026-01", "2026-02", "2026-03", "2026-04"].map(async (m) => (await a.json(await report(a, `?month=${m}`))).total.collected));
    const held = (await a.json(await a.call("GET", "/bookings"))).reduce((s: number, b: { paid: number }) => s + b.paid, 0);
    expect(months.reduce((s, m) => s + m, 0)).toBe(held);
  });

  it("answers the same figures as CSV, a line per project and the total", async () => {
    const res = await report(a, "?month=2026-03&format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="collections-2026-03.csv"');
    const overdue = first.schedule[1].amount - 1_000_000;
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toBe(
      "Project,Name,Due this month (Tk),Collected this month (Tk),Overdue (Tk),Overdue 0–30 days (Tk),Overdue 31–60 days (Tk),Overdue 61–90 days (Tk),Overdue Over 90 days (Tk),Cancellations,Refunded (Tk)",
    );
    expect(lines[1]).toBe(`PRJ-B1,Project B1,${first.schedule[1].amount},1100000,${overdue},${overdue},0,0,0,1,200000`);
    expect(lines[2]).toBe(`Total,,${first.schedule[1].amount},1100000,${overdue},${overdue},0,0,0,1,200000`);
    expect(lines).toHaveLength(4);
  });

  it("refuses a month that is not one, and anyone without Reports", async () => {
    for (const bad of ["2026-13", "2026-3", "March", "2026-03-01"]) {
      const res = await report(a, `?month=${bad}`);
      expect(res.status, bad).toBe(422);
      expect((await a.json(res)).error.message).toBe("month must be a month (YYYY-MM)");
    }
    expect((await report(a, "", "Manager")).status).toBe(403);
    expect((await report(a, "", null)).status).toBe(401);
    expect((await report(a, "?format=csv", "Manager")).status).toBe(403);
    expect((await report(a, "", "Super-Admin")).status).toBe(200);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity, outbox, payments } from "../../worker/db/schema/index";
import { queueReminders } from "../../worker/lib/booking-reminders";
import { deliverAlerts } from "../../worker/lib/outbox";
import { bookingsApp, type BookingsApp } from "../helpers/bookings";

/** Issue 46: payments, receipts, reversals, delay charges and reminders, through the API on real libSQL (docs/product.md §11). */
describe("payments and dues", () => {
  let a: BookingsApp;
  let clock = new Date("2026-03-01T06:00:00.000Z");
  const sent: { to: string; subject: string; text: string }[] = [];
  beforeAll(async () => {
    a = await bookingsApp({ clock: () => clock, mailer: { send: async (m) => void sent.push(m) } });
  });
  afterAll(() => a.t.close());
  const pay = (id: number, amount: number, paidAt: string, mode = "cash") => a.call("POST", `/bookings/${id}/payments`, { paidAt, amount, mode });
  const detail = async (id: number, query = "") => a.json(await a.call("GET", `/bookings/${id}${query}`));

  it("allocates a payment to the oldest due lines first and refuses more than is left", async () => {
    const booking = await a.json(await a.book(0, 1, "2026-01-01"));
    const [first, second] = booking.schedule;
    const res = await pay(booking.id, first.amount + 46_935, "2026-01-02", "bank-transfer");
    expect(res.status).toBe(201);
    const payment = await a.json(res);
    expect(payment).toMatchObject({ kind: "payment", amount: first.amount + 46_935, mode: "bank-transfer", receiptNo: expect.stringMatching(/^R-2026-\d{6}$/) });
    expect(payment.allocations).toEqual([{ lineId: first.id, amount: first.amount }, { lineId: second.id, amount: 46_935 }]);
    const after = await detail(booking.id);
    expect(after.schedule.slice(0, 2).map((l: any) => [l.paid, l.due, l.state])).toEqual([[first.amount, 0, "paid"], [46_935, second.amount - 46_935, "overdue"]]);
    expect(after).toMatchObject({ paid: first.amount + 46_935, outstanding: booking.price - first.amount - 46_935 });
    const tooMuch = await pay(booking.id, after.outstanding + 1, "2026-01-03");
    expect(tooMuch.status).toBe(422);
    expect((await a.json(tooMuch)).error.message).toMatch(/more than is left to pay/);
    for (const bad of [{ amount: 0 }, { amount: 10.5 }, { mode: "gold" }, { paidAt: "2026-04-01" }, { paidAt: "2025-12-31" }])
      expect((await a.call("POST", `/bookings/${booking.id}/payments`, { paidAt: "2026-01-05", amount: 10, mode: "cash", ...bad })).status, JSON.stringify(bad)).toBe(422);
    expect((await pay(999_999, 10, "2026-01-05")).status).toBe(404);
  });

  it("numbers receipts 1 to N with no gap or repeat when many payments arrive at once", async () => {
    const one = await a.json(await a.book(2, 0, "2026-01-01"));
    const two = await a.json(await a.book(3, 0, "2026-01-01"));
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => pay(i % 2 ? one.id : two.id, 1000 + i, "2026-02-01")));
    expect(results.map((r) => r.status)).toEqual(Array(16).fill(201));
    const serials = (await a.t.db.select({ receiptNo: payments.receiptNo }).from(payments)).map((p) => Number(p.receiptNo.slice(7))).sort((x, y) => x - y);
    expect(serials).toEqual(serials.map((_, i) => i + 1));
    // Each booking's lines were filled in order, none beyond its amount.
    for (const b of [one, two]) {
      const d = await detail(b.id);
      expect(d.paid).toBe(d.schedule.reduce((s: number, l: any) => s + l.paid, 0));
      for (const l of d.schedule) expect(l.paid).toBeLessThanOrEqual(l.amount);
    }
    expect((await detail(one.id)).paid).toBe([1, 3, 5, 7, 9, 11, 13, 15].reduce((s, i) => s + 1000 + i, 0));
  });

  it("computes delay charges on a given day: pro rata after the grace days, on what is unpaid, whole taka", async () => {
    expect(await a.json(await a.call("GET", "/projects/PRJ-B1/delay-policy"))).toEqual({ percentPerMonth: 0, graceDays: 0 });
    expect((await a.call("PUT", "/projects/PRJ-B1/delay-policy", { percentPerMonth: 11, graceDays: 5 })).status).toBe(422);
    expect((await a.call("PUT", "/projects/PRJ-B1/delay-policy", { percentPerMonth: 3, graceDays: 5 })).status).toBe(200);
    expect(await a.json(await a.call("GET", "/projects/PRJ-B1/delay-policy"))).toEqual({ percentPerMonth: 3, graceDays: 5 });
    // Flat 3B (1000 sft), paid at once: 7,530,651 as 753,065 on Jan 1, 3,012,261 on Feb 1, 3,765,325 on Mar 1.
    const booking = await a.json(await a.book(5, 1, "2026-01-01"));
    expect(booking.schedule.map((l: any) => l.amount)).toEqual([753_065, 3_012_261, 3_765_325]);
    await pay(booking.id, 753_065, "2026-01-20");
    await pay(booking.id, 1_000_000, "2026-02-16");
    // Jan 6 to 20 on 753,065 at 3%/30 a day: 10,542.91 → 10,543.
    // Feb 6 to 16 on 3,012,261, then to Mar 1 on 2,012,261: 56,282.003 → 56,282. The handover falls due today: no charge.
    const today = await detail(booking.id);
    expect(today.schedule.map((l: any) => [l.state, l.delayCharge])).toEqual([["paid", 10_543], ["overdue", 56_282], ["due", 0]]);
    expect(today).toMatchObject({ asOf: "2026-03-01", overdue: 2_012_261, delayCharge: 66_825 });
    // Within the grace days an overdue line charges nothing yet.
    expect((await detail(booking.id, "?asOf=2026-02-06")).schedule.map((l: any) => [l.state, l.delayCharge])).toEqual([["paid", 10_543], ["overdue", 0], ["upcoming", 0]]);
    expect((await detail(booking.id, "?asOf=2026-02-10")).schedule[1].delayCharge).toBe(12_049);
    expect((await a.call("GET", `/bookings/${booking.id}?asOf=tomorrow`)).status).toBe(422);
  });

  it("lets only an Admin waive a line's delay charge, with a reason, once", async () => {
    const [row] = await a.json(await a.call("GET", "/bookings?q=3B"));
    const line = (await detail(row.id)).schedule[1];
    const path = `/bookings/${row.id}/schedule/${line.id}/waive`;
    const manager = await a.call("POST", path, { reason: "Bank delay" });
    expect(manager.status).toBe(403);
    expect((await a.json(manager)).error.message).toBe("Only an Admin or a Super-Admin may waive a delay charge.");
    expect((await a.call("POST", path, {}, "Admin")).status).toBe(422);
    const res = await a.call("POST", path, { reason: "Bank delay" }, "Admin");
    expect(res.status).toBe(200);
    const after = await a.json(res);
    expect(after.schedule[1]).toMatchObject({ delayCharge: 0, waived: { reason: "Bank delay" } });
    expect(after.delayCharge).toBe(10_543);
    expect((await a.call("POST", path, { reason: "again" }, "Super-Admin")).status).toBe(409);
    expect((await a.t.db.select().from(activity).where(eq(activity.resource, "bookings"))).map((r) => r.label)).toContain("PRJ-B1 3B: Down payment delay charge waived; reason: Bank delay");
  });

  it("reverses a wrong payment once, by a negative entry with its own receipt, as if it had never been paid", async () => {
    const [row] = await a.json(await a.call("GET", "/bookings?q=3B"));
    const before = await detail(row.id);
    const wrong = before.payments.find((p: any) => p.amount === 1_000_000);
    const res = await a.call("POST", `/payments/${wrong.id}/reverse`, { reason: "Cheque bounced" });
    expect(res.status).toBe(201);
    const reversal = await a.json(res);
    expect(reversal).toMatchObject({ kind: "reversal", amount: -1_000_000, reversesId: wrong.id, paidAt: "2026-02-16", note: "Cheque bounced" });
    expect(reversal.receiptNo).not.toBe(wrong.receiptNo);
    expect(reversal.allocations).toEqual(wrong.allocations.map((x: any) => ({ ...x, amount: -x.amount })).reverse());
    const after = await detail(row.id);
    expect(after.paid).toBe(before.paid - 1_000_000);
    expect(after.schedule[1]).toMatchObject({ paid: 0, due: 3_012_261 });
    expect(after.payments.find((p: any) => p.id === wrong.id).reversedBy).toBe(reversal.id);
    // Twice, at once or later: the second is refused; a reversal is not reversed.
    const again = await Promise.all([a.call("POST", `/payments/${wrong.id}/reverse`, { reason: "x" }), a.call("POST", `/payments/${wrong.id}/reverse`, { reason: "y" })]);
    expect(again.map((r) => r.status)).toEqual([409, 409]);
    expect((await a.call("POST", `/payments/${reversal.id}/reverse`, { reason: "x" })).status).toBe(409);
    expect((await a.call("POST", "/payments/999999/reverse", { reason: "x" })).status).toBe(404);
  });

  it("e-mails each buyer a reminder before a due date and when a line becomes overdue, once, in their language", async () => {
    clock = new Date("2026-03-01T06:00:00.000Z");
    const bn = { ...a.buyer, name: "করিম", email: "karim@example.com", language: "bn" };
    const booking = await a.json(await a.call("POST", `/units/${a.flats[6]!.id}/bookings`, { buyers: [a.buyer, bn, { ...a.buyer, email: undefined, name: "No Mail" }], planId: a.plans[1]!.id, bookedAt: "2026-02-25" }));
    await pay(booking.id, booking.schedule[0].amount, "2026-02-25");
    // Mar 20: the down payment (Mar 25) is 5 days away. Two runs at once and a third later queue it once.
    clock = new Date("2026-03-20T06:00:00.000Z");
    const rows = async () => (await a.t.db.select().from(outbox)).filter((r) => r.event.startsWith("payment-"));
    await Promise.all([queueReminders(a.t.db, clock), queueReminders(a.t.db, clock)]);
    await queueReminders(a.t.db, clock);
    const soon = (await rows()).filter((r) => (r.detail as any).subject.includes("PRJ-B1 4A"));
    expect(soon.map((r) => r.event)).toEqual(["payment-due-soon", "payment-due-soon"]);
    await deliverAlerts(a.t.db, { mailer: { send: async (m) => void sent.push(m) }, from: "sales@uday.example" }, clock);
    const english = sent.find((m) => m.to === "rahim@example.com" && m.subject.includes("4A"))!;
    expect(english.subject).toBe("Payment reminder: Down payment, Tk 3,703,791 due March 25, 2026 (PRJ-B1 4A)");
    const bengali = sent.find((m) => m.to === "karim@example.com")!;
    expect(bengali.subject).toBe("পেমেন্ট রিমাইন্ডার: ডাউন পেমেন্ট, ৳৩,৭০৩,৭৯১, ২৫ মার্চ, ২০২৬ (PRJ-B1 4A)");
    expect(bengali.text).toMatch(/^প্রিয় করিম,/);
    expect(bengali.text).toContain("৳৩,৭০৩,৭৯১");
    // Mar 26: overdue, once.
    clock = new Date("2026-03-26T06:00:00.000Z");
    await queueReminders(a.t.db, clock);
    await queueReminders(a.t.db, clock);
    const overdue = (await rows()).filter((r) => r.event === "payment-overdue" && (r.detail as any).subject.includes("4A"));
    expect(overdue).toHaveLength(2);
    expect((overdue[0]!.detail as any).subject).toBe("Payment overdue: Down payment, Tk 3,703,791 (PRJ-B1 4A)");
  });

  it("records every payment and reversal in the activity log", async () => {
    const labels = (await a.t.db.select().from(activity).where(eq(activity.resource, "payments"))).map((r) => r.label ?? "");
    expect(labels.filter((l) => / by (cash|bank-transfer)$/.test(l)).length).toBeGreaterThanOrEqual(18);
    expect(labels.some((l) => /reversed; reason: Cheque bounced$/.test(l))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { addMonths, allocate, dhakaDate, scheduleFor } from "../../worker/contract/bookings";
import { delayCharge, lineState } from "../../worker/contract/dues";

/** Issue 46's pure rules: the schedule's dates and sum, allocation, the delay charge (docs/decisions.md "Delay charge"). */
describe("schedules, allocation and delay charges", () => {
  const plan = { bookingPercent: 10, downPaymentPercent: 20, installments: 3, intervalMonths: 1, handoverPercent: 10, oneTimeDiscountPercent: 0 };

  it("adds months within the month and reads today in Dhaka", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
    expect(dhakaDate(new Date("2026-03-01T18:30:00Z"))).toBe("2026-03-02");
  });

  it("lays a plan on dates, its lines adding up to the price for odd prices, without lines of 0 taka", () => {
    for (const price of [1, 7, 999_999, 10_000_003, 123_456_789]) {
      const lines = scheduleFor(price, plan, "2026-01-15");
      expect(lines.reduce((s, l) => s + l.amount, 0), String(price)).toBe(price);
      expect(lines.every((l) => Number.isInteger(l.amount) && l.amount > 0)).toBe(true);
    }
    expect(scheduleFor(1000, plan, "2026-01-15").map((l) => l.dueDate)).toEqual(["2026-01-15", "2026-02-15", "2026-03-15", "2026-04-15", "2026-05-15", "2026-06-15"]);
    const noDown = scheduleFor(1000, { ...plan, downPaymentPercent: 0 }, "2026-01-15");
    expect(noDown.map((l) => l.kind)).toEqual(["booking", "installment", "installment", "installment", "handover"]);
  });

  it("allocates to the oldest due line first, by date then place", () => {
    const lines = [
      { id: 3, dueDate: "2026-03-01", position: 2, amount: 100, paid: 0 },
      { id: 1, dueDate: "2026-01-01", position: 0, amount: 100, paid: 100 },
      { id: 2, dueDate: "2026-02-01", position: 1, amount: 100, paid: 40 },
    ];
    expect(allocate(90, lines)).toEqual([{ lineId: 2, amount: 60 }, { lineId: 3, amount: 30 }]);
    expect(allocate(0, lines)).toEqual([]);
  });

  it("charges percent per month pro rata by day after the grace days, on the unpaid part, rounded half up once", () => {
    const line = { amount: 100_000, dueDate: "2026-01-01", waived: false };
    const policy = { percentPerMonth: 2, graceDays: 10 };
    expect(delayCharge(line, [], policy, "2026-01-11")).toBe(0);
    // 30 days past grace at 2% a month: 2,000.
    expect(delayCharge(line, [], policy, "2026-02-10")).toBe(2_000);
    // Half paid on Jan 26, 15 days in: 15 days on 100,000 (1,000) and 15 on 50,000 (500).
    expect(delayCharge(line, [{ paidAt: "2026-01-26", amount: 50_000 }], policy, "2026-02-10")).toBe(1_500);
    // Paid within the grace days: nothing.
    expect(delayCharge(line, [{ paidAt: "2026-01-05", amount: 100_000 }], policy, "2026-06-01")).toBe(0);
    // A reversal puts the money back from its date.
    expect(delayCharge(line, [{ paidAt: "2026-01-05", amount: 100_000 }, { paidAt: "2026-01-05", amount: -100_000 }], policy, "2026-02-10")).toBe(2_000);
    // Rounding: 1 taka for a day at 2%: 1 × 200 / 300,000 → 0; 800 taka for a day → 0.53 → 1.
    expect(delayCharge({ ...line, amount: 800 }, [], { percentPerMonth: 2, graceDays: 0 }, "2026-01-02")).toBe(1);
    expect(delayCharge({ ...line, amount: 700 }, [], { percentPerMonth: 2, graceDays: 0 }, "2026-01-02")).toBe(0);
    expect(delayCharge({ ...line, waived: true }, [], policy, "2026-06-01")).toBe(0);
    expect(delayCharge(line, [], { percentPerMonth: 0, graceDays: 0 }, "2026-06-01")).toBe(0);
  });

  it("names a line's state on a day", () => {
    const line = { amount: 100, dueDate: "2026-02-01" };
    expect([lineState(line, 0, "2026-01-31"), lineState(line, 0, "2026-02-01"), lineState(line, 99, "2026-02-02"), lineState(line, 100, "2026-02-02")]).toEqual(["upcoming", "due", "overdue", "paid"]);
  });
});

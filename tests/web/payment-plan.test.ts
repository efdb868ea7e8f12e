import { describe, expect, it } from "vitest";
import { emi, flatPrice, floorPremium, oneTimePrice, percentOf, planParts, planProblem, splitEvenly } from "../../worker/contract/payment-plan";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const plan = { bookingPercent: 10, downPaymentPercent: 20, installments: 24, intervalMonths: 1, handoverPercent: 10, oneTimeDiscountPercent: 5 };

/** Issue 45: money is whole taka and every split adds up to its total exactly (docs/decisions.md "Money in whole taka"). */
describe("a flat's price and payment plan", () => {
  it("prices a flat as size × (rate + its floor's premium) + extras", () => {
    const terms = { ratePerSft: 9000, floorPremiums: [{ floor: 5, perSft: 200 }, { floor: 9, perSft: 500 }], extras: [{ name: "Car park", amount: 800_000 }, { name: "Utilities", amount: 150_000 }] };
    expect(floorPremium(terms.floorPremiums, 4)).toBe(0);
    expect(floorPremium(terms.floorPremiums, 7)).toBe(200);
    expect(floorPremium(terms.floorPremiums, 12)).toBe(500);
    expect(flatPrice(terms, { sizeSft: 1450, floor: 3 })).toBe(1450 * 9000 + 950_000);
    expect(flatPrice(terms, { sizeSft: 1450, floor: 6 })).toBe(1450 * 9200 + 950_000);
  });

  it("rounds a percentage half up to the taka and takes the one-time discount off", () => {
    expect(percentOf(1001, 50)).toBe(501);
    expect(percentOf(999, 12.5)).toBe(125); // 124.875
    expect(oneTimePrice(13_000_000, 5)).toBe(12_350_000);
    expect(oneTimePrice(1_234_567, 7.5)).toBe(1_234_567 - 92_593); // 92,592.525 rounds up
  });

  it("spreads the taka left over one each over the first instalments", () => {
    expect(splitEvenly(100, 3)).toEqual([34, 33, 33]);
    expect(splitEvenly(101, 3)).toEqual([34, 34, 33]);
    expect(splitEvenly(5, 0)).toEqual([]);
  });

  it("works a plan out into parts that add up to the price to the taka", () => {
    const parts = planParts(13_050_000, plan);
    expect(parts).toMatchObject({ booking: 1_305_000, downPayment: 2_610_000, handover: 1_305_000, intervalMonths: 1, oneTimePrice: 12_397_500 });
    expect(parts.installments).toHaveLength(24);
    expect(new Set(parts.installments)).toEqual(new Set([326_250]));
    for (const price of [1, 7, 999, 1001, 12_345_677, 98_765_431]) {
      for (const terms of [plan, { ...plan, bookingPercent: 12.5, downPaymentPercent: 17.25, installments: 36, handoverPercent: 33.33 }, { ...plan, installments: 0, handoverPercent: 70 }]) {
        const p = planParts(price, terms);
        expect(p.booking + p.downPayment + sum(p.installments) + p.handover, `${price}`).toBe(price);
        expect([p.booking, p.downPayment, p.handover, ...p.installments].every((x) => Number.isInteger(x) && x >= 0)).toBe(true);
        if (p.installments.length) expect(Math.max(...p.installments) - Math.min(...p.installments)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("keeps each part within a taka of its percentage", () => {
    const p = planParts(12_345_677, { ...plan, bookingPercent: 12.5, downPaymentPercent: 17.25, installments: 36, handoverPercent: 33.33 });
    expect(Math.abs(p.booking - 12_345_677 * 0.125)).toBeLessThanOrEqual(1);
    expect(Math.abs(p.downPayment - 12_345_677 * 0.1725)).toBeLessThanOrEqual(1);
    expect(Math.abs(p.handover - 12_345_677 * 0.3333)).toBeLessThanOrEqual(1);
  });

  it("says when a plan's percentages do not make a whole", () => {
    expect(planProblem(plan)).toBeNull();
    expect(planProblem({ ...plan, installments: 0, handoverPercent: 70 })).toBeNull();
    expect(planProblem({ ...plan, handoverPercent: 80 })).toMatch(/more than 100%/);
    expect(planProblem({ ...plan, installments: 0 })).toMatch(/must add up to 100%/);
    expect(planProblem({ ...plan, handoverPercent: 70 })).toMatch(/nothing for the instalments/);
  });

  it("computes a bank loan's EMI with the standard formula, to the taka", () => {
    // 5,000,000 at 9% over 20 years: the published tables say Tk 44,986.
    expect(emi(5_000_000, 9, 20)).toBe(44_986);
    expect(emi(1_200_000, 0, 10)).toBe(10_000);
    expect(emi(1_000, 12, 0)).toBe(1_000);
  });
});

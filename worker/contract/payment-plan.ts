/**
 * A flat's price and its payment plan in whole taka (issue 45; docs/decisions.md "Money in whole taka").
 * Pure and zod-free: the worker's API, its Sales report and the public project page compute the same
 * figures. Every amount is an integer, and every split adds up to its total exactly: percentages are
 * taken in basis points and rounded half up, and one part (the handover, the first instalments) takes
 * what rounding left over.
 */

/** A premium per sft from `floor` upwards (until a higher floor's premium takes over). */
export type FloorPremium = { floor: number; perSft: number };
/** A fixed extra added to every flat's price (a car park, utility connections). */
export type Extra = { name: string; amount: number };
export type PriceTerms = { ratePerSft: number; floorPremiums: readonly FloorPremium[]; extras: readonly Extra[] };
export type PlanTerms = {
  bookingPercent: number;
  downPaymentPercent: number;
  installments: number;
  intervalMonths: number;
  handoverPercent: number;
  oneTimeDiscountPercent: number;
};

/** Bangladeshi banks lend up to 70% of a flat's price over up to 25 years (issue 45). */
export const BANK_LOAN_MAX_PERCENT = 70;
export const BANK_LOAN_MAX_YEARS = 25;

/** A percentage in basis points (12.5% -> 1250), so sums and shares stay integers. */
export const basisPoints = (percent: number) => Math.round(percent * 100);

/** `percent` of a whole-taka `total`, rounded half up to the taka. */
export function percentOf(total: number, percent: number): number {
  return Math.floor((total * basisPoints(percent) + 5000) / 10000);
}

/** The premium per sft of a floor: the highest listed floor at or below it (0 when none). */
export function floorPremium(premiums: readonly FloorPremium[], floor: number): number {
  let best: FloorPremium | undefined;
  for (const p of premiums) if (p.floor <= floor && (!best || p.floor > best.floor)) best = p;
  return best?.perSft ?? 0;
}

/** A flat's price: size × (rate + its floor's premium) + the extras, in whole taka. */
export function flatPrice(terms: PriceTerms, flat: { sizeSft: number; floor: number }): number {
  const perSft = terms.ratePerSft + floorPremium(terms.floorPremiums, flat.floor);
  return Math.round(flat.sizeSft * perSft) + terms.extras.reduce((sum, e) => sum + e.amount, 0);
}

/** The price paid at once, with the plan's one-time-payment discount taken off. */
export function oneTimePrice(price: number, discountPercent: number): number {
  return price - percentOf(price, discountPercent);
}

/** `total` in `n` whole-taka parts as equal as can be: the taka left over go one each to the first parts. */
export function splitEvenly(total: number, n: number): number[] {
  if (n <= 0) return [];
  const base = Math.floor(total / n);
  const left = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < left ? 1 : 0));
}

export type PlanParts = {
  price: number;
  booking: number;
  downPayment: number;
  /** Each instalment, in order: equal but for one taka more on the first ones. */
  installments: number[];
  intervalMonths: number;
  handover: number;
  oneTimePrice: number;
};

/**
 * A plan worked out for a price, by cumulative rounding: the running totals after the booking money, the
 * down payment and the instalments are their running percentages of the price rounded to the taka, and
 * each part is the step between two of them. So no part is negative, each is within a taka of its
 * percentage, and booking + down payment + instalments + handover is the price to the taka.
 */
export function planParts(price: number, plan: PlanTerms): PlanParts {
  const upTo = (bp: number) => Math.floor((price * bp + 5000) / 10000);
  const afterBooking = upTo(basisPoints(plan.bookingPercent));
  const afterDown = upTo(basisPoints(plan.bookingPercent) + basisPoints(plan.downPaymentPercent));
  const beforeHandover = plan.installments > 0 ? upTo(10000 - basisPoints(plan.handoverPercent)) : afterDown;
  return {
    price,
    booking: afterBooking,
    downPayment: afterDown - afterBooking,
    installments: splitEvenly(beforeHandover - afterDown, plan.installments),
    intervalMonths: plan.intervalMonths,
    handover: price - beforeHandover,
    oneTimePrice: oneTimePrice(price, plan.oneTimeDiscountPercent),
  };
}

/**
 * Why a plan's percentages do not make a whole, or null: booking, down payment and handover may not pass
 * 100%; with no instalments they make exactly 100%, with instalments they leave the instalments a share.
 */
export function planProblem(plan: PlanTerms): string | null {
  const fixed = basisPoints(plan.bookingPercent) + basisPoints(plan.downPaymentPercent) + basisPoints(plan.handoverPercent);
  if (fixed > 10000) return "Booking, down payment and handover add up to more than 100%";
  if (plan.installments === 0 && fixed !== 10000) return "With no instalments, booking, down payment and handover must add up to 100%";
  if (plan.installments > 0 && fixed === 10000) return "Booking, down payment and handover leave nothing for the instalments";
  return null;
}

/**
 * A bank loan's monthly instalment (EMI), the standard formula P·r·(1+r)^n / ((1+r)^n − 1) with r the
 * monthly rate and n the months, rounded to the taka; without interest, the principal over the months.
 */
export function emi(principal: number, annualRatePercent: number, years: number): number {
  const n = Math.round(years * 12);
  if (n <= 0) return principal;
  const r = annualRatePercent / 1200;
  if (r === 0) return Math.round(principal / n);
  const growth = (1 + r) ** n;
  return Math.round((principal * r * growth) / (growth - 1));
}

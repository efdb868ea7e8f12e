import { z } from "zod";
import { planProblem } from "@/shared/lib/contract";

/**
 * The price list's and the plans' form rules, with the API's messages (worker/lib/unit-schemas.ts, built
 * from the tables and so kept out of the browser; the server checks them again). Whole taka everywhere.
 */
const whole = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};
const percent = (name: string) => {
  const message = `${name} must be a percentage from 0 to 100`;
  return z.number({ error: message }).min(0, message).max(100, message).multipleOf(0.01, `${name} may have at most two decimals`);
};

export const priceListForm = z
  .object({
    ratePerSft: whole("ratePerSft", 1, 1_000_000),
    floorPremiums: z.array(z.object({ floor: whole("floor", -5, 200), perSft: whole("perSft", 0, 1_000_000) })).max(200, "At most 200 floor premiums"),
    extras: z.array(z.object({ name: z.string().trim().min(1, "name is required").max(80, "name must be at most 80 characters"), amount: whole("amount", 0, 100_000_000) })).max(20, "At most 20 extras"),
    showPrices: z.boolean(),
  })
  .refine((v) => new Set(v.floorPremiums.map((p) => p.floor)).size === v.floorPremiums.length, { message: "Give each floor one premium", path: ["floorPremiums"] });

const plan = z
  .object({
    name: z.string().trim().min(1, "name is required").max(80, "name must be at most 80 characters"),
    bookingPercent: percent("bookingPercent"),
    downPaymentPercent: percent("downPaymentPercent"),
    installments: whole("installments", 0, 120),
    intervalMonths: whole("intervalMonths", 1, 12),
    handoverPercent: percent("handoverPercent"),
    oneTimeDiscountPercent: percent("oneTimeDiscountPercent"),
  })
  .superRefine((p, ctx) => {
    const problem = planProblem(p);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["bookingPercent"] });
  });

export const plansForm = z.object({
  plans: z
    .array(plan)
    .max(6, "At most 6 plans")
    .refine((ps) => new Set(ps.map((p) => p.name.toLowerCase())).size === ps.length, { message: "Give each plan its own name" }),
});

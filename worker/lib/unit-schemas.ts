import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { planProblem } from "../contract/payment-plan";
import { MAX_HOLD_DAYS, PATCH_STATUSES } from "../contract/units";
import { paymentPlans, priceLists, units } from "../db/schema/index";

/**
 * The bodies of issue 45's calls, derived from the tables (drizzle-zod): the table is the one statement
 * of the fields, these add only the limits and the product's words. An update is the create's `.partial()`.
 */
const whole = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};
const percent = (name: string) => {
  const message = `${name} must be a percentage from 0 to 100`;
  return z.number({ error: message }).min(0, message).max(100, message).multipleOf(0.01, `${name} may have at most two decimals`);
};
const text = (name: string, max: number) => z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(max, `${name} must be at most ${max} characters`);

/** A flat's own fields, as staff type them (no project, status history or timestamps). */
const flatFields = createInsertSchema(units, {
  building: (s) => s.trim().max(40, "building must be at most 40 characters"),
  floor: () => whole("floor", -5, 200),
  code: () => text("code", 20),
  sizeSft: () => whole("sizeSft", 100, 50_000),
  bedrooms: () => whole("bedrooms", 0, 20),
  bathrooms: () => whole("bathrooms", 0, 20),
  balconies: () => whole("balconies", 0, 20),
  facing: (s) => s.trim().max(40, "facing must be at most 40 characters"),
  parking: () => whole("parking", 0, 10),
  status: () => z.enum(PATCH_STATUSES, { error: `status must be one of ${PATCH_STATUSES.join(", ")} (a hold has its own call)` }),
}).omit({ id: true, projectUniId: true, holdUntil: true, holdLeadId: true, createdAt: true, updatedAt: true });

/** POST /projects/{uniId}/units, one flat. */
export const unitCreate = flatFields.strict();
/** PATCH /units/{id}: any of a flat's fields, `status` for booked, sold, landowner (or available again). */
export const unitUpdate = flatFields
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to change: send a flat's fields or its status" });

/** POST /projects/{uniId}/units, many: floors `from` to `to`, each with these flats (codes become floor + code: 5A). */
export const unitBulkCreate = z.strictObject({
  floors: z.tuple([whole("floors' first", -5, 200), whole("floors' last", -5, 200)], { error: "floors must be [from, to]" }).refine(([from, to]) => from <= to, "floors must be [from, to], from the lower floor"),
  units: z.array(flatFields.omit({ floor: true }).strict(), { error: "units must be a list of flats" }).min(1, "Add at least one flat per floor").max(40, "At most 40 flats per floor"),
});

/** What POST /projects/{uniId}/units takes: one flat, or many (routes/units.ts reads which by `floors`). */
export const unitsCreate = z.union([unitBulkCreate, unitCreate]);

/** POST /units/{id}/hold. */
export const unitHold = z.strictObject({
  until: z.iso.datetime({ offset: true, error: "until must be a date and time (ISO 8601)" }),
  leadId: z.number({ error: "leadId must be a lead's id" }).int("leadId must be a lead's id").positive("leadId must be a lead's id").optional(),
});
export const MAX_HOLD_MS = MAX_HOLD_DAYS * 86_400_000;

const floorPremium = z.strictObject({ floor: whole("floor", -5, 200), perSft: whole("perSft", 0, 1_000_000) });
const extra = z.strictObject({ name: text("name", 80), amount: whole("amount", 0, 100_000_000) });

/** PUT /projects/{uniId}/prices: a new version of the price list, in whole taka. */
export const priceListPut = createInsertSchema(priceLists, {
  ratePerSft: () => whole("ratePerSft", 1, 1_000_000),
  floorPremiums: () => z.array(floorPremium, { error: "floorPremiums must be a list of { floor, perSft }" }).max(200, "At most 200 floor premiums"),
  extras: () => z.array(extra, { error: "extras must be a list of { name, amount }" }).max(20, "At most 20 extras"),
  showPrices: () => z.boolean({ error: "showPrices must be true or false" }),
})
  .pick({ ratePerSft: true, floorPremiums: true, extras: true, showPrices: true })
  .strict()
  .refine((v) => new Set(v.floorPremiums.map((p) => p.floor)).size === v.floorPremiums.length, { message: "Give each floor one premium", path: ["floorPremiums"] });

/** One plan of PUT /projects/{uniId}/plans. */
const plan = createInsertSchema(paymentPlans, {
  name: () => text("name", 80),
  bookingPercent: () => percent("bookingPercent"),
  downPaymentPercent: () => percent("downPaymentPercent"),
  installments: () => whole("installments", 0, 120),
  intervalMonths: () => whole("intervalMonths", 1, 12),
  handoverPercent: () => percent("handoverPercent"),
  oneTimeDiscountPercent: () => percent("oneTimeDiscountPercent"),
})
  .omit({ id: true, projectUniId: true, position: true, createdAt: true })
  .strict()
  .superRefine((p, ctx) => {
    const problem = planProblem(p);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["bookingPercent"] });
  });

/** PUT /projects/{uniId}/plans: the project's plans, replacing the ones it had. */
export const plansPut = z
  .array(plan, { error: "Send the plans as a list" })
  .max(6, "At most 6 plans")
  .refine((ps) => new Set(ps.map((p) => p.name.toLowerCase())).size === ps.length, { message: "Give each plan its own name" });

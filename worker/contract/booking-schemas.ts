import { z } from "zod";
import { BUYER_LANGUAGES, PAYMENT_MODES } from "./bookings";
import { MAX_DELAY_PERCENT } from "./dues";
import { email, optionalText, phone, required } from "./fields";
import { pageQuery } from "./paging";

/** The bodies of issue 46's calls (docs/product.md §11). Money is whole taka; dates are Dhaka calendar days. */
const taka = (name: string, min: number) => {
  const message = `${name} must be a whole number of taka from ${min}`;
  return z.number({ error: message }).int(message).min(min, message).max(10_000_000_000, `${name} is too large`);
};
const day = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${name} must be a real date`);
const reason = required("A reason is required", 500);

const buyer = z.strictObject({
  name: required("Name is required", 120),
  phone: phone(),
  email: email().optional(),
  address: required("Address is required", 500),
  /** A national ID or passport number: letters and digits. */
  nationalId: z
    .string()
    .trim()
    .max(30, "nationalId must be at most 30 characters")
    .regex(/^[A-Za-z0-9]*$/, "nationalId must be letters and digits")
    .optional()
    .transform((v) => v || null),
  language: z.enum(BUYER_LANGUAGES, { error: "language must be en or bn" }).default("en"),
});

/** POST /units/{id}/bookings. */
export const bookingCreate = z.strictObject({
  buyers: z.array(buyer, { error: "buyers must be a list of buyers" }).min(1, "Add at least one buyer").max(6, "At most 6 buyers"),
  planId: z.number({ error: "planId must be one of the project's plans" }).int("planId must be one of the project's plans").positive("planId must be one of the project's plans"),
  bookedAt: day("bookedAt"),
  leadId: z.number({ error: "leadId must be a lead's id" }).int("leadId must be a lead's id").positive("leadId must be a lead's id").optional(),
  /** The staff's own discount off the list price, in taka. */
  discount: taka("discount", 0).optional(),
});

/** PATCH /bookings/{id}/schedule/{lineId}: a new amount or due date, and why. */
export const lineUpdate = z
  .strictObject({ amount: taka("amount", 0).optional(), dueDate: day("dueDate").optional(), reason })
  .refine((v) => v.amount !== undefined || v.dueDate !== undefined, { message: "Nothing to change: send amount or dueDate" });

/** POST /bookings/{id}/schedule/{lineId}/waive. */
export const waiveBody = z.strictObject({ reason });

/** POST /bookings/{id}/payments. */
export const paymentCreate = z.strictObject({
  paidAt: day("paidAt"),
  amount: taka("amount", 1),
  mode: z.enum(PAYMENT_MODES, { error: `mode must be one of ${PAYMENT_MODES.join(", ")}` }),
  reference: optionalText(120).optional(),
});

/** POST /payments/{id}/reverse. */
export const reverseBody = z.strictObject({ reason });

/** POST /bookings/{id}/cancel: why, and the money paid back, if any, as a refund entry. */
export const cancelBody = z.strictObject({
  reason,
  refund: z.strictObject({ amount: taka("refund amount", 1), paidAt: day("refund paidAt"), mode: z.enum(PAYMENT_MODES, { error: `mode must be one of ${PAYMENT_MODES.join(", ")}` }), reference: optionalText(120).optional() }).optional(),
});

/** PUT /projects/{uniId}/delay-policy. */
export const delayPolicyPut = z.strictObject({
  percentPerMonth: z
    .number({ error: `percentPerMonth must be from 0 to ${MAX_DELAY_PERCENT}` })
    .min(0, `percentPerMonth must be from 0 to ${MAX_DELAY_PERCENT}`)
    .max(MAX_DELAY_PERCENT, `percentPerMonth must be from 0 to ${MAX_DELAY_PERCENT}`)
    .multipleOf(0.01, "percentPerMonth may have at most two decimals"),
  graceDays: z.number({ error: "graceDays must be a whole number from 0 to 90" }).int("graceDays must be a whole number from 0 to 90").min(0, "graceDays must be a whole number from 0 to 90").max(90, "graceDays must be a whole number from 0 to 90"),
});

/** GET /bookings: paging and `q` (a buyer's name, phone or e-mail, the flat), `project`, `overdue=1`. */
export const bookingsQuery = pageQuery.extend({
  project: z.string().trim().max(40).optional(),
  overdue: z.enum(["0", "1"], { error: "overdue must be 1 or 0" }).optional(),
});

import { z } from "zod";
import { paymentPlans } from "../db/schema/payment-plans";
import { priceLists } from "../db/schema/price-lists";
import { units } from "../db/schema/units";
import { type Extra, type FloorPremium, type PlanTerms, planProblem } from "./payment-plan";
import { tableSchema } from "./table-schema";

/**
 * Units (issue 45): a project's flats, their status, price lists and payment plans, and the bodies of
 * their calls, derived from the tables (`tableSchema`): the table is the one statement of the fields,
 * these add only the limits and the product's words. The dashboard's price list and plans forms use
 * the same rules (through web/shared/lib/contract.ts), and the API checks them again.
 *
 * A flat is `available`, on `hold` for a lead until a set time, `booked`, `sold`, or the `landowner`'s
 * share of a joint venture (never for sale). Visitors see a hold as booked (docs/decisions.md "Unit status").
 */
export const UNIT_STATUSES = ["available", "hold", "booked", "sold", "landowner"] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** The statuses PATCH /units/{id} sets; a hold has its own call (it needs an expiry). */
export const PATCH_STATUSES = ["available", "booked", "sold", "landowner"] as const;

/**
 * Which status may follow which. A sale is final here; a cancelled booking or a released hold makes the
 * flat available again; the landowner's share may be given back to sale.
 */
export const NEXT_STATUSES: Record<UnitStatus, readonly UnitStatus[]> = {
  available: ["hold", "booked", "sold", "landowner"],
  hold: ["available", "booked", "sold"],
  booked: ["available", "sold"],
  sold: [],
  landowner: ["available"],
};

/** How long a hold may last at most. */
export const MAX_HOLD_DAYS = 30;
/** The Sales report's horizon for holds about to run out. */
export const EXPIRING_HOURS = 48;

/** GET /projects/{uniId}/units for visitors: `hold` is shown as `booked`, `price` only when the project shows prices. */
export type PublicUnit = {
  id: number;
  code: string;
  building: string | null;
  floor: number;
  sizeSft: number;
  bedrooms: number;
  bathrooms: number;
  facing: string | null;
  status: Exclude<UnitStatus, "hold">;
  price?: number;
};

/** GET /projects/{uniId}/units?all=1 (staff): every field, and the price at the current list (null without one). */
export type Unit = {
  id: number;
  projectUniId: string;
  building: string | null;
  floor: number;
  code: string;
  sizeSft: number;
  bedrooms: number;
  bathrooms: number;
  balconies: number;
  facing: string | null;
  parking: number;
  status: UnitStatus;
  holdUntil: string | null;
  holdLeadId: number | null;
  createdAt: string;
  updatedAt: string;
  price: number | null;
};

/**
 * A project's flats on its listing card (issue 45): how many are available, and the lowest available
 * flat's price when the project shows prices (null otherwise). A project with no flats has none.
 */
export type FlatSummary = { available: number; fromPrice: number | null };

/** One version of a project's price list; the newest is the current one. */
export type PriceListVersion = {
  id: number;
  projectUniId: string;
  ratePerSft: number;
  floorPremiums: FloorPremium[];
  extras: Extra[];
  showPrices: boolean;
  createdBy: number;
  createdAt: string;
};

/** GET /projects/{uniId}/prices: the current list; a visitor of a project that hides its prices reads only that. */
export type PricesAnswer = PriceListVersion | { showPrices: false };

/** One of a project's payment plans, as GET /projects/{uniId}/plans lists them. */
export type PaymentPlan = { id: number; name: string } & PlanTerms;

/** GET /reports/sales: one project's figures. */
export type SalesRow = {
  uniId: string;
  name: string;
  category: string;
  total: number;
  byStatus: Record<UnitStatus, number>;
  /** Available and held flats at the current price list, whole taka; null without a price list. */
  unsoldValue: number | null;
  expiringHolds: { id: number; code: string; holdUntil: string; holdLeadId: number | null }[];
  mostAsked: { id: number; code: string; leads: number }[];
};

/** How long a hold may last at most, in milliseconds. */
export const MAX_HOLD_MS = MAX_HOLD_DAYS * 86_400_000;

const whole = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};
const percent = (name: string) => {
  const message = `${name} must be a percentage from 0 to 100`;
  return z.number({ error: message }).min(0, message).max(100, message).multipleOf(0.01, `${name} may have at most two decimals`);
};
const text = (name: string, max: number) => z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(max, `${name} must be at most ${max} characters`);
const label = (name: string) => z.string().trim().max(40, `${name} must be at most 40 characters`);

/** A flat's own fields, as staff type them (no project, status history or timestamps); those with a column default may be left out. */
const flatFields = tableSchema(units, {
  building: label("building").optional(),
  floor: whole("floor", -5, 200),
  code: text("code", 20),
  sizeSft: whole("sizeSft", 100, 50_000),
  bedrooms: whole("bedrooms", 0, 20),
  bathrooms: whole("bathrooms", 0, 20),
  balconies: whole("balconies", 0, 20).optional(),
  facing: label("facing").nullable().optional(),
  parking: whole("parking", 0, 10).optional(),
  status: z.enum(PATCH_STATUSES, { error: `status must be one of ${PATCH_STATUSES.join(", ")} (a hold has its own call)` }).optional(),
});

/** POST /projects/{uniId}/units, one flat. */
export const unitCreate = flatFields;
/** PATCH /units/{id}: any of a flat's fields, `status` for booked, sold, landowner (or available again). */
export const unitUpdate = flatFields.partial().refine((v) => Object.keys(v).length > 0, { message: "Nothing to change: send a flat's fields or its status" });

/** POST /projects/{uniId}/units, many: floors `from` to `to`, each with these flats (codes become floor + code: 5A). */
export const unitBulkCreate = z.strictObject({
  floors: z.tuple([whole("floors' first", -5, 200), whole("floors' last", -5, 200)], { error: "floors must be [from, to]" }).refine(([from, to]) => from <= to, "floors must be [from, to], from the lower floor"),
  units: z.array(flatFields.omit({ floor: true }), { error: "units must be a list of flats" }).min(1, "Add at least one flat per floor").max(40, "At most 40 flats per floor"),
});

/** The bodies of POST /projects/{uniId}/units (many flats) and PATCH /units/{id} as a client sends them. */
export type UnitBulkBody = z.input<typeof unitBulkCreate>;
export type UnitChange = z.input<typeof unitUpdate>;

/** What POST /projects/{uniId}/units takes: one flat, or many (routes/units.ts reads which by `floors`). */
export const unitsCreate = z.union([unitBulkCreate, unitCreate]);

/** POST /units/{id}/hold. */
export const unitHold = z.strictObject({
  until: z.iso.datetime({ offset: true, error: "until must be a date and time (ISO 8601)" }),
  leadId: z.number({ error: "leadId must be a lead's id" }).int("leadId must be a lead's id").positive("leadId must be a lead's id").optional(),
});

const floorPremium = z.strictObject({ floor: whole("floor", -5, 200), perSft: whole("perSft", 0, 1_000_000) });
const extra = z.strictObject({ name: text("name", 80), amount: whole("amount", 0, 100_000_000) });

/** PUT /projects/{uniId}/prices, and the dashboard's price list form: a new version of the price list, in whole taka. */
export const priceListPut = tableSchema(priceLists, {
  ratePerSft: whole("ratePerSft", 1, 1_000_000),
  floorPremiums: z.array(floorPremium, { error: "floorPremiums must be a list of { floor, perSft }" }).max(200, "At most 200 floor premiums"),
  extras: z.array(extra, { error: "extras must be a list of { name, amount }" }).max(20, "At most 20 extras"),
  showPrices: z.boolean({ error: "showPrices must be true or false" }),
}).refine((v) => new Set(v.floorPremiums.map((p) => p.floor)).size === v.floorPremiums.length, { message: "Give each floor one premium", path: ["floorPremiums"] });

/** One plan of PUT /projects/{uniId}/plans. */
const plan = tableSchema(paymentPlans, {
  name: text("name", 80),
  bookingPercent: percent("bookingPercent"),
  downPaymentPercent: percent("downPaymentPercent"),
  installments: whole("installments", 0, 120),
  intervalMonths: whole("intervalMonths", 1, 12),
  handoverPercent: percent("handoverPercent"),
  oneTimeDiscountPercent: percent("oneTimeDiscountPercent"),
}).superRefine((p, ctx) => {
  const problem = planProblem(p);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["bookingPercent"] });
});

/** PUT /projects/{uniId}/plans, and the dashboard's plans form (as `plans`): the project's plans, replacing the ones it had. */
export const plansPut = z
  .array(plan, { error: "Send the plans as a list" })
  .max(6, "At most 6 plans")
  .refine((ps) => new Set(ps.map((p) => p.name.toLowerCase())).size === ps.length, { message: "Give each plan its own name" });

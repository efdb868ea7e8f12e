import type { Extra, FloorPremium, PlanTerms } from "./payment-plan";

/**
 * Units (issue 45): a project's flats, their status, price lists and payment plans. Zod-free, so the
 * public project page and the dashboard take these without the validation library; the body schemas are
 * derived from the tables (worker/lib/unit-schemas.ts).
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

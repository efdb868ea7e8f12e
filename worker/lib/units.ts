import { and, asc, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { flatPrice, type PriceTerms } from "../contract/payment-plan";
import type { FlatSummary, PaymentPlan, PriceListVersion, PublicUnit, Unit } from "../contract/units";
import type { LeadUnit } from "../contract/messages";
import type { Db } from "../db/client";
import { paymentPlans, priceLists, projects, units } from "../db/schema/index";
import { isApproved, type ReadView } from "./approved";
import { fail } from "./errors";
import type { SessionUser } from "./session-user";
import { parseId } from "./users";
import { commit } from "./write";

/** A flat's columns as the API says them: no building is null (the table keeps "" for the unique index). */
export const unitColumns = {
  id: units.id,
  projectUniId: units.projectUniId,
  building: sql<string | null>`nullif(${units.building}, '')`,
  floor: units.floor,
  code: units.code,
  sizeSft: units.sizeSft,
  bedrooms: units.bedrooms,
  bathrooms: units.bathrooms,
  balconies: units.balconies,
  facing: units.facing,
  parking: units.parking,
  status: units.status,
  holdUntil: units.holdUntil,
  holdLeadId: units.holdLeadId,
  createdAt: units.createdAt,
  updatedAt: units.updatedAt,
};
export type UnitRow = Omit<Unit, "price">;

/** The project a call names: any for staff, only what visitors see otherwise (a preview's too; 404 alike). */
export async function findProjectFor(db: Db, uniId: string, visitor: ReadView | null) {
  const [row] = await db
    .select({ uniId: projects.uniId, name: projects.name })
    .from(projects)
    .where(and(eq(projects.uniId, uniId), visitor ? isApproved(projects, visitor) : undefined));
  return row ?? fail(404, "Project not found.");
}

/** A flat by the path's id, or the API's 404. */
export async function findUnit(db: Db, rawId: string | undefined): Promise<UnitRow> {
  const id = parseId(rawId);
  const [row] = id === null ? [] : await db.select(unitColumns).from(units).where(eq(units.id, id));
  return row ?? fail(404, "Flat not found.");
}

export const listUnits = (db: Db, projectUniId: string): Promise<UnitRow[]> =>
  db.select(unitColumns).from(units).where(eq(units.projectUniId, projectUniId)).orderBy(asc(units.building), asc(units.floor), asc(units.code));

/** A project's price lists, newest (the current one) first; `limit` 1 for the current alone. */
export async function priceVersions(db: Db, projectUniId: string, limit?: number): Promise<PriceListVersion[]> {
  const query = db.select().from(priceLists).where(eq(priceLists.projectUniId, projectUniId)).orderBy(desc(priceLists.id));
  return limit ? query.limit(limit) : query;
}

export async function currentPrices(db: Db, projectUniId: string): Promise<PriceListVersion | null> {
  return (await priceVersions(db, projectUniId, 1))[0] ?? null;
}

export const listPlans = (db: Db, projectUniId: string): Promise<PaymentPlan[]> =>
  db
    .select({
      id: paymentPlans.id,
      name: paymentPlans.name,
      bookingPercent: paymentPlans.bookingPercent,
      downPaymentPercent: paymentPlans.downPaymentPercent,
      installments: paymentPlans.installments,
      intervalMonths: paymentPlans.intervalMonths,
      handoverPercent: paymentPlans.handoverPercent,
      oneTimeDiscountPercent: paymentPlans.oneTimeDiscountPercent,
    })
    .from(paymentPlans)
    .where(eq(paymentPlans.projectUniId, projectUniId))
    .orderBy(asc(paymentPlans.position));

/** Staff read every field, and the price at the current list. */
export const staffUnit = (u: UnitRow, prices: PriceTerms | null): Unit => ({ ...u, price: prices ? flatPrice(prices, u) : null });

/** Visitors read the grid's fields: a hold is booked to them, and the price only when the project shows prices. */
export function publicUnit(u: UnitRow, prices: PriceListVersion | null): PublicUnit {
  const shown: PublicUnit = {
    id: u.id,
    code: u.code,
    building: u.building,
    floor: u.floor,
    sizeSft: u.sizeSft,
    bedrooms: u.bedrooms,
    bathrooms: u.bathrooms,
    facing: u.facing,
    status: u.status === "hold" ? "booked" : u.status,
  };
  return prices?.showPrices ? { ...shown, price: flatPrice(prices, u) } : shown;
}

/** A project's flats as visitors read them (GET /projects/{uniId}/units and the project page alike). */
export async function visibleUnits(db: Db, uniId: string, view: ReadView): Promise<PublicUnit[]> {
  const project = await findProjectFor(db, uniId, view);
  const [rows, prices] = await Promise.all([listUnits(db, project.uniId), currentPrices(db, project.uniId)]);
  return rows.map((u) => publicUnit(u, prices));
}

/** A project's payment plans as visitors read them. */
export async function visiblePlans(db: Db, uniId: string, view: ReadView): Promise<PaymentPlan[]> {
  return listPlans(db, (await findProjectFor(db, uniId, view)).uniId);
}

/**
 * The listing card's summary of each project's flats (issue 45): the available ones, and the lowest
 * available flat's price at the current list when the project shows prices. Two reads for the whole
 * list: per project and floor, the available flats and the smallest of them (at one floor a flat's price
 * grows with its size: rates and premiums are never negative), and each project's newest price list.
 * A project without flats gets null. Grouped in SQL, so an uncached listing reads one row per floor,
 * not every flat of every project.
 */
export async function withFlatSummaries<P extends { uniId: string }>(db: Db, list: P[]): Promise<(P & { flats: FlatSummary | null })[]> {
  const uniIds = list.map((p) => p.uniId);
  if (!uniIds.length) return [];
  const newest = db.select({ id: sql<number>`max(${priceLists.id})` }).from(priceLists).where(inArray(priceLists.projectUniId, uniIds)).groupBy(priceLists.projectUniId);
  const isAvailable = sql`${units.status} = 'available'`;
  const [floors, lists] = await db.batch([
    db
      .select({
        projectUniId: units.projectUniId,
        floor: units.floor,
        available: sql<number>`sum(${isAvailable})`.mapWith(Number),
        sizeSft: sql<number | null>`min(case when ${isAvailable} then ${units.sizeSft} end)`,
      })
      .from(units)
      .where(inArray(units.projectUniId, uniIds))
      .groupBy(units.projectUniId, units.floor),
    db.select().from(priceLists).where(inArray(priceLists.id, newest)),
  ]);
  const priceOf = new Map(lists.filter((l) => l.showPrices).map((l) => [l.projectUniId, l]));
  const summaries = new Map<string, FlatSummary>();
  for (const f of floors) {
    const summary = summaries.get(f.projectUniId) ?? { available: 0, fromPrice: null };
    summaries.set(f.projectUniId, summary);
    if (!f.available || f.sizeSft === null) continue;
    summary.available += f.available;
    const prices = priceOf.get(f.projectUniId);
    if (prices) summary.fromPrice = Math.min(summary.fromPrice ?? Infinity, flatPrice(prices, { floor: f.floor, sizeSft: Number(f.sizeSft) }));
  }
  return list.map((p) => ({ ...p, flats: summaries.get(p.uniId) ?? null }));
}

/**
 * The flats a lead names (issue 45): the one it asked about and any held for it, with their project's
 * name, as one query for the lead view's batch (routes/messages.ts); `leadUnitsOf` reads its rows.
 */
export const leadUnitsQuery = (db: Db, lead: { id: number; unitId: number | null }) =>
  db
    .select({ ...unitColumns, projectName: projects.name })
    .from(units)
    .leftJoin(projects, eq(projects.uniId, units.projectUniId))
    .where(or(lead.unitId === null ? undefined : eq(units.id, lead.unitId), eq(units.holdLeadId, lead.id)))
    .orderBy(asc(units.id));

export const leadUnitsOf = (rows: (UnitRow & { projectName: string | null })[], lead: { id: number; unitId: number | null }): LeadUnit[] =>
  rows.map((u) => ({
    id: u.id,
    projectUniId: u.projectUniId,
    projectName: u.projectName,
    building: u.building,
    floor: u.floor,
    code: u.code,
    status: u.status,
    holdUntil: u.holdUntil,
    asked: u.id === lead.unitId,
    held: u.status === "hold" && u.holdLeadId === lead.id,
  }));

/** A flat's name in the activity log: "PRJ-0001 B 5A" (its project, building, code). */
export const unitLabel = (u: { projectUniId: string; building: string | null; code: string }) => [u.projectUniId, u.building, u.code].filter(Boolean).join(" ");

/** Who the cron acts as in the activity log. */
const SYSTEM: SessionUser = { id: 0, sessionId: "", username: "", designation: "", name: "System (hold expired)" };

/**
 * The minute cron (worker/index.ts): each hold past its `holdUntil` makes its flat available again,
 * logged in the activity log. Guarded by the expiry read, so a hold renewed meanwhile, or a second run
 * at the same moment, changes and logs nothing.
 */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const due = await db.select(unitColumns).from(units).where(and(eq(units.status, "hold"), lte(units.holdUntil, at)));
  const released: number[] = [];
  for (const u of due) {
    const same = and(eq(units.id, u.id), eq(units.status, "hold"), sql`${units.holdUntil} is ${u.holdUntil}`);
    const [result] = await commit(db, [db.update(units).set({ status: "available", holdUntil: null, holdLeadId: null, updatedAt: at }).where(same)], {
      activity: { by: SYSTEM, at: now, action: "update", resource: "units", resourceId: u.id, label: `${unitLabel(u)}: hold expired, available`, when: sql`changes() > 0` },
    });
    if ((result as { rowsAffected?: number } | undefined)?.rowsAffected) released.push(u.id);
  }
  return released;
}

import { and, eq, inArray, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { canUseMenu, MENU_IDS } from "../contract/roles";
import { MAX_HOLD_MS, NEXT_STATUSES, plansPut, priceListPut, unitBulkCreate, unitCreate, unitHold, type UnitStatus, unitUpdate, unitsCreate } from "../contract/units";
import { bookings, messages, paymentPlans, priceLists, units } from "../db/schema/index";
import type { AppEnv } from "../env";
import { changeBy, type Change } from "../lib/activity";
import { conflictOr, fail } from "../lib/errors";
import { validate } from "../lib/form";
import { readJson, readJsonBody } from "../lib/json-body";
import { currentPrices, findProjectFor, findUnit, listPlans, listUnits, priceVersions, staffUnit, unitLabel, type UnitRow } from "../lib/units";
import { publicReads } from "../pages/public-reads";
import { commit, type Statement } from "../lib/write";
import { endpoint, json } from "../middleware/endpoint";

/**
 * Issue 45's calls: a project's flats, price lists and payment plans (/projects/{uniId}/…), and one
 * flat's edits and status changes (/units/{id}). Every staff write is one batch with its activity entry
 * (lib/write.ts `commit`). A status change is a conditional UPDATE on the status it was read with: of two
 * staff holding or booking the same flat at once, exactly one changes a row, and the other gets a 409
 * (docs/decisions.md "Unit status").
 */
const staff = [MENU_IDS.projects];
const DENIED = "You do not have permission to do this.";
const DUPLICATE = "A flat with this code is already in this building.";

const isStaff = (c: Context<AppEnv>) => !!c.var.user && canUseMenu(c.var.user.designation, MENU_IDS.projects);
/** `?all=1` and `?versions=1` are the staff's views of a public read: refused as the staff guard refuses. */
function staffView(c: Context<AppEnv>) {
  if (!c.var.user) fail(401, "Please log in to continue.");
  if (!isStaff(c)) fail(403, DENIED);
  c.header("Cache-Control", "no-store");
}

/** Commits one change of a flat as a conditional write: 409 with `lost` when it matched no row (nothing logged then). */
async function changeUnit(c: Context<AppEnv>, write: Statement, change: Change, lost: string) {
  const [result] = await commit(c.var.db, [write], { activity: changeBy(c, { ...change, when: sql`changes() > 0` }) }).catch(conflictOr(DUPLICATE));
  if (!(result as { rowsAffected: number }).rowsAffected) fail(409, lost);
}

const taken = (status: UnitStatus) => `This flat is ${status === "hold" ? "on hold" : status}, no longer available.`;
const RACED = "Someone else changed this flat a moment ago. Reload it and try again.";

/** The rows of many flats: floors `from` to `to`, each flat's code prefixed by its floor (5A). */
function flatsOf(body: unknown) {
  if (body && typeof body === "object" && "floors" in body) {
    const { floors, units: perFloor } = validate(unitBulkCreate, body);
    const flats = [];
    for (let floor = floors[0]; floor <= floors[1]; floor++) for (const u of perFloor) flats.push({ ...u, floor, code: `${floor}${u.code}` });
    return flats;
  }
  return [validate(unitCreate, body)];
}

/** 422 for a code twice in one request, 409 for one the building has already. */
async function refuseDuplicates(c: Context<AppEnv>, projectUniId: string, flats: { building?: string; code: string }[]) {
  const keys = flats.map((f) => `${f.building ?? ""}\u0000${f.code}`);
  const twice = flats.filter((_, i) => keys.indexOf(keys[i]!) !== i).map((f) => f.code);
  if (twice.length) fail(422, `A code is given twice: ${[...new Set(twice)].join(", ")}`, { units: [`Codes given twice: ${twice.join(", ")}`] });
  const existing = await c.var.db
    .select({ building: units.building, code: units.code })
    .from(units)
    .where(and(eq(units.projectUniId, projectUniId), inArray(units.code, flats.map((f) => f.code))));
  const have = new Set(existing.map((e) => `${e.building}\u0000${e.code}`));
  const clash = flats.filter((_, i) => have.has(keys[i]!)).map((f) => f.code);
  if (clash.length) fail(409, DUPLICATE, { code: clash });
}

/** /projects/{uniId}/units, /prices, /plans (mounted under /projects). */
export const projectUnits = new Hono<AppEnv>()
  // Public: the grid's fields; staff with ?all=1 every field.
  .get("/:uniId/units", endpoint({ summary: "A project's flats: id, code, building, floor, sizeSft, bedrooms, bathrooms, facing, status (hold shown as booked), price when the project shows prices; ?all=1 every field (staff, menu pro001)", access: "public" }), async (c) => {
    const all = c.req.query("all") === "1";
    if (all) staffView(c);
    if (!all) return c.json(await publicReads.projectUnits(c.var.db, { id: c.req.param("uniId") }, { now: c.var.now() }));
    const project = await findProjectFor(c.var.db, c.req.param("uniId"), null);
    const [rows, prices] = await Promise.all([listUnits(c.var.db, project.uniId), currentPrices(c.var.db, project.uniId)]);
    return c.json(rows.map((u) => staffUnit(u, prices)));
  })
  // One flat, or `{ floors: [from, to], units: [...] }` for many; all or none.
  .post("/:uniId/units", endpoint({ summary: "Add one flat, or many as { floors: [from, to], units: [{ code, sizeSft, bedrooms, … }] } (codes become floor + code); all or none; 409 for a code the building has", access: staff, body: json(unitsCreate), created: true }), async (c) => {
    const { db } = c.var;
    const project = await findProjectFor(db, c.req.param("uniId"), null);
    const body = await readJsonBody(c);
    const flats = flatsOf(body);
    await refuseDuplicates(c, project.uniId, flats);
    const at = c.var.now().toISOString();
    const rows = flats.map((f) => ({ ...f, building: f.building ?? "", projectUniId: project.uniId, createdAt: at, updatedAt: at }));
    // Chunked below SQLite's limit of bound values per statement; still one batch, one transaction.
    const inserts = [];
    for (let i = 0; i < rows.length; i += 100) inserts.push(db.insert(units).values(rows.slice(i, i + 100)));
    const label = rows.length === 1 ? unitLabel({ ...rows[0]!, building: rows[0]!.building || null }) : `${project.uniId}: ${rows.length} flats`;
    await commit(db, inserts, { activity: changeBy(c, { action: "create", resource: "units", resourceId: project.uniId, label }) }).catch(conflictOr(DUPLICATE));
    const codes = new Set(rows.map((r) => `${r.building}\u0000${r.code}`));
    const prices = await currentPrices(db, project.uniId);
    const created = (await listUnits(db, project.uniId)).filter((u) => codes.has(`${u.building ?? ""}\u0000${u.code}`)).map((u) => staffUnit(u, prices));
    return c.json(flats.length === 1 && !(body as { floors?: unknown }).floors ? created[0]! : created, 201);
  })
  // The current list: public when the project shows prices, always for staff; ?versions=1 every version (staff).
  .get("/:uniId/prices", endpoint({ summary: "The current price list (visitors: only when the project shows prices, else { showPrices: false }); ?versions=1 every version, newest first (staff)", access: "public" }), async (c) => {
    const versions = c.req.query("versions") === "1";
    if (versions) staffView(c);
    const asStaff = versions || isStaff(c);
    if (asStaff) c.header("Cache-Control", "no-store");
    const project = await findProjectFor(c.var.db, c.req.param("uniId"), asStaff ? null : { now: c.var.now() });
    if (versions) return c.json(await priceVersions(c.var.db, project.uniId));
    const current = await currentPrices(c.var.db, project.uniId);
    return c.json(current && (asStaff || current.showPrices) ? current : { showPrices: false as const });
  })
  // A new version; the old ones stay.
  .put("/:uniId/prices", endpoint({ summary: "Save a new version of the project's price list (the old ones stay)", access: staff, body: json(priceListPut) }), async (c) => {
    const { db } = c.var;
    const project = await findProjectFor(db, c.req.param("uniId"), null);
    const input = await readJson(c, priceListPut);
    const label = `${project.uniId}: Tk ${input.ratePerSft}/sft${input.showPrices ? "" : ", prices hidden"}`;
    const write = db.insert(priceLists).values({ ...input, projectUniId: project.uniId, createdBy: c.var.user!.id, createdAt: c.var.now().toISOString() });
    await commit(db, [write], { activity: changeBy(c, { action: "update", resource: "price-lists", resourceId: project.uniId, label }) });
    return c.json((await currentPrices(db, project.uniId))!);
  })
  .get("/:uniId/plans", endpoint({ summary: "The project's payment plans, in order", access: "public" }), async (c) => {
    if (!isStaff(c)) return c.json(await publicReads.projectPlans(c.var.db, { id: c.req.param("uniId") }, { now: c.var.now() }));
    return c.json(await listPlans(c.var.db, (await findProjectFor(c.var.db, c.req.param("uniId"), null)).uniId));
  })
  // The project's plans, replacing the ones it had.
  .put("/:uniId/plans", endpoint({ summary: "Replace the project's payment plans (a JSON array)", access: staff, body: json(plansPut) }), async (c) => {
    const { db } = c.var;
    const project = await findProjectFor(db, c.req.param("uniId"), null);
    const plans = await readJson(c, plansPut);
    const at = c.var.now().toISOString();
    const writes: Statement[] = [db.delete(paymentPlans).where(eq(paymentPlans.projectUniId, project.uniId))];
    if (plans.length) writes.push(db.insert(paymentPlans).values(plans.map((p, position) => ({ ...p, position, projectUniId: project.uniId, createdAt: at }))));
    const label = `${project.uniId}: ${plans.map((p) => p.name).join(", ") || "no plans"}`;
    await commit(db, writes, { activity: changeBy(c, { action: "update", resource: "payment-plans", resourceId: project.uniId, label }) });
    return c.json(await listPlans(db, project.uniId));
  });

/** The guard of a flat's status change: the row still has the status it was read with. */
const still = (u: UnitRow, status: UnitStatus = u.status) => and(eq(units.id, u.id), eq(units.status, status));

/** /units/{id}: one flat's edits, status, hold and release (mounted under /units). */
export const unitRoutes = new Hono<AppEnv>()
  .patch("/:id", endpoint({ summary: "Edit a flat, or set its status (available, booked, sold, landowner); 409 when its status changed meanwhile", access: staff, body: json(unitUpdate) }), async (c) => {
    const { db } = c.var;
    const current = await findUnit(db, c.req.param("id"));
    const input = await readJson(c, unitUpdate);
    const next = input.status;
    // The same status again would let a second booker "succeed" after the first: only a no-op where harmless.
    if (next === current.status && (next === "booked" || next === "sold")) fail(409, `This flat is already ${next}.`);
    if (next && next !== current.status && !NEXT_STATUSES[current.status].includes(next)) fail(409, `This flat is ${current.status === "hold" ? "on hold" : current.status}: it cannot become ${next}.`);
    // Issue 46: a booked flat's booking holds its money; only cancelling the booking frees the flat.
    if (next === "available" && current.status === "booked" && (await db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.unitId, current.id), eq(bookings.status, "active")))).length)
      fail(409, "This flat has a booking: cancel the booking to make it available.");
    const leavesHold = next !== undefined; // PATCH never sets a hold
    const set = { ...input, ...(leavesHold ? { holdUntil: null, holdLeadId: null } : {}), updatedAt: c.var.now().toISOString() };
    const label = `${unitLabel(current)}${next && next !== current.status ? `: ${current.status} to ${next}` : ""}`;
    await changeUnit(c, db.update(units).set(set).where(still(current)), { action: "update", resource: "units", resourceId: current.id, label }, RACED);
    return c.json(staffUnit(await findUnit(db, String(current.id)), await currentPrices(db, current.projectUniId)));
  })
  // Only a flat nobody holds, booked or bought may go.
  .delete("/:id", endpoint({ summary: "Delete an available flat or a landowner's (409 when held, booked or sold)", access: staff }), async (c) => {
    const { db } = c.var;
    const current = await findUnit(db, c.req.param("id"));
    const GONE = "A flat that is on hold, booked or sold cannot be deleted.";
    if (current.status !== "available" && current.status !== "landowner") fail(409, GONE);
    await changeUnit(c, db.delete(units).where(still(current)), { action: "delete", resource: "units", resourceId: current.id, label: unitLabel(current) }, GONE);
    return c.json({ deleted: current.id });
  })
  // { until, leadId? }: held for a lead until a set time; the cron releases it then (lib/units.ts).
  .post("/:id/hold", endpoint({ summary: "Hold an available flat { until, leadId? } (at most 30 days); of two at once one wins, the other 409", access: staff, body: json(unitHold) }), async (c) => {
    const { db } = c.var;
    const current = await findUnit(db, c.req.param("id"));
    const input = await readJson(c, unitHold);
    const now = c.var.now();
    const until = new Date(input.until);
    if (until <= now || until.getTime() - now.getTime() > MAX_HOLD_MS) fail(422, "A hold must end in the future, within 30 days.", { until: ["A hold must end in the future, within 30 days."] });
    if (input.leadId !== undefined && !(await db.select({ id: messages.id }).from(messages).where(eq(messages.id, input.leadId))).length)
      fail(422, "This lead is not there.", { leadId: ["This lead is not there."] });
    if (current.status !== "available") fail(409, taken(current.status));
    const set = { status: "hold" as const, holdUntil: until.toISOString(), holdLeadId: input.leadId ?? null, updatedAt: now.toISOString() };
    const label = `${unitLabel(current)}: hold until ${set.holdUntil}`;
    await changeUnit(c, db.update(units).set(set).where(still(current, "available")), { action: "update", resource: "units", resourceId: current.id, label }, "This flat is no longer available: someone else has just held or booked it.");
    return c.json(staffUnit(await findUnit(db, String(current.id)), await currentPrices(db, current.projectUniId)));
  })
  .post("/:id/release", endpoint({ summary: "Release a held flat (409 unless on hold)", access: staff }), async (c) => {
    const { db } = c.var;
    const current = await findUnit(db, c.req.param("id"));
    const NOT_HELD = "This flat is not on hold.";
    if (current.status !== "hold") fail(409, NOT_HELD);
    const set = { status: "available" as const, holdUntil: null, holdLeadId: null, updatedAt: c.var.now().toISOString() };
    await changeUnit(c, db.update(units).set(set).where(still(current, "hold")), { action: "update", resource: "units", resourceId: current.id, label: `${unitLabel(current)}: released` }, NOT_HELD);
    return c.json(staffUnit(await findUnit(db, String(current.id)), await currentPrices(db, current.projectUniId)));
  });

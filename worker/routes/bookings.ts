import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { allocate, bookingPrice, dhakaDate, scheduleFor } from "../contract/bookings";
import type { Page } from "../contract/paging";
import { flatPrice } from "../contract/payment-plan";
import { MENU_IDS } from "../contract/roles";
import { bookingBuyers, bookings, messages, paymentAllocations, payments, scheduleLines, units } from "../db/schema/index";
import type { AppEnv } from "../env";
import { changeBy } from "../lib/activity";
import { bookingCreate, bookingsQuery, cancelBody, lineUpdate, paymentCreate, waiveBody } from "../contract/booking-schemas";
import { allocationInsert, guard, lastPaymentOf, receiptStatements, withRetry } from "../lib/booking-writes";
import { bookingDetail, bookingRows, findBookingRecord, lineMoney } from "../lib/bookings";
import { causes, fail } from "../lib/errors";
import { validate } from "../lib/form";
import { readJson } from "../lib/json-body";
import { matchesAny, offsetOf } from "../lib/paging";
import { paymentOf, receiptYear, requireDay } from "../lib/payments";
import { currentPrices, findUnit, listPlans, unitLabel } from "../lib/units";
import { parseId } from "../lib/users";
import { commit, type Statement } from "../lib/write";
import { endpoint, json } from "../middleware/endpoint";

/**
 * Issue 46's bookings (docs/product.md §11): a flat booked at today's price on a plan's schedule, its
 * schedule's lines adjusted or their delay charge waived, payments recorded on it, and its cancellation.
 * Each change is one batch with its activity entry; a change of a booking's money is guarded by the
 * booking's version and retried on fresh figures (lib/booking-writes.ts).
 */
const staff = [MENU_IDS.projects];
const TAKEN = "This flat is no longer available: someone else has just held or booked it.";
const taka = (n: number) => `Tk ${n.toLocaleString("en-US")}`;
const violated = (err: unknown, pattern: RegExp) => [...causes(err)].some((e) => pattern.test(e.message));

/** POST /units/{id}/bookings (mounted under /units). */
export const unitBookings = new Hono<AppEnv>().post(
  "/:id/bookings",
  endpoint({ summary: "Book a flat for its buyers on one of its project's plans: the price from the current list, the plan's schedule from bookedAt; the flat becomes booked (409 when it is not available or on hold)", access: staff, body: json(bookingCreate), created: true }),
  async (c) => {
    const { db } = c.var;
    const unit = await findUnit(db, c.req.param("id"));
    const input = await readJson(c, bookingCreate);
    const today = dhakaDate(c.var.now());
    requireDay(input.bookedAt, "bookedAt", { notAfter: today });
    const [plans, prices] = await Promise.all([listPlans(db, unit.projectUniId), currentPrices(db, unit.projectUniId)]);
    const plan = plans.find((p) => p.id === input.planId) ?? fail(422, "This plan is not one of the project's plans.", { planId: ["This plan is not one of the project's plans."] });
    if (input.leadId !== undefined && !(await db.select({ id: messages.id }).from(messages).where(eq(messages.id, input.leadId))).length)
      fail(422, "This lead is not there.", { leadId: ["This lead is not there."] });
    if (unit.status !== "available" && unit.status !== "hold") fail(409, `This flat is ${unit.status}, no longer available.`);
    if (!prices) fail(409, "This project has no price list yet: save its prices first.");
    const listPrice = flatPrice(prices, unit);
    const discount = input.discount ?? 0;
    const price = bookingPrice(listPrice, plan, discount);
    if (price <= 0) fail(422, "The discount leaves nothing to pay.", { discount: ["The discount leaves nothing to pay."] });
    const at = c.var.now().toISOString();
    const label = unitLabel(unit);
    const bookingId = sql`(select "id" from ${bookings} where "unitId" = ${unit.id} and "status" = 'active')`;
    const { id: _planId, name: planName, ...terms } = plan;
    const writes: Statement[] = [
      db.run(sql`update ${units} set "status" = case when "status" in ('available', 'hold') then 'booked' else null end, "holdUntil" = null, "holdLeadId" = null, "updatedAt" = ${at} where "id" = ${unit.id}`),
      db.insert(bookings).values({ unitId: unit.id, projectUniId: unit.projectUniId, unitLabel: label, leadId: input.leadId ?? null, planName, plan: terms, listPrice, discount, price, bookedAt: input.bookedAt, createdBy: c.var.user!.id, createdAt: at, updatedAt: at }),
      db.insert(bookingBuyers).values(input.buyers.map((b, position) => ({ ...b, email: b.email ?? null, bookingId: bookingId as unknown as number, position }))),
      db.insert(scheduleLines).values(scheduleFor(price, terms, input.bookedAt).map((l, position) => ({ ...l, position, bookingId: bookingId as unknown as number, updatedAt: at }))),
    ];
    await commit(db, writes, { activity: changeBy(c, { action: "create", resource: "bookings", resourceId: bookingId, label: `${label}: ${input.buyers[0]!.name}, ${taka(price)}, ${planName}` }) }).catch((err) => {
      if (violated(err, /units\.status|UNIQUE constraint failed: bookings/i)) fail(409, TAKEN);
      throw err;
    });
    const [created] = await db.select().from(bookings).where(and(eq(bookings.unitId, unit.id), eq(bookings.status, "active")));
    return c.json(await bookingDetail(db, created!, today, c.var.user!.designation), 201);
  },
);

/** The line of a booking the path names, or 404. */
async function lineOf(c: { req: { param: (k: "lineId") => string | undefined } }, lines: Awaited<ReturnType<typeof lineMoney>>) {
  const id = parseId(c.req.param("lineId"));
  return lines.find((l) => l.id === id) ?? fail(404, "Schedule line not found.");
}

/** /bookings (mounted under /bookings). */
export const bookingRoutes = new Hono<AppEnv>()
  .get("/", endpoint({ summary: "Bookings, newest first, each with its totals today: ?q= (a buyer's name, phone or e-mail, the flat, a receipt number), ?project=, ?overdue=1 (money overdue), ?page=&pageSize= for one page", access: staff }), async (c) => {
    const { db } = c.var;
    const query = validate(bookingsQuery, c.req.query());
    const today = dhakaDate(c.var.now());
    // Column names spelt out with aliases: drizzle may leave a column unqualified inside a subquery.
    const buyers = sql`(select group_concat("u"."name" || ' ' || "u"."phone" || ' ' || coalesce("u"."email", ''), ' ') from ${bookingBuyers} "u" where "u"."bookingId" = "bookings"."id")`;
    // Issue 46 item 5: a receipt number finds its booking (a payment's, a reversal's or a refund's).
    const receipts = sql`(select group_concat("p"."receiptNo", ' ') from ${payments} "p" where "p"."bookingId" = "bookings"."id")`;
    const overdue = sql`exists (select 1 from ${scheduleLines} "l" where "l"."bookingId" = "bookings"."id" and "l"."dueDate" < ${today}
      and "l"."amount" > coalesce((select sum("a"."amount") from ${paymentAllocations} "a" where "a"."lineId" = "l"."id"), 0))`;
    const where = and(
      matchesAny(query.q, [buyers, bookings.unitLabel, receipts]),
      query.project ? eq(bookings.projectUniId, query.project) : undefined,
      query.overdue === "1" ? and(eq(bookings.status, "active"), overdue as SQL) : undefined,
    );
    c.header("Cache-Control", "no-store");
    if (query.page === undefined) return c.json(await bookingRows(db, await db.select().from(bookings).where(where).orderBy(desc(bookings.id)), today));
    const page = { ...query, page: query.page };
    const [records, [count]] = await Promise.all([
      db.select().from(bookings).where(where).orderBy(desc(bookings.id)).limit(page.pageSize).offset(offsetOf(page)),
      db.select({ n: sql<number>`count(*)` }).from(bookings).where(where),
    ]);
    const answer: Page<Awaited<ReturnType<typeof bookingRows>>[number]> = { items: await bookingRows(db, records, today), total: Number(count?.n ?? 0), page: page.page, pageSize: page.pageSize };
    return c.json(answer);
  })
  .get("/:id", endpoint({ summary: "A booking: buyers (NID or passport in full for Admins), schedule with each line's paid, due, state and delay charge, payments; ?asOf=YYYY-MM-DD for another day than today", access: staff }), async (c) => {
    const record = await findBookingRecord(c.var.db, c.req.param("id"));
    const asOf = c.req.query("asOf");
    if (asOf !== undefined) requireDay(asOf, "asOf");
    c.header("Cache-Control", "no-store");
    return c.json(await bookingDetail(c.var.db, record, asOf ?? dhakaDate(c.var.now()), c.var.user!.designation));
  })
  .post("/:id/payments", endpoint({ summary: "Record a payment { paidAt, amount, mode, reference? }: allocated to the oldest due lines first, numbered R-{year}-{serial} (gapless); 422 above what is left to pay", access: staff, body: json(paymentCreate), created: true }), async (c) => {
    const { db } = c.var;
    const input = await readJson(c, paymentCreate);
    const now = c.var.now();
    const today = dhakaDate(now);
    requireDay(input.paidAt, "paidAt", { notAfter: today });
    const id = await withRetry(async () => {
      const booking = await findBookingRecord(db, c.req.param("id"));
      if (booking.status === "cancelled") fail(409, "This booking is cancelled.");
      requireDay(input.paidAt, "paidAt", { notBefore: booking.bookedAt });
      const lines = await lineMoney(db, booking.id);
      const left = lines.reduce((s, l) => s + l.amount - l.paid, 0);
      if (input.amount > left) fail(422, `This is more than is left to pay (${taka(left)}).`, { amount: [`At most ${taka(left)}`] });
      const at = now.toISOString();
      const payment = { bookingId: booking.id, kind: "payment" as const, ...input, reference: input.reference || null, note: null, reversesId: null, createdBy: c.var.user!.id, createdAt: at };
      const writes = [guard(db, booking, at), ...receiptStatements(db, receiptYear(now), payment), ...allocationInsert(db, booking.id, allocate(input.amount, lines))];
      const label = `${booking.unitLabel}: ${taka(input.amount)} by ${input.mode}`;
      const results = await commit(db, writes, { activity: changeBy(c, { action: "create", resource: "payments", resourceId: lastPaymentOf(booking.id), label }) });
      return Number((results[2] as { lastInsertRowid?: bigint | number }).lastInsertRowid);
    });
    return c.json(await paymentOf(db, id), 201);
  })
  .patch("/:id/schedule/:lineId", endpoint({ summary: "Adjust a schedule line { amount?, dueDate?, reason }: a new amount moves the difference to the last line, so the lines still add up to the price; logged with its reason", access: staff, body: json(lineUpdate) }), async (c) => {
    const { db } = c.var;
    const input = await readJson(c, lineUpdate);
    await withRetry(async () => {
      const booking = await findBookingRecord(db, c.req.param("id"));
      if (booking.status === "cancelled") fail(409, "This booking is cancelled.");
      const lines = await lineMoney(db, booking.id);
      const line = await lineOf(c, lines);
      const at = c.var.now().toISOString();
      const writes: Statement[] = [guard(db, booking, at)];
      const changes: string[] = [];
      if (input.dueDate !== undefined && input.dueDate !== line.dueDate) {
        if (input.dueDate < booking.bookedAt) fail(422, "A line cannot fall due before the booking date.", { dueDate: ["Not before the booking date"] });
        changes.push(`due ${line.dueDate} to ${input.dueDate}`);
      }
      if (input.amount !== undefined && input.amount !== line.amount) {
        const last = lines[lines.length - 1]!;
        if (last.id === line.id) fail(422, "The last line takes the difference of a change: change another line.", { amount: ["Change another line"] });
        if (input.amount < line.paid) fail(422, `A line cannot ask less than was paid on it (${taka(line.paid)}).`, { amount: [`At least ${taka(line.paid)}`] });
        const lastAmount = last.amount - (input.amount - line.amount);
        if (lastAmount < Math.max(0, last.paid)) fail(422, `${last.label} cannot take this change: it would ask ${taka(lastAmount)}.`, { amount: [`${last.label} cannot take this change`] });
        writes.push(db.update(scheduleLines).set({ amount: lastAmount, updatedAt: at }).where(eq(scheduleLines.id, last.id)));
        changes.push(`${taka(line.amount)} to ${taka(input.amount)} (${last.label} ${taka(last.amount)} to ${taka(lastAmount)})`);
      }
      if (!changes.length) return;
      writes.push(db.update(scheduleLines).set({ amount: input.amount ?? line.amount, dueDate: input.dueDate ?? line.dueDate, updatedAt: at }).where(eq(scheduleLines.id, line.id)));
      const label = `${booking.unitLabel}: ${line.label} ${changes.join(", ")}; reason: ${input.reason}`;
      await commit(db, writes, { activity: changeBy(c, { action: "update", resource: "bookings", resourceId: booking.id, label }) });
    });
    const record = await findBookingRecord(db, c.req.param("id"));
    return c.json(await bookingDetail(db, record, dhakaDate(c.var.now()), c.var.user!.designation));
  })
  .post("/:id/schedule/:lineId/waive", endpoint({ summary: "Waive a schedule line's delay charge { reason } (Admin, Super-Admin); 409 when already waived", access: [MENU_IDS.reports], denied: "Only an Admin or a Super-Admin may waive a delay charge.", body: json(waiveBody) }), async (c) => {
    const { db } = c.var;
    const input = await readJson(c, waiveBody);
    const booking = await findBookingRecord(db, c.req.param("id"));
    const line = await lineOf(c, await lineMoney(db, booking.id));
    const at = c.var.now().toISOString();
    const write = db
      .update(scheduleLines)
      .set({ waivedAt: at, waivedBy: c.var.user!.id, waiveReason: input.reason, updatedAt: at })
      .where(and(eq(scheduleLines.id, line.id), sql`${scheduleLines.waivedAt} is null`));
    const label = `${booking.unitLabel}: ${line.label} delay charge waived; reason: ${input.reason}`;
    const [result] = await commit(db, [write], { activity: changeBy(c, { action: "update", resource: "bookings", resourceId: booking.id, label, when: sql`changes() > 0` }) });
    if (!(result as { rowsAffected: number }).rowsAffected) fail(409, "This line's delay charge is already waived.");
    return c.json(await bookingDetail(db, booking, dhakaDate(c.var.now()), c.var.user!.designation));
  })
  .post("/:id/cancel", endpoint({ summary: "Cancel a booking { reason, refund? { amount, paidAt, mode, reference? } }: the flat becomes available, a refund is a negative payment with its receipt; 409 when already cancelled or the flat is sold", access: staff, body: json(cancelBody) }), async (c) => {
    const { db } = c.var;
    const input = await readJson(c, cancelBody);
    const now = c.var.now();
    const today = dhakaDate(now);
    if (input.refund) requireDay(input.refund.paidAt, "refund paidAt", { notAfter: today });
    await withRetry(async () => {
      const booking = await findBookingRecord(db, c.req.param("id"));
      if (booking.status === "cancelled") fail(409, "This booking is already cancelled.");
      const unit = await findUnit(db, String(booking.unitId));
      if (unit.status !== "booked") fail(409, `This flat is ${unit.status}: its booking cannot be cancelled.`);
      const paid = (await lineMoney(db, booking.id)).reduce((s, l) => s + l.paid, 0);
      if (input.refund && input.refund.amount > paid) fail(422, `A refund cannot be more than was paid (${taka(paid)}).`, { refund: [`At most ${taka(paid)}`] });
      const at = now.toISOString();
      const writes: Statement[] = [
        guard(db, booking, at, sql`, "status" = 'cancelled', "cancelledAt" = ${at}, "cancelReason" = ${input.reason}`),
        db.run(sql`update ${units} set "status" = case when "status" = 'booked' then 'available' else null end, "updatedAt" = ${at} where "id" = ${booking.unitId}`),
      ];
      if (input.refund) {
        const { amount, ...rest } = input.refund;
        writes.push(...receiptStatements(db, receiptYear(now), { bookingId: booking.id, kind: "refund", ...rest, amount: -amount, reference: rest.reference || null, note: input.reason, reversesId: null, createdBy: c.var.user!.id, createdAt: at }));
      }
      const label = `${booking.unitLabel}: booking cancelled${input.refund ? `, ${taka(input.refund.amount)} refunded` : ""}; reason: ${input.reason}`;
      await commit(db, writes, { activity: changeBy(c, { action: "update", resource: "bookings", resourceId: booking.id, label }) }).catch((err) => {
        if (violated(err, /units\.status/i)) fail(409, "Someone else changed this flat a moment ago. Reload it and try again.");
        throw err;
      });
    });
    const record = await findBookingRecord(db, c.req.param("id"));
    return c.json(await bookingDetail(db, record, today, c.var.user!.designation));
  });

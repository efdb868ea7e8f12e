import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { type BookingRow, dhakaDate } from "../contract/bookings";
import { BUYER_CODE_SENT, type BuyerCodeSent, buyerSignInBody, buyerVerifyBody, type MyBooking, type MyBookingRow } from "../contract/buyer-portal";
import type { Db } from "../db/client";
import { bookingBuyers, bookings, contactInformation, projects } from "../db/schema/index";
import type { AppEnv } from "../env";
import { BUYER_CODE_WRONG, buyerEmail, sendBuyerCode, useBuyerCode } from "../lib/buyer-access";
import { endBuyerSession, startBuyerSession } from "../lib/buyer-sessions";
import { documentDownload, findDocument } from "../lib/booking-documents";
import { bookingDetail, bookingRows, type BookingRecord } from "../lib/bookings";
import { fail } from "../lib/errors";
import { RECEIPT_FILE, receiptResponse } from "../lib/receipts";
import { readJson } from "../lib/json-body";
import { parseId } from "../lib/users";
import { endpoint, json } from "../middleware/endpoint";

/**
 * The buyer portal's API (issue 46; docs/product.md §11 "Buyer portal"), mounted under /my: sign-in
 * by an e-mailed code, and the signed-in buyer's own bookings. A booking is the buyer's when one of
 * its buyers has their address (without case); any other id is 404, never 403, so ids tell nothing.
 */
const ownBookingIds = (db: Db, email: string) =>
  db.select({ id: bookingBuyers.bookingId }).from(bookingBuyers).where(eq(sql`lower(${bookingBuyers.email})`, email));

async function ownBookings(db: Db, email: string, id?: number): Promise<BookingRecord[]> {
  return db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.id, ownBookingIds(db, email)), id === undefined ? undefined : eq(bookings.id, id)))
    .orderBy(desc(bookings.bookedAt), desc(bookings.id));
}

/** The buyer's booking the path names, if it is theirs (an empty list otherwise). */
function ownBooking(db: Db, email: string, rawId: string | undefined) {
  const id = parseId(rawId);
  return id === null ? Promise.resolve([]) : ownBookings(db, email, id);
}

async function projectNames(db: Db, uniIds: string[]) {
  const rows = uniIds.length ? await db.select({ uniId: projects.uniId, name: projects.name }).from(projects).where(inArray(projects.uniId, uniIds)) : [];
  return new Map(rows.map((r) => [r.uniId, r.name]));
}

/** The list row's fields a buyer may see, from the staff row (which also names the buyer and their phone). */
const rowOf = (r: BookingRow, names: Map<string, string>): MyBookingRow => ({
  id: r.id,
  project: { uniId: r.projectUniId, name: names.get(r.projectUniId) ?? r.projectUniId },
  unitLabel: r.unitLabel,
  planName: r.planName,
  bookedAt: r.bookedAt,
  status: r.status,
  asOf: r.asOf,
  price: r.price,
  paid: r.paid,
  outstanding: r.outstanding,
  overdue: r.overdue,
  delayCharge: r.delayCharge,
  nextDue: r.nextDue,
});

export const myRoutes = new Hono<AppEnv>()
  .post(
    "/sign-in",
    endpoint({ summary: "E-mails a one-time sign-in code to a buyer's address; the same 202 whether or not the address is on a booking (429 past 3 codes per address or 20 requests per client address in 15 minutes)", access: "public", body: json(buyerSignInBody), accepted: true }),
    async (c) => {
      const { email } = await readJson(c, buyerSignInBody);
      await sendBuyerCode(c, email);
      c.header("Cache-Control", "no-store");
      return c.json({ sent: true, message: BUYER_CODE_SENT } satisfies BuyerCodeSent, 202);
    },
  )
  .post(
    "/verify",
    endpoint({ summary: "Signs a buyer in with the e-mailed code; sets the buyer session cookie (401 for a wrong, used or expired code)", access: "public", body: json(buyerVerifyBody) }),
    async (c) => {
      const { email, code } = await readJson(c, buyerVerifyBody);
      if (!(await useBuyerCode(c, email, code))) fail(401, BUYER_CODE_WRONG);
      await startBuyerSession(c, buyerEmail(email));
      c.header("Cache-Control", "no-store");
      return c.json({ isAuthenticated: true as const });
    },
  )
  .post("/sign-out", endpoint({ summary: "Ends the buyer session, if any, and clears its cookie", access: "public" }), async (c) => {
    await endBuyerSession(c);
    c.header("Cache-Control", "no-store");
    return c.json({ isAuthenticated: false as const });
  })
  .get("/bookings", endpoint({ summary: "The signed-in buyer's own bookings, each with its project, flat, price, paid, outstanding, overdue and next due line", access: "buyer" }), async (c) => {
    const { db } = c.var;
    const records = await ownBookings(db, c.var.buyer!.email);
    const [rows, names] = await Promise.all([bookingRows(db, records, dhakaDate(c.var.now())), projectNames(db, [...new Set(records.map((r) => r.projectUniId))])]);
    return c.json(rows.map((r) => rowOf(r, names)));
  })
  .get("/bookings/:id", endpoint({ summary: "One of the signed-in buyer's bookings: schedule, payments with receipt numbers and whom to call (404 for any other booking)", access: "buyer" }), async (c) => {
    const { db } = c.var;
    const [record] = await ownBooking(db, c.var.buyer!.email, c.req.param("id"));
    if (!record) fail(404, "Booking not found.");
    const today = dhakaDate(c.var.now());
    // The staff reader with no designation: ID numbers masked; the fields kept below are the buyer's.
    const [detail, names, [company]] = await Promise.all([
      bookingDetail(db, record, today, ""),
      projectNames(db, [record.projectUniId]),
      db.select({ phone: contactInformation.phone }).from(contactInformation).orderBy(asc(contactInformation.id)).limit(1),
    ]);
    const body: MyBooking = {
      ...rowOf(detail, names),
      buyers: detail.buyers.map((b) => ({ name: b.name })),
      schedule: detail.schedule.map(({ waived, ...line }) => ({ ...line, waived: waived !== null })),
      payments: detail.payments.map((p) => ({
        id: p.id,
        receiptNo: p.receiptNo,
        kind: p.kind,
        paidAt: p.paidAt,
        amount: p.amount,
        mode: p.mode,
        reference: p.reference,
        reversesId: p.reversesId,
        reversedBy: p.reversedBy,
        allocations: p.allocations,
      })),
      documents: detail.documents,
      contactPhone: company?.phone || null,
    };
    return c.json(body);
  })
  .get("/bookings/:id/documents/:docId", endpoint({ summary: "Download a document of one of the signed-in buyer's bookings (an attachment, never cached; 404 for any other booking's or document)", access: "buyer" }), async (c) => {
    const { db } = c.var;
    const [record] = await ownBooking(db, c.var.buyer!.email, c.req.param("id"));
    // The same 404 for a booking that is not the buyer's as for one that is not there: ids tell nothing.
    if (!record) fail(404, "Document not found.");
    return documentDownload(c.var.bucket, await findDocument(db, record.id, c.req.param("docId")));
  })
  .get(
    `/receipts${RECEIPT_FILE}`,
    endpoint({ summary: "A receipt of one of the signed-in buyer's bookings as a PDF download (?lang=en|bn); 404 \"Receipt not found.\" for any other number", access: "buyer" }),
    (c) => receiptResponse(c, c.var.buyer!.email),
  );

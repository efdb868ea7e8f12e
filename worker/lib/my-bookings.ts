import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { type BookingRow, dhakaDate } from "../contract/bookings";
import { MY_PAYMENT_FIELDS, type MyBooking, type MyBookingRow, type MyPayment } from "../contract/buyer-portal";
import type { Db } from "../db/client";
import { bookingBuyers, bookings, contactInformation, projects } from "../db/schema/index";
import { bookingDetail, bookingRows, type BookingRecord } from "./bookings";
import { fail } from "./errors";
import { parseId } from "./users";

/**
 * A signed-in buyer's own bookings (issue 46; docs/product.md §11 "Buyer portal"), as the API answers
 * them (routes/my.ts) and as the portal's pages read them (pages/public-reads.ts). A booking is the
 * buyer's when one of its buyers has their address (without case); any other id is 404, never 403,
 * so ids tell nothing.
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

type ProjectName = { name: string; nameBn: string };

async function projectNames(db: Db, uniIds: string[]) {
  const rows = uniIds.length ? await db.select({ uniId: projects.uniId, name: projects.name, nameBn: projects.nameBn }).from(projects).where(inArray(projects.uniId, uniIds)) : [];
  return new Map(rows.map((r) => [r.uniId, { name: r.name, nameBn: r.nameBn }]));
}

/** The list row's fields a buyer may see, from the staff row (which also names the buyer and their phone). */
const rowOf = (r: BookingRow, names: Map<string, ProjectName>): MyBookingRow => ({
  id: r.id,
  project: { uniId: r.projectUniId, ...(names.get(r.projectUniId) ?? { name: r.projectUniId, nameBn: "" }) },
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

/** GET /my/bookings: the buyer's bookings, latest booked first, with their figures on today (Dhaka). */
export async function listMyBookings(db: Db, email: string, now: Date): Promise<MyBookingRow[]> {
  const records = await ownBookings(db, email);
  const [rows, names] = await Promise.all([bookingRows(db, records, dhakaDate(now)), projectNames(db, [...new Set(records.map((r) => r.projectUniId))])]);
  return rows.map((r) => rowOf(r, names));
}

/** The buyer's booking the path names (`rawId` as the URL has it), if it is theirs. */
export async function ownBooking(db: Db, email: string, rawId: string | undefined): Promise<BookingRecord | undefined> {
  const id = parseId(rawId);
  return id === null ? undefined : (await ownBookings(db, email, id))[0];
}

/** GET /my/bookings/{id}: one of the buyer's bookings (`rawId` as the URL has it), or the 404 "Booking not found.". */
export async function findMyBooking(db: Db, email: string, rawId: string, now: Date): Promise<MyBooking> {
  const record = await ownBooking(db, email, rawId);
  if (!record) fail(404, "Booking not found.");
  // The staff reader with no designation: ID numbers masked; the fields kept below are the buyer's.
  const [detail, names, [company]] = await Promise.all([
    bookingDetail(db, record, dhakaDate(now), ""),
    projectNames(db, [record.projectUniId]),
    db.select({ phone: contactInformation.phone }).from(contactInformation).orderBy(asc(contactInformation.id)).limit(1),
  ]);
  return {
    ...rowOf(detail, names),
    buyers: detail.buyers.map((b) => ({ name: b.name })),
    schedule: detail.schedule.map(({ waived, ...line }) => ({ ...line, waived: waived !== null })),
    payments: detail.payments.map((p) => Object.fromEntries(MY_PAYMENT_FIELDS.map((k) => [k, p[k]])) as MyPayment),
    documents: detail.documents,
    contactPhone: company?.phone || null,
  };
}

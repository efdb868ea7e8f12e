import { asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import { LANGUAGE_CODES, type LanguageCode } from "../contract/language";
import { SITE_NAME } from "../contract/page-words";
import type { Db } from "../db/client";
import { bookingBuyers, bookings, contactInformation, paymentAllocations, payments, projects, scheduleLines } from "../db/schema/index";
import type { AppEnv } from "../env";
import { fail } from "./errors";
import { receiptPdf, type ReceiptFacts } from "./receipt-pdf";

/**
 * Receipts as PDFs (issue 46 item 2; docs/product.md §11 "Receipts"): staff ask for any, a buyer for those
 * of their own bookings. Any other number, or one that is no receipt number at all, is 404: never 403, so
 * a number tells a buyer nothing about other bookings.
 */
export const RECEIPT_NOT_FOUND = "Receipt not found.";

/** The Hono path of a receipt's file: `{number}.pdf` (worker/lib/openapi.ts documents it so). */
export const RECEIPT_FILE = "/:number{[^/]+\\.pdf}";

const RECEIPT_NO = /^(R-\d{4}-\d{6,})\.pdf$/;

/** `?lang=en|bn`, English when absent; anything else 422. */
function languageOf(c: Context<AppEnv>): LanguageCode {
  const lang = c.req.query("lang") ?? "en";
  if (!(LANGUAGE_CODES as readonly string[]).includes(lang)) fail(422, "lang must be en or bn.", { lang: ["lang must be en or bn"] });
  return lang as LanguageCode;
}

/** What the receipt states, from the database; `buyerEmail`: only if one of the booking's buyers has it. */
async function receiptFacts(db: Db, receiptNo: string, buyerEmail?: string): Promise<ReceiptFacts> {
  const [payment] = await db.select().from(payments).where(eq(payments.receiptNo, receiptNo));
  if (!payment) fail(404, RECEIPT_NOT_FOUND);
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, payment.bookingId));
  const buyers = await db.select({ name: bookingBuyers.name, email: bookingBuyers.email }).from(bookingBuyers).where(eq(bookingBuyers.bookingId, payment.bookingId)).orderBy(asc(bookingBuyers.position));
  if (!booking || (buyerEmail !== undefined && !buyers.some((b) => b.email?.toLowerCase() === buyerEmail))) fail(404, RECEIPT_NOT_FOUND);
  const [[project], lines, [original], [company]] = await Promise.all([
    db.select({ name: projects.name }).from(projects).where(eq(projects.uniId, booking.projectUniId)),
    db
      .select({ kind: scheduleLines.kind, label: scheduleLines.label, amount: paymentAllocations.amount })
      .from(paymentAllocations)
      .innerJoin(scheduleLines, eq(scheduleLines.id, paymentAllocations.lineId))
      .where(eq(paymentAllocations.paymentId, payment.id))
      .orderBy(asc(scheduleLines.position)),
    payment.reversesId === null ? [] : db.select({ receiptNo: payments.receiptNo }).from(payments).where(eq(payments.id, payment.reversesId)),
    db.select({ address: contactInformation.address, phone: contactInformation.phone }).from(contactInformation).orderBy(asc(contactInformation.id)).limit(1),
  ]);
  return {
    receiptNo: payment.receiptNo,
    kind: payment.kind,
    paidAt: payment.paidAt,
    amount: payment.amount,
    mode: payment.mode,
    reference: payment.reference,
    reverses: original?.receiptNo ?? null,
    company: { name: SITE_NAME, address: company?.address ?? "", phone: company?.phone ?? "" },
    buyers: buyers.map((b) => b.name),
    project: project?.name ?? booking.projectUniId,
    flat: booking.unitLabel,
    lines,
  };
}

/** The receipt's PDF as a download: `?lang=`, the number from the path, for a buyer only their own. */
export async function receiptResponse(c: Context<AppEnv>, buyerEmail?: string): Promise<Response> {
  const lang = languageOf(c);
  const receiptNo = RECEIPT_NO.exec(c.req.param("number") ?? "")?.[1] ?? fail(404, RECEIPT_NOT_FOUND);
  const facts = await receiptFacts(c.var.db, receiptNo, buyerEmail?.toLowerCase());
  const pdf = await receiptPdf(facts, lang);
  // A copy over a plain ArrayBuffer: what the DOM's BodyInit type (the web's type check) accepts.
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receiptNo}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}


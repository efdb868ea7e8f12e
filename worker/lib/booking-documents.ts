import { and, asc, eq } from "drizzle-orm";
import type { BookingDocument } from "../contract/booking-documents";
import type { Db } from "../db/client";
import { bookingDocuments } from "../db/schema/index";
import { BOOKING_DOCUMENT, type FileField } from "../storage/upload-rules";
import { fail } from "./errors";
import { parseId } from "./users";

/**
 * A booking's documents (issue 46; docs/product.md §11 "Booking documents"): listed on the booking's
 * answer to staff and to its buyers, downloaded through the API only, by staff with the Projects menu
 * and by the booking's own buyers (routes/booking-documents.ts, routes/my.ts).
 */
export type DocumentRecord = typeof bookingDocuments.$inferSelect;

/** The one file of POST /bookings/{id}/documents: private (contract/folders.ts), never under /im. */
export const DOCUMENT_FILE: FileField = { name: "file", folder: "bookingDocuments", rule: BOOKING_DOCUMENT, multiple: false };

/** A document as the answers list it. */
export const documentOf = (d: DocumentRecord): BookingDocument => ({ id: d.id, name: d.name, kind: d.kind, contentType: d.contentType, size: d.size, uploadedAt: d.uploadedAt });

/** A booking's documents, oldest first. */
export async function listDocuments(db: Db, bookingId: number): Promise<BookingDocument[]> {
  const rows = await db.select().from(bookingDocuments).where(eq(bookingDocuments.bookingId, bookingId)).orderBy(asc(bookingDocuments.id));
  return rows.map(documentOf);
}

export async function findDocument(db: Db, bookingId: number, rawId: string | undefined): Promise<DocumentRecord> {
  const id = parseId(rawId);
  // Only a document of THIS booking: another booking's id under this booking's URL is 404 like any other.
  const [row] = id === null ? [] : await db.select().from(bookingDocuments).where(and(eq(bookingDocuments.id, id), eq(bookingDocuments.bookingId, bookingId)));
  return row ?? fail(404, "Document not found.");
}

/** Characters a download's name keeps; anything else, dots included, becomes "_". */
const UNSAFE_NAME = /[^\p{L}\p{M}\p{N}_ -]/gu;

/** "Allotment letter" stored as a PDF downloads as "Allotment letter.pdf": the extension its bytes' type gives. */
export function downloadName(d: { name: string; key: string }): string {
  const ext = /\.([a-z0-9]+)$/.exec(d.key)?.[1] ?? "bin";
  const base = d.name.replace(new RegExp(`\\.${ext}$`, "i"), "").replace(UNSAFE_NAME, "_").trim().slice(0, 100);
  return `${base || "document"}.${ext}`;
}

/**
 * The download of a document: always an attachment (a PDF or a photo never opens inside the site's origin),
 * never cached by anyone, its type never guessed. 404 when its file is missing from R2.
 */
export async function documentDownload(bucket: R2Bucket, d: DocumentRecord): Promise<Response> {
  const obj = await bucket.get(d.key);
  if (!obj) fail(404, "Document not found.");
  const name = downloadName(d);
  return new Response(obj.body, {
    headers: {
      "Content-Type": d.contentType,
      "Content-Length": String(d.size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      // An ASCII name for old clients, the real one (a Bengali name) in RFC 6266's filename*.
      "Content-Disposition": `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
}

import { z } from "zod";
import { required } from "./fields";

/**
 * A booking's documents (issue 46; docs/product.md §11 "Booking documents"): the private files staff share
 * with its buyers (the allotment letter, the agreement). Staff upload them to the booking; the booking's
 * buyers download them from the buyer portal. Never under /im: only through the API, never cached.
 */
export const DOCUMENT_KINDS = ["allotment", "agreement", "other"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a booking document may be (checked by its bytes, storage/sniff.ts); docs/decisions.md "Booking documents". */
export const DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const DOCUMENT_FILE_LABEL = "a PDF up to 10 MB, or a JPEG or PNG image up to 5 MB";

/** POST /bookings/{id}/documents: its text fields (the file is the multipart field `file`). */
export const bookingDocumentCreate = z.strictObject({
  name: required("Name is required", 120),
  kind: z.enum(DOCUMENT_KINDS, { error: `kind must be one of ${DOCUMENT_KINDS.join(", ")}` }),
});

/** A document as a booking's answer lists it (staff and buyer alike); its download is a URL of its own. */
export type BookingDocument = { id: number; name: string; kind: DocumentKind; contentType: string; size: number; uploadedAt: string };

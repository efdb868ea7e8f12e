import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { DocumentKind } from "../../contract/booking-documents";
import { bookings } from "./bookings";
import { id } from "./columns";

/**
 * The documents staff share with a booking's buyers (issue 46: the allotment letter, the agreement).
 * Private: their R2 keys are in a folder /im never serves (contract/folders.ts `bookingDocuments`); staff
 * and the booking's buyers read them through the API. The orphan sweep keeps every key listed here
 * (storage/references.ts).
 */
export const bookingDocuments = sqliteTable(
  "booking_documents",
  {
    id: id(),
    bookingId: integer("bookingId")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** What staff called it ("Allotment letter"): shown, and the download's file name with its type's extension. */
    name: text("name").notNull(),
    kind: text("kind").$type<DocumentKind>().notNull(),
    key: text("key").notNull(),
    /** The type its bytes were found to be (storage/sniff.ts), never the one the browser declared. */
    contentType: text("contentType").notNull(),
    size: integer("size").notNull(),
    uploadedAt: text("uploadedAt").notNull(),
    uploadedBy: integer("uploadedBy").notNull(),
  },
  (t) => [index("booking_documents_booking_idx").on(t.bookingId)],
);

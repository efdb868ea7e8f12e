import { contentHash } from "../../worker/contract/content-hash";
import type { bookingBuyers, bookingDocuments, bookings } from "../../worker/db/schema/index";
import type { SeedObject } from "./media";
import { onePagePdf, pdfText } from "./pdf";

/**
 * Issue 46's demo documents: each seeded booking's allotment letter, a small one-page PDF naming its
 * flat, main buyer, booking date and price, stored in the private folder as staff uploads are
 * (docs/product.md §11 "Booking documents"). No dates but the booking's, so a rerun writes the same bytes.
 */
type Booking = typeof bookings.$inferInsert & { id: number };
type Buyer = typeof bookingBuyers.$inferInsert;

const NAVY = "0.071 0.208 0.357";
const INK = "0.2 0.2 0.22";
// The base-14 fonts speak WinAnsi: a name typed in Bengali would not draw, so anything else becomes "?".
const ascii = (s: string) => s.replace(/[^\x20-\x7e]/g, "?");

function letter(b: Booking, buyer: string): Uint8Array {
  const lines = [
    `To: ${buyer}`,
    "",
    `We are pleased to allot you flat ${b.unitLabel},`,
    `booked on ${b.bookedAt} on the ${b.planName} plan,`,
    `at a price of Tk ${b.price.toLocaleString("en-US")}, to be paid on the schedule of your booking.`,
    "",
    "The flat is handed over when the schedule is paid in full.",
  ];
  const ops = [
    `${NAVY} rg 0 772 595 70 re f`,
    pdfText("F2", 22, 50, 800, "1 1 1", "UDAY Properties"),
    pdfText("F2", 18, 50, 700, NAVY, "Allotment Letter"),
    ...lines.map((l, i) => (l ? pdfText("F1", 12, 50, 660 - i * 20, INK, ascii(l)) : "")).filter(Boolean),
    pdfText("F1", 11, 50, 420, INK, "For UDAY Properties"),
    pdfText("F1", 9, 50, 60, "0.45 0.45 0.45", "A demo document: not a real allotment."),
  ];
  return onePagePdf(ops.join("\n"), `Allotment letter ${ascii(b.unitLabel)}`);
}

/** The letters' R2 objects and their booking_documents rows (uploaded by `staffId` on the booking day). */
export async function allotmentLetters(list: Booking[], buyers: Buyer[], staffId: number) {
  const objects: SeedObject[] = [];
  const documents: (typeof bookingDocuments.$inferInsert)[] = [];
  for (const b of list) {
    const buyer = buyers.find((x) => x.bookingId === b.id && x.position === 0)?.name ?? "";
    const bytes = letter(b, buyer);
    const key = `bookingDocuments/${await contentHash(bytes)}.pdf`;
    objects.push({ key, bytes, contentType: "application/pdf", filename: "allotment-letter.pdf" });
    documents.push({ bookingId: b.id, name: "Allotment letter", kind: "allotment", key, contentType: "application/pdf", size: bytes.byteLength, uploadedAt: `${b.bookedAt}T06:00:00.000Z`, uploadedBy: staffId });
  }
  return { objects, documents };
}

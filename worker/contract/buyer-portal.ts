import { z } from "zod";
import type { BookingDocument } from "./booking-documents";
import type { BookingStatus, BookingTotals, Payment, ScheduleLine } from "./bookings";
import { email } from "./fields";

/**
 * The buyer portal's API (issue 46; docs/product.md §11 "Buyer portal"): a buyer signs in with a code
 * e-mailed to an address their booking names and reads only their own bookings, without any field
 * only staff see (ID numbers, notes, lead ids, staff names or ids).
 */
export const buyerSignInBody = z.strictObject({ email: email() });
export const buyerVerifyBody = z.strictObject({
  email: email(),
  // The Bengali e-mail writes the code in Bengali digits; a buyer may type either kind.
  code: z
    .string({ error: "Enter the 6-digit code" })
    .trim()
    .transform((code) => code.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6)))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code")),
});

/**
 * What a sign-in form posted without JavaScript tells the buyer (routes/my-forms.ts; the page words
 * each): an address that is not one, a code that is not 6 digits, a wrong or expired code, too many
 * tries, no e-mail set up.
 */
export const MY_FORM_ERRORS = ["email", "format", "code", "busy", "mail"] as const;
export type MyFormError = (typeof MY_FORM_ERRORS)[number];

/** POST /my/sign-in answers this whoever the address belongs to. */
export const BUYER_CODE_SENT = "If this address is on a booking, a 6-digit code is on its way to it. It works once, for 10 minutes.";
export type BuyerCodeSent = { sent: true; message: string };

/** GET /my/bookings: one of the buyer's bookings with its figures on `asOf` (a Dhaka day). */
export type MyBookingRow = {
  id: number;
  /** Its name and Bengali twin ("" when none: the English name shows). */
  project: { uniId: string; name: string; nameBn: string };
  unitLabel: string;
  planName: string;
  bookedAt: string;
  status: BookingStatus;
} & BookingTotals;

/** A schedule line as the buyer sees it: whether a delay charge was waived, not by whom. */
export type MyScheduleLine = Omit<ScheduleLine, "waived"> & { waived: boolean };

/** A payment as the buyer sees it: its receipt number, never the staff's note or who recorded it. */
export const MY_PAYMENT_FIELDS = ["id", "receiptNo", "kind", "paidAt", "amount", "mode", "reference", "reversesId", "reversedBy", "allocations"] as const satisfies readonly (keyof Payment)[];
export type MyPayment = Pick<Payment, (typeof MY_PAYMENT_FIELDS)[number]>;

/** GET /my/bookings/{id}: the booking, its buyers' names, schedule, payments and whom to call. */
export type MyBooking = MyBookingRow & {
  buyers: { name: string }[];
  schedule: MyScheduleLine[];
  payments: MyPayment[];
  /** The documents staff shared (the allotment letter, the agreement): each downloads from GET /my/bookings/{id}/documents/{docId}. */
  documents: BookingDocument[];
  /** The company's hotline (the Company screen's phone), E.164; null until one is set. */
  contactPhone: string | null;
};

import { formatNumber, type LanguageCode } from "@/shared/lib/contract";

/** Whole taka as the portal prints it: "Tk 1,234,500" / "১,২৩৪,৫০০ টাকা" (the site's own digits per language). */
export const takaIn = (lang: LanguageCode, t: (key: string, options?: Record<string, unknown>) => string) => (amount: number) =>
  t("money", { amount: formatNumber(amount, lang, 0) });

/** The portal's own paths, in the page's language by the router's Link. */
export const myPaths = {
  home: () => "/my",
  booking: (id: number) => `/my/bookings/${id}`,
  /** The receipt PDF of a payment (issue 46: another route, `/api/my/receipts/{number}.pdf`), in `lang`. */
  receipt: (receiptNo: string, lang: LanguageCode) => `/api/my/receipts/${encodeURIComponent(receiptNo)}.pdf?lang=${lang}`,
  /** A file staff shared with the buyer on this booking. */
  document: (bookingId: number, docId: number | string) => `/api/my/bookings/${bookingId}/documents/${encodeURIComponent(String(docId))}`,
} as const;

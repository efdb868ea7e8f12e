import { api } from "@/shared/lib/api-client";
import type { BookingDocument } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { buildFormData, sendMultipart, type UploadProgress } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { allBookingsKey } from "./get-bookings";

/**
 * A booking's documents (docs/product.md §11 "Booking documents"): upload (multipart, with progress),
 * the download's URL, and remove. Each change refreshes every bookings page, the documents being on it.
 */
const refresh = { failure: false as const, invalidates: [[...allBookingsKey]] };

/** GET /api/bookings/{id}/documents/{docId}: an attachment the browser saves. */
export const documentUrl = (bookingId: number, docId: number) => api.bookings[":id"].documents[":docId"].$path({ param: { id: String(bookingId), docId: String(docId) } });

export type DocumentInput = { bookingId: number; name: string; kind: string; file: File; onProgress?: (p: UploadProgress) => void };
/** POST /api/bookings/{id}/documents. */
export const useUploadDocument = () =>
  useApiMutation<BookingDocument, DocumentInput>({
    mutationFn: ({ bookingId, onProgress, ...fields }) =>
      sendMultipart({ method: "POST", url: api.bookings[":id"].documents.$path({ param: { id: String(bookingId) } }), body: buildFormData(fields), onProgress }),
    success: (d) => `Document "${d.name}" shared with the buyers`,
    ...refresh,
  });

/** DELETE /api/bookings/{id}/documents/{docId}. */
export const useRemoveDocument = () =>
  useApiMutation<BookingDocument[], { bookingId: number; doc: BookingDocument }>({
    mutationFn: ({ bookingId, doc }) => json(fetch(documentUrl(bookingId, doc.id), { method: "DELETE", credentials: "same-origin" })),
    success: (_, { doc }) => `Document "${doc.name}" removed`,
    ...refresh,
    failure: "The document could not be removed.",
  });

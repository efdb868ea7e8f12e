import { api } from "@/shared/lib/api-client";
import type { Booking, Payment } from "@/shared/lib/contract";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { formatTaka } from "@/dashboard/lib/format-money";
import { sendJson } from "../lib/send-json";
import { allBookingsKey } from "./get-bookings";

/**
 * The booking page's changes (docs/product.md §11), each refreshing every bookings list and page. One file
 * for the five calls on one booking: each is a line, and they share the refresh and the path building.
 */
const param = (id: number) => ({ param: { id: String(id) } });
const refresh = { failure: false as const, invalidates: [[...allBookingsKey]] };

export type PaymentInput = { bookingId: number; paidAt: string; amount: number; mode: string; reference?: string };
/** POST /api/bookings/{id}/payments. */
export const useRecordPayment = () =>
  useApiMutation<Payment, PaymentInput>({
    mutationFn: ({ bookingId, ...body }) => sendJson(api.bookings[":id"].payments.$path(param(bookingId)), "POST", body),
    success: (p) => `Payment of ${formatTaka(p.amount)} recorded: receipt ${p.receiptNo}`,
    ...refresh,
  });

/** POST /api/payments/{id}/reverse. */
export const useReversePayment = () =>
  useApiMutation<Payment, { paymentId: number; reason: string }>({
    mutationFn: ({ paymentId, reason }) => sendJson(api.payments[":id"].reverse.$path(param(paymentId)), "POST", { reason }),
    success: (p) => `Payment reversed: receipt ${p.receiptNo}`,
    ...refresh,
  });

export type LineInput = { bookingId: number; lineId: number; amount?: number; dueDate?: string; reason: string };
/** PATCH /api/bookings/{id}/schedule/{lineId}. */
export const useAdjustLine = () =>
  useApiMutation<Booking, LineInput>({
    mutationFn: ({ bookingId, lineId, ...body }) => sendJson(api.bookings[":id"].schedule[":lineId"].$path({ param: { id: String(bookingId), lineId: String(lineId) } }), "PATCH", body),
    success: "Schedule line adjusted",
    ...refresh,
  });

/** POST /api/bookings/{id}/schedule/{lineId}/waive (Admin, Super-Admin). */
export const useWaiveCharge = () =>
  useApiMutation<unknown, { bookingId: number; lineId: number; reason: string }>({
    mutationFn: ({ bookingId, lineId, reason }) => sendJson(api.bookings[":id"].schedule[":lineId"].waive.$path({ param: { id: String(bookingId), lineId: String(lineId) } }), "POST", { reason }),
    success: "Delay charge waived",
    ...refresh,
  });

export type CancelInput = { bookingId: number; reason: string; refund?: { amount: number; paidAt: string; mode: string; reference?: string } };
/** POST /api/bookings/{id}/cancel. */
export const useCancelBooking = () =>
  useApiMutation<unknown, CancelInput>({
    mutationFn: ({ bookingId, ...body }) => sendJson(api.bookings[":id"].cancel.$path(param(bookingId)), "POST", body),
    success: "Booking cancelled: the flat is available again",
    ...refresh,
  });

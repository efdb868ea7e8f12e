import { api } from "@/shared/lib/api-client";
import type { Booking } from "@/shared/lib/contract";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { sendJson } from "../lib/send-json";
import { allBookingsKey } from "./get-bookings";

export type BookingInput = { unitId: number; buyers: unknown[]; planId: number; bookedAt: string; leadId?: number; discount?: number };

/** POST /api/units/{id}/bookings: of two staff booking one flat at once one wins, the other gets a 409. */
export const useCreateBooking = (invalidates: readonly (readonly unknown[])[] = []) =>
  useApiMutation<Booking, BookingInput>({
    mutationFn: ({ unitId, ...body }) => sendJson(api.units[":id"].bookings.$path({ param: { id: String(unitId) } }), "POST", body),
    success: (b) => `Flat ${b.unitLabel} booked for ${b.buyer}`,
    failure: false,
    invalidates: [[...allBookingsKey], ...invalidates.map((k) => [...k])],
  });

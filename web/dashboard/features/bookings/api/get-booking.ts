import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { Booking } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/bookings/{id} (staff, pro001): buyers, schedule with each line's state, payments and today's totals. */
export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: ["bookings", "one", id],
    queryFn: () => json<Booking>(fetch(api.bookings[":id"].$path({ param: { id } }), { credentials: "same-origin" })),
    ...staffQueryDefaults,
  });

export const useBooking = (id: string) => useQuery(bookingQuery(id));

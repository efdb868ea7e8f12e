import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { BookingRow, Page } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

export type BookingsFilter = { page: number; pageSize: number; q: string; project: string | null; overdue: boolean };

/**
 * GET /api/bookings (staff, pro001): one page of bookings, newest first, with today's totals; `q` matches a
 * buyer's name, phone or e-mail, the flat or a receipt number (docs/product.md §11).
 */
export const bookingsQuery = (f: BookingsFilter) =>
  queryOptions({
    queryKey: ["bookings", "list", f],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(f.page), pageSize: String(f.pageSize) });
      if (f.q.trim()) query.set("q", f.q.trim());
      if (f.project) query.set("project", f.project);
      if (f.overdue) query.set("overdue", "1");
      return json<Page<BookingRow>>(fetch(`${api.bookings.$path()}?${query.toString()}`, { credentials: "same-origin" }));
    },
    // The table keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    ...staffQueryDefaults,
  });

export const useBookings = (f: BookingsFilter) => useQuery(bookingsQuery(f));

/** Every list and page of bookings: what a booking's change refreshes. */
export const allBookingsKey = ["bookings"] as const;

import { useId, useState } from "react";
import { DataTable } from "@/dashboard/components/data-table/data-table";
import type { TableState } from "@/dashboard/components/data-table/types";
import { PageHeader } from "@/dashboard/components/layouts/page-header";
import { NativeSelect } from "@/shared/components/ui/native-select";
import { useBookings } from "@/dashboard/features/bookings/api/get-bookings";
import { bookingCard, bookingColumns } from "@/dashboard/features/bookings/components/booking-columns";
import { useAdminProjects } from "@/dashboard/features/projects/api/get-admin-projects";

/** The server answers at most 100 rows a page (worker/contract/paging.ts), so there is no "All". */
const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * Projects › Buyers & bookings (/dashboard/projects/bookings, issue 46 item 5; docs/product.md §11): every
 * booking with today's money, searched on the server by buyer, phone, flat or receipt number, filtered by
 * project and "Overdue only"; a buyer's name opens the booking's page.
 */
export function Component() {
  const [state, setState] = useState<TableState>({ page: 1, pageSize: 25, q: "", sort: null });
  const [project, setProject] = useState<string | null>(null);
  const [overdue, setOverdue] = useState(false);
  const list = useBookings({ page: state.page, pageSize: state.pageSize, q: state.q, project, overdue });
  const projects = useAdminProjects().data ?? [];
  const id = useId();

  return (
    <>
      <PageHeader title="Buyers & bookings" description="Every booked flat, its buyers and their money today. Open a booking for its schedule and payments." />
      <DataTable
        caption="Bookings"
        rows={list.error ? [] : list.data?.items}
        server={{ total: list.data?.total ?? 0 }}
        columns={bookingColumns}
        card={bookingCard}
        rowKey={(b) => b.id}
        rowLabel={(b) => `${b.buyer}, ${b.unitLabel}`}
        searchFields={() => []}
        searchPlaceholder="Search by buyer, phone, flat or receipt number"
        state={state}
        onStateChange={setState}
        pageSizes={PAGE_SIZES}
        error={list.error && list.error.message}
        onRetry={() => void list.refetch()}
        empty={project || overdue ? "No booking matches these filters." : "No bookings yet. Book a flat from a project's Units screen."}
        noMatch="No booking matches your search."
        toolbar={
          <>
            <label htmlFor={`${id}-project`} className="sr-only">
              Project
            </label>
            <NativeSelect
              id={`${id}-project`}
              value={project ?? ""}
              onChange={(e) => (setProject(e.target.value || null), setState((s) => ({ ...s, page: 1 })))}
              className="h-10 w-48"
            >
              <option value="">All projects</option>
              {projects.map((p) => (
                <option key={p.uniId} value={p.uniId}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
            <label className="flex h-10 items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-ink-800" checked={overdue} onChange={(e) => (setOverdue(e.target.checked), setState((s) => ({ ...s, page: 1 })))} />
              Overdue only
            </label>
          </>
        }
      />
    </>
  );
}

import { useId, useState } from "react";
import { DataTable } from "@/dashboard/components/data-table/data-table";
import type { TableState } from "@/dashboard/components/data-table/types";
import { PageHeader } from "@/dashboard/components/layouts/page-header";
import { NativeSelect } from "@/shared/components/ui/native-select";
import { useActivity } from "@/dashboard/features/activity/api/get-activity";
import { activityCard, activityColumns, resourceLabel } from "@/dashboard/features/activity/components/activity-columns";
import { useUsers } from "@/dashboard/features/users/api/get-users";
import { ACTIVITY_RESOURCES, type ActivityResource } from "@/shared/lib/contract";

/** The server answers at most 100 rows a page (worker/contract/paging.ts), so there is no "All". */
const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * Reports › Activity (/dashboard/reports/activity; Admin and Super-Admin): every staff change, newest
 * first, filtered by person and resource and searched on the server, one page at a time.
 */
export function Component() {
  const [state, setState] = useState<TableState>({ page: 1, pageSize: 25, q: "", sort: null });
  const [userId, setUserId] = useState<number | null>(null);
  const [resource, setResource] = useState<ActivityResource | null>(null);
  const log = useActivity({ page: state.page, pageSize: state.pageSize, q: state.q, userId, resource });
  const people = useUsers().data ?? [];
  const id = useId();
  const error = log.error && log.error.message;

  return (
    <>
      <PageHeader title="Activity" description="Who changed what in the dashboard, and when (Dhaka time)." />
      <DataTable
        caption="Activity"
        rows={log.error ? [] : log.data?.items}
        server={{ total: log.data?.total ?? 0 }}
        columns={activityColumns}
        card={activityCard}
        rowKey={(a) => a.id}
        rowLabel={(a) => `${a.action} ${a.resourceId}`}
        searchFields={() => []}
        searchPlaceholder="Search by person, item or id"
        state={state}
        onStateChange={setState}
        pageSizes={PAGE_SIZES}
        error={error}
        onRetry={() => void log.refetch()}
        empty={userId || resource ? "No activity matches these filters." : "No activity recorded yet."}
        noMatch="No activity matches your search."
        toolbar={
          <>
            <label htmlFor={`${id}-person`} className="sr-only">
              Person
            </label>
            <NativeSelect
              id={`${id}-person`}
              value={userId ?? ""}
              onChange={(e) => (setUserId(e.target.value ? Number(e.target.value) : null), setState((s) => ({ ...s, page: 1 })))}
              className="h-10 w-48"
            >
              <option value="">All people</option>
              {people.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name} ({u.username})
                </option>
              ))}
            </NativeSelect>
            <label htmlFor={`${id}-resource`} className="sr-only">
              Resource
            </label>
            <NativeSelect
              id={`${id}-resource`}
              value={resource ?? ""}
              onChange={(e) => (setResource((e.target.value || null) as ActivityResource | null), setState((s) => ({ ...s, page: 1 })))}
              className="h-10 w-48"
            >
              <option value="">All resources</option>
              {ACTIVITY_RESOURCES.map((r) => (
                <option key={r} value={r}>
                  {resourceLabel(r)}
                </option>
              ))}
            </NativeSelect>
          </>
        }
      />
    </>
  );
}

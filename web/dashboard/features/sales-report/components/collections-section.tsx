import { Download } from "lucide-react";
import { useId, useState } from "react";
import { DataTable } from "@/dashboard/components/data-table/data-table";
import { ALL_ROWS, DEFAULT_TABLE_STATE, type TableState } from "@/dashboard/components/data-table/types";
import { Button } from "@/shared/components/ui/button";
import { Input } from "@/shared/components/ui/input";
import { Label } from "@/shared/components/ui/label";
import { isMonth } from "@/shared/lib/contract";
import { collectionsCsvHref, useSalesCollections } from "../api/get-sales-collections";
import { collectionsCard, collectionsColumns, TOTAL_KEY } from "./collections-columns";

/**
 * Reports → Sales, Collections (issue 46 item 5; docs/product.md §11): for a month (this month in Dhaka
 * until another is picked), per project and in total, what fell due, what was collected (net of reversals and
 * refunds), today's overdue money by age, and the month's cancellations; the same figures as a CSV file.
 */
export function CollectionsSection() {
  const [picked, setPicked] = useState<string | null>(null);
  const report = useSalesCollections(picked);
  const month = picked ?? report.data?.month ?? "";
  const inputId = useId();
  // Every project on one page, so the total row closes the table.
  const [table, setTable] = useState<TableState>({ ...DEFAULT_TABLE_STATE, pageSize: ALL_ROWS });
  const rows = report.data && (report.data.rows.length ? [...report.data.rows, { uniId: TOTAL_KEY, name: "All projects", ...report.data.total }] : []);
  return (
    <section aria-labelledby={`${inputId}-heading`} className="mt-8 flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={`${inputId}-heading`} className="text-xl font-bold tracking-tight text-ink-900">
            Collections
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Money due and collected in the month (collected net of reversals and refunds), money overdue today by how long, and the month&apos;s cancellations.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={inputId}>Month</Label>
            <Input id={inputId} type="month" className="w-44" value={month} onChange={(e) => isMonth(e.target.value) && setPicked(e.target.value)} />
          </div>
          {month && (
            <Button asChild variant="dark">
              <a href={collectionsCsvHref(month)} download>
                <Download aria-hidden="true" />
                Download collections CSV
              </a>
            </Button>
          )}
        </div>
      </div>
      <DataTable
        caption="Collections by project"
        rows={rows}
        columns={collectionsColumns}
        card={collectionsCard}
        rowKey={(r) => r.uniId}
        rowLabel={(r) => r.name}
        state={table}
        onStateChange={setTable}
        empty="No project has bookings yet."
        error={report.isError ? report.error.message : null}
        onRetry={() => void report.refetch()}
      />
    </section>
  );
}

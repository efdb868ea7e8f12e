import { Download } from "lucide-react";
import { DataTable } from "@/dashboard/components/data-table/data-table";
import { PageHeader } from "@/dashboard/components/layouts/page-header";
import { Button } from "@/shared/components/ui/button";
import { salesCsvHref, useSalesReport } from "@/dashboard/features/sales-report/api/get-sales-report";
import { salesColumns } from "@/dashboard/features/sales-report/components/sales-columns";
import { SalesTotals } from "@/dashboard/features/sales-report/components/sales-totals";
import { CollectionsSection } from "@/dashboard/features/sales-report/components/collections-section";

/**
 * /dashboard/reports/sales: Reports → Sales (issue 45), under the heading docs/product.md §2 spells "Sealse"
 * (kept as the issue asks): per project, flats by status, unsold stock at today's prices, holds ending in
 * the next 48 hours and the most asked flats, with the same figures as a CSV download; then a month's
 * collections (issue 46 item 5).
 */
export function Component() {
  const report = useSalesReport();
  return (
    <>
      <PageHeader
        title="Sealse"
        description="Flats by status in every project, the value of unsold stock at today's prices, holds about to end and the flats leads ask about most."
        actions={
          <Button asChild variant="dark">
            <a href={salesCsvHref()} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
        }
      />
      <div className="flex min-w-0 flex-col gap-4">
        {report.data && <SalesTotals rows={report.data} />}
        <DataTable
          caption="Sales by project"
          rows={report.data}
          columns={salesColumns}
          rowKey={(r) => r.uniId}
          rowLabel={(r) => r.name}
          searchFields={(r) => [r.name, r.uniId, r.category]}
          searchPlaceholder="Search by project, id or category"
          empty="No project has flats yet."
          noMatch="No project matches your search."
          error={report.isError ? report.error.message : null}
          onRetry={() => void report.refetch()}
        />
      </div>
      <CollectionsSection />
    </>
  );
}

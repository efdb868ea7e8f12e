import { PageHeader } from "@/dashboard/components/layouts/page-header";

/** /dashboard/reports: docs/product.md §2 placeholder page that "shows only a heading". */
export function Component() {
  return <PageHeader title="Report" />;
}

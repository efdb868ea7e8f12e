import { PageHeader } from "@/dashboard/components/layouts/page-header";

/** /dashboard/reports/sales: docs/product.md §2 placeholder page that "shows only a heading" — "Sealse", spelled as docs/product.md has it. */
export function Component() {
  return <PageHeader title="Sealse" />;
}

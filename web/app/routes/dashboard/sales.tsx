import { PageHeader } from "@/components/layouts/dashboard/page-header";

/** /dashboard/reports/sales: SPEC §2 placeholder page that "shows only a heading" — "Sealse", spelled as the spec has it. */
export function Component() {
  return <PageHeader title="Sealse" />;
}

import { BengaliMissingBadge, lacksBengali } from "@/dashboard/components/bilingual/translation-status";
import type { Column, TableSpec } from "@/dashboard/components/data-table/types";
import { StatusBadge } from "@/dashboard/components/status-badge";
import { PublishingActions } from "@/dashboard/components/publishing/publishing-actions";
import type { Banner } from "@/shared/lib/contract";

/** A banner whose title or description has no Bengali twin yet. */
export const bannerLacksBengali = (b: Banner) => lacksBengali(b, ["title", "description"]);

/** Manage Banners (docs/product.md §2): Title and Status; the row actions are Edit, View and Delete. */
const columns: Column<Banner>[] = [
  {
    id: "title",
    header: "Title",
    cell: (b) => (
      <>
        <span className="font-medium text-ink-900">{b.title}</span>
        {bannerLacksBengali(b) && <BengaliMissingBadge />}
      </>
    ),
    sortValue: (b) => b.title,
  },
  {
    id: "status",
    header: "Status",
    cell: (b) => <StatusBadge status={b.status} />,
    sortValue: (b) => b.status.toLowerCase(),
    className: "w-32",
  },
  // Issue 32: schedule, waiting approval, Preview (both languages), a shared link, History.
  { id: "publishing", header: "Publishing", cell: (b) => <PublishingActions resource="banner" item={b} label={b.title} lists={[["banners"]]} /> },
];

/** Manage Banners' table. The search box looks in the title, the description, the status, the id and the linked project. */
export const bannerTable: TableSpec<Banner> = {
  columns,
  searchFields: (b) => [b.title, b.description, b.status, b.uniId, b.project?.name],
  searchPlaceholder: "Search by title, status or project",
};

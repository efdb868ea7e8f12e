import { FilePlus2, FilePen } from "lucide-react";
import { BengaliMissingBadge, lacksBengali } from "@/dashboard/components/bilingual/translation-status";
import type { Column } from "@/dashboard/components/data-table/types";
import { StatusBadge } from "@/dashboard/components/status-badge";
import { Button } from "@/shared/components/ui/button";
import { PublishingActions } from "@/dashboard/components/publishing/publishing-actions";
import type { ContentItem, ItemResource } from "@/shared/lib/contract";

/** The item's API path from its id's prefix (the registry's uniIdPrefix): the columns serve the three types. */
const RESOURCE_OF_PREFIX: Record<string, ItemResource> = { BLG: "blog", COV: "coverage", NEV: "news-event" };

type Options = {
  /** News events show their Tag (docs/product.md §2). */
  withTag: boolean;
  /** Opens Add Details or Edit Details for the row. */
  onDetails: (item: ContentItem) => void;
};

/** An item whose title or paragraphs, or its details' paragraphs, have no Bengali twin yet. */
export const contentLacksBengali = (c: ContentItem) =>
  lacksBengali(c, ["title", "mainDescription"]) || (c.details !== null && lacksBengali(c.details, ["detailsDescription"]));

/** Manage News Events / Coverages / Blogs (docs/product.md §2): Title, (Tag), Status, Details. */
export function contentColumns({ withTag, onDetails }: Options): Column<ContentItem>[] {
  return [
    {
      id: "title",
      header: "Title",
      cell: (c) => (
        <>
          <span className="font-medium text-ink-900">{c.title}</span>
          {contentLacksBengali(c) && <BengaliMissingBadge />}
        </>
      ),
      sortValue: (c) => c.title.toLowerCase(),
    },
    ...(withTag
      ? [{ id: "tag", header: "Tag", cell: (c: ContentItem) => <span className="capitalize">{c.tag}</span>, sortValue: (c: ContentItem) => c.tag ?? "", className: "w-24" }]
      : []),
    {
      id: "status",
      header: "Status",
      cell: (c) => <StatusBadge status={c.status} />,
      sortValue: (c) => c.status.toLowerCase(),
      className: "w-32",
    },
    {
      id: "details",
      header: "Details",
      cell: (c) => {
        const label = c.details ? "Edit Details" : "Add Details";
        const Icon = c.details ? FilePen : FilePlus2;
        return (
          <Button variant="ghost" className="h-9 border border-border px-3" onClick={() => onDetails(c)} aria-label={`${label}: ${c.title}`}>
            <Icon aria-hidden="true" />
            {label}
          </Button>
        );
      },
      className: "w-44",
    },
    {
      id: "publishing",
      header: "Publishing",
      cell: (c) => {
        const resource = RESOURCE_OF_PREFIX[c.uniId.split("-")[0]!];
        return resource ? <PublishingActions resource={resource} item={c} label={c.title} lists={[[resource]]} /> : null;
      },
    },
  ];
}

/** The search box looks in the title, the tag, the status, the id and the paragraphs. */
export const contentSearchFields = (c: ContentItem) => [c.title, c.tag, c.status, c.uniId, ...c.mainDescription];

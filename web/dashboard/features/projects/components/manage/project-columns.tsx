import { CheckCircle2, FilePlus2, FileText, ImagePlus } from "lucide-react";
import { BengaliMissingBadge, lacksBengali } from "@/dashboard/components/bilingual/translation-status";
import type { Column } from "@/dashboard/components/data-table/types";
import { StatusBadge } from "@/dashboard/components/status-badge";
import { Button } from "@/shared/components/ui/button";
import { PublishingActions } from "@/dashboard/components/publishing/publishing-actions";
import type { Project } from "@/shared/lib/contract";

type Handlers = {
  /** Opens Add Project Details (no details yet) or Edit Project Details. */
  onDetails: (project: Project) => void;
  /** Opens Create Banner for the project. */
  onBanner: (project: Project) => void;
};

/**
 * Manage Projects (docs/product.md §2): Name, Category, Status, Uni Id, Details (Add Details or Edit
 * Details) and Banners (Add Banner, or Banner Added once a banner points at the project).
 * Sorting is the server's (newest first), so no column sorts.
 */
/** A project whose name, title or location has no Bengali twin yet (its details are counted on their own form). */
export const projectLacksBengali = (p: Project) => lacksBengali(p, ["name", "title", "location"]);

export const projectColumns = ({ onDetails, onBanner }: Handlers): Column<Project>[] => [
  { id: "name", header: "Name", cell: (p) => (
      <>
        <span className="font-medium text-ink-900">{p.name}</span>
        {projectLacksBengali(p) && <BengaliMissingBadge />}
      </>
    ),
  },
  { id: "category", header: "Category", cell: (p) => p.category, className: "whitespace-nowrap" },
  { id: "status", header: "Status", cell: (p) => <StatusBadge status={p.status} />, className: "w-28" },
  { id: "uniId", header: "Uni Id", cell: (p) => <code className="whitespace-nowrap text-xs">{p.uniId}</code> },
  {
    id: "details",
    header: "Details",
    cell: (p) => (
      <Button size="sm" variant="ghost" className="whitespace-nowrap border border-border" onClick={() => onDetails(p)} aria-label={`${p.detail ? "Edit Details" : "Add Details"}: ${p.name}`}>
        {p.detail ? <FileText aria-hidden="true" /> : <FilePlus2 aria-hidden="true" />}
        {p.detail ? "Edit Details" : "Add Details"}
      </Button>
    ),
  },
  {
    id: "banner",
    header: "Banners",
    cell: (p) =>
      p.banner ? (
        <span className="inline-flex items-center gap-1 whitespace-nowrap text-sm font-medium text-emerald-800">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Banner Added
        </span>
      ) : (
        <Button size="sm" variant="ghost" className="whitespace-nowrap border border-border" onClick={() => onBanner(p)} aria-label={`Add Banner: ${p.name}`}>
          <ImagePlus aria-hidden="true" />
          Add Banner
        </Button>
      ),
  },
  // Issue 32: schedule, waiting approval, Preview (both languages), a shared link, History.
  { id: "publishing", header: "Publishing", cell: (p) => <PublishingActions resource="projects" item={p} label={p.name} lists={[["projects"]]} /> },
];

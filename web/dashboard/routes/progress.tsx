import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router-dom";
import { useNeedsTranslation } from "@/dashboard/components/bilingual/translation-status";
import { ManageScreen } from "@/dashboard/components/manage-screen/manage-screen";
import { Button } from "@/shared/components/ui/button";
import { dashboardPatterns } from "@/dashboard/config/dashboard-paths";
import { paths } from "@/shared/config/paths";
import { projectDetailsQuery } from "@/dashboard/features/projects/api/get-project-details";
import { useDeleteProgress } from "@/dashboard/features/progress/api/delete-progress";
import { useProgress } from "@/dashboard/features/progress/api/get-progress";
import { progressColumns, progressLacksBengali, progressSearchFields } from "@/dashboard/features/progress/components/progress-columns";
import { ProgressForm } from "@/dashboard/features/progress/components/progress-form";
import { staffDefaultsForPublicQuery } from "@/dashboard/lib/staff-query";

/**
 * /dashboard/projects/projects/{uniId}/progress (issue 45 item 4): a project's construction updates,
 * newest first; add, edit, delete (to the Trash), and each one's preview on the project's page and History.
 */
export function Component() {
  const { uniId = "" } = useParams();
  const project = useQuery({ ...projectDetailsQuery(uniId), ...staffDefaultsForPublicQuery });
  const updates = useProgress(uniId);
  const remove = useDeleteProgress();
  const translation = useNeedsTranslation(progressLacksBengali);
  const name = project.data?.name ?? uniId;

  return (
    <ManageScreen
      title={`Progress: ${name}`}
      description="Construction updates shown on the project's page once approved, newest first."
      list={updates}
      loadError="Failed to fetch progress updates"
      table={{
        caption: "Progress updates",
        columns: progressColumns(paths.project(uniId)),
        searchFields: progressSearchFields,
        searchPlaceholder: "Search by date, stage, building or status",
        rowKey: (u) => u.uniId,
        rowLabel: (u) => `${u.stage} ${u.percent}% (${u.date})`,
        toolbar: translation.toolbar,
        empty: translation.empty("No progress updates yet. Add the first with Add Progress."),
        noMatch: "No progress updates match your search.",
      }}
      headerActions={
        <Button asChild variant="ghost" className="border border-border">
          <Link to={paths.dashboard(dashboardPatterns.projectDetail.replace(":uniId", uniId))}>
            <ArrowLeft aria-hidden="true" />
            Back to project
          </Link>
        </Button>
      }
      create={{ label: "Add Progress", title: "Add Progress", render: () => <ProgressForm projectUniId={uniId} /> }}
      edit={{ title: "Edit Progress", render: (u) => <ProgressForm projectUniId={uniId} update={u} /> }}
      remove={{ message: "Are you sure you want to delete this progress update?", run: (u) => remove.mutateAsync(u.uniId) }}
      rowFilter={translation.rowFilter}
    />
  );
}

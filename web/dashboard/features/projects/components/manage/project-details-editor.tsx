import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useConfirm } from "@/dashboard/components/modal/confirm-dialog";
import { useModal } from "@/dashboard/components/modal/modal";
import { LoadingBars } from "@/dashboard/components/loading-bars";
import { Button } from "@/shared/components/ui/button";
import { staffDefaultsForPublicQuery } from "@/dashboard/lib/staff-query";
import { useDeleteProjectDetails } from "../../api/delete-project-details";
import { projectDetailsQuery } from "@/dashboard/features/projects/api/get-project-details";
import { ProjectDetailsForm } from "./project-details-form";

/**
 * The body of Add/Edit Project Details: loads the stored details fresh (another person may have
 * added them since the list loaded), then shows the form in add or edit mode accordingly.
 */
export function ProjectDetailsEditor({ projectUniId }: { projectUniId: string }) {
  const query = useQuery({ ...projectDetailsQuery(projectUniId), ...staffDefaultsForPublicQuery });
  const remove = useDeleteProjectDetails();
  const confirm = useConfirm();
  const modal = useModal();
  const deleteDetails = async (uniId: string) => {
    const ok = await confirm({ title: "Delete details", message: "Are you sure you want to delete these project details?", confirmLabel: "Delete", destructive: true });
    if (!ok) return;
    // A failure is toasted by the mutation; the form stays.
    await remove.mutateAsync(uniId).then(() => modal?.close(), () => undefined);
  };
  // Not before this opening's own read has answered: the cache may hold what the Add form read a
  // moment ago (no details yet): a form opened on that is an empty "add" under the "Edit" title, whose
  // save the API refuses (409, details exist) after the staff member typed into it.
  if (query.isPending || !query.isFetchedAfterMount) {
    return <LoadingBars heights={["h-24", "h-10", "h-10"]} className="flex flex-col gap-3" />;
  }
  if (query.isError || !query.data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="font-medium text-destructive">
          {query.error?.message ?? "Project not found."}
        </p>
        <Button variant="ghost" className="border border-border" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { details } = query.data;
  return (
    <div className="flex flex-col gap-4">
      {details && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" className="border border-border text-destructive hover:bg-red-50" onClick={() => void deleteDetails(details.uniId)} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            Delete Details
          </Button>
        </div>
      )}
      <ProjectDetailsForm projectUniId={projectUniId} details={details} />
    </div>
  );
}

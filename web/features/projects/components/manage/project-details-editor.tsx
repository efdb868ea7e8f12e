import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { Button } from "@/components/ui/button";
import { staffQueryDefaults } from "@/lib/staff-query";
import { projectDetailsQuery } from "../../api/get-project-details";
import { ProjectDetailsForm } from "./project-details-form";

/**
 * The body of Add/Edit Project Details: loads the stored details fresh (another person may have
 * added them since the list loaded), then shows the form in add or edit mode accordingly.
 */
export function ProjectDetailsEditor({ projectUniId }: { projectUniId: string }) {
  const query = useQuery({ ...projectDetailsQuery(projectUniId), ...staffQueryDefaults });
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <p className="sr-only" role="status">
          Loading…
        </p>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
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
  return <ProjectDetailsForm projectUniId={projectUniId} details={query.data.details} />;
}

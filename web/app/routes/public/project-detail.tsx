import { useTwins } from "@/i18n/use-translation";
import { useContactInformation } from "@/features/contact-information/api/get-contact-information";
import { useProjectDetails } from "@/features/projects/api/get-project-details";
import { ProjectDetailSkeleton, ProjectLoadError, ProjectNotFound } from "@/features/projects/components/detail/detail-states";
import { ProjectDetailsView } from "@/features/projects/components/detail/project-details-view";
import VisitForm from "@/islands/visit-form";
import type { PageProps } from "./page-props";

/** /projects/{uniId} (the parameter is the project's uniId or its details' id). */
export function Component({ params }: PageProps) {
  const { uniId = "" } = params;
  const { data, isPending, isError, refetch } = useProjectDetails(uniId);
  const hotline = useContactInformation().data?.phone ?? "";
  const { twin } = useTwins();

  if (isPending) return <ProjectDetailSkeleton />;
  if (isError) return <ProjectLoadError onRetry={() => void refetch()} />;
  if (!data) return <ProjectNotFound />;
  return <ProjectDetailsView project={data} hotline={hotline} visitForm={<VisitForm projectUniId={data.uniId} projectName={twin(data, "name").value} />} />;
}

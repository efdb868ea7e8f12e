import { useTwins } from "@/shared/i18n/use-translation";
import { useContactInformation } from "@/shared/features/contact-information/api/get-contact-information";
import { useProjectDetails } from "@/shared/features/projects/api/get-project-details";
import { ProjectDetailSkeleton, ProjectLoadError, ProjectNotFound } from "@/shared/features/projects/components/detail/detail-states";
import { ProjectDetailsView } from "@/shared/views/project-details-view";
import VisitForm from "@/site/islands/visit-form";
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

import { useTwins } from "@/shared/i18n/use-translation";
import { ProjectNotFound } from "@/shared/features/projects/components/detail/detail-states";
import { ProjectDetailsView } from "@/shared/views/project-details-view";
import { ProjectProgress } from "@/shared/views/project-progress";
import VisitForm from "@/site/islands/visit-form";
import { definePage, type Loaded, type LoadContext } from "@/site/app/page-module";

/** /projects/{uniId} (the parameter is the project's uniId or its details' id). */
const load = ({ params, read }: LoadContext) => ({
  project: read.projectDetails({ id: params.uniId ?? "" }),
  contact: read.contactInformation(),
  progress: read.progress({ id: params.uniId ?? "" }),
});

/** The project, or the not-found screen for one that is unknown or not public (the API's 404). */
function View({ project, contact, progress }: Loaded<ReturnType<typeof load>>) {
  const { twin } = useTwins();
  if (!project) return <ProjectNotFound />;
  const visitForm = <VisitForm projectUniId={project.uniId} projectName={twin(project, "name").value} />;
  return (
    <ProjectDetailsView
      project={project}
      hotline={contact?.phone ?? ""}
      visitForm={visitForm}
      progress={<ProjectProgress name={twin(project, "name").value} updates={progress} />}
    />
  );
}

export default definePage({ load, View });

import { useTwins } from "@/shared/i18n/use-translation";
import { ProjectNotFound } from "@/shared/features/projects/components/detail/detail-states";
import { ProjectDetailsView } from "@/shared/views/project-details-view";
import VisitForm from "@/site/islands/visit-form";
import { ProjectUnits } from "@/site/views/project-units";
import { chosenFlat } from "@/site/features/units/lib/flats";
import { definePage, type Loaded, type LoadContext } from "@/site/app/page-module";

/**
 * /projects/{uniId} (the parameter is the project's uniId or its details' id), with its flats and
 * payment plans (issue 45); `?unit=` opens a flat, `loan`, `rate`, `years` its EMI form.
 */
function load({ params, query, read }: LoadContext) {
  const project = read.projectDetails({ id: params.uniId ?? "" });
  const ofProject = <T,>(next: (uniId: string) => Promise<T>) => project.then((p) => (p ? next(p.uniId) : null));
  return {
    project,
    contact: read.contactInformation(),
    units: ofProject((id) => read.projectUnits({ id })),
    plans: ofProject((id) => read.projectPlans({ id })),
    query,
  };
}

/** The project, or the not-found screen for one that is unknown or not public (the API's 404). */
function View({ project, contact, units, plans, query }: Loaded<ReturnType<typeof load>>) {
  const { twin } = useTwins();
  if (!project) return <ProjectNotFound />;
  const flat = chosenFlat(units, query.get("unit"));
  const visitForm = <VisitForm projectUniId={project.uniId} projectName={twin(project, "name").value} {...(flat ? { unit: { id: flat.id, code: flat.code } } : {})} />;
  const flats = units?.length ? <ProjectUnits uniId={project.uniId} units={units} plans={plans ?? []} query={query} /> : null;
  return <ProjectDetailsView project={project} hotline={contact?.phone ?? ""} visitForm={visitForm} units={flats} />;
}

export default definePage({ load, View });

import { useTwins } from "@/shared/i18n/use-translation";
import { ProjectNotFound } from "@/shared/features/projects/components/detail/detail-states";
import { ProjectDetailsView } from "@/shared/views/project-details-view";
import { ProjectProgress } from "@/shared/views/project-progress";
import VisitForm from "@/site/islands/visit-form";
import { ProjectUnits } from "@/site/views/project-units";
import { chosenFlat } from "@/site/features/units/lib/flats";
import { absolute, crumbs, LISTS, type PageHead, SITE_NAME, summary, twinText, urlIn, WORDS } from "@/shared/lib/contract";
import { definePage, type HeadContext, type Loaded, type LoadContext } from "@/site/app/page-module";

/**
 * /projects/{uniId} (the parameter is the project's uniId or its details' id), with its progress, and its
 * flats and payment plans (issue 45): `?unit=` opens a flat, `loan`, `rate`, `years` its EMI form.
 */
function load({ params, query, read }: LoadContext) {
  const project = read.projectDetails({ id: params.uniId ?? "" });
  const ofProject = <T,>(next: (uniId: string) => Promise<T>) => project.then((p) => (p ? next(p.uniId) : null));
  return {
    project,
    contact: read.contactInformation(),
    progress: read.progress({ id: params.uniId ?? "" }),
    units: ofProject((id) => read.projectUnits({ id })),
    plans: ofProject((id) => read.projectPlans({ id })),
    query,
  };
}

/** The project, or the not-found screen for one that is unknown or not public (the API's 404). */
function View({ project, contact, progress, units, plans, query }: Loaded<ReturnType<typeof load>>) {
  const { twin } = useTwins();
  if (!project) return <ProjectNotFound />;
  const flat = chosenFlat(units, query.get("unit"));
  const visitForm = <VisitForm projectUniId={project.uniId} projectName={twin(project, "name").value} {...(flat ? { unit: { id: flat.id, code: flat.code } } : {})} />;
  return (
    <ProjectDetailsView
      project={project}
      hotline={contact?.phone ?? ""}
      visitForm={visitForm}
      progress={<ProjectProgress name={twin(project, "name").value} updates={progress} />}
      units={units?.length ? <ProjectUnits uniId={project.uniId} units={units} plans={plans ?? []} query={query} /> : null}
    />
  );
}

/** Coordinates schema.org and maps accept: both numbers, latitude within ±90 and longitude within ±180; else none. */
function geoOf(locationCode: string | null | undefined) {
  const parts = (locationCode ?? "").split(",");
  if (parts.length !== 2 || parts.some((p) => !p.trim())) return undefined;
  const [latitude, longitude] = parts.map(Number) as [number, number];
  const fits = Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return fits ? { "@type": "GeoCoordinates", latitude, longitude } : undefined;
}

/**
 * Its head: the project's name, its description's first paragraph (else a line made of its name,
 * category and location), its picture, and the project as an ApartmentComplex with its crumbs; none
 * for a project that is not public (the page is then a 404).
 */
function head({ project, units }: Loaded<ReturnType<typeof load>>, { lang, origin }: HeadContext): PageHead | null {
  if (!project) return null;
  const { details } = project;
  const name = twinText(project, "name", lang);
  const location = twinText(project, "location", lang);
  const paragraphs = details ? twinText(details, "description", lang) : [];
  const fallback = lang === "bn" ? `${name}: ${location}, ${WORDS.bn.dhaka}, উদয়ের প্রকল্প।` : `${name}: ${project.category} in ${location}, Dhaka, by UDAY.`;
  const description = summary(paragraphs[0]) || summary(fallback);
  const path = `/projects/${encodeURIComponent(project.uniId)}`;
  const image = project.mainImage ?? details?.headerImage[0] ?? null;
  const geo = geoOf(project.locationCode);
  const address = (details && twinText(details, "address", lang)) || location;
  return {
    title: `${name} | ${SITE_NAME}`,
    description,
    path,
    image,
    jsonLd: [
      {
        "@type": "ApartmentComplex",
        name,
        description,
        // No inLanguage: a Place (ApartmentComplex is one) has no such property; the page's <html lang> says it.
        url: urlIn(origin, path, lang),
        ...(image ? { image: absolute(origin, image) } : {}),
        address: { "@type": "PostalAddress", streetAddress: address, addressLocality: WORDS[lang].dhaka, addressCountry: "BD" },
        ...(geo ? { geo } : {}),
        // Issue 45: the flats visitors can buy now, from the page's own read of them.
        ...(units?.length ? { numberOfAvailableAccommodationUnits: units.filter((u) => u.status === "available").length } : {}),
      },
      crumbs(origin, lang, [{ name: LISTS["/projects"]![lang].name, path: "/projects" }, { name, path }]),
    ],
  };
}

export default definePage({ load, head, View });

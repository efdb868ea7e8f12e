import ProjectsListing from "@/site/islands/projects-listing";
import type { SizeOf } from "@/site/features/projects/components/listing/use-project-sizes";
import { sectionHead } from "@/shared/lib/contract";
import { listingProjects } from "@/site/lib/project-cards";
import { definePage, type HeadContext, type Loaded, type LoadContext, type Reader } from "@/site/app/page-module";

/**
 * A size band needs each project's apartment size, which lives in its details, not in the list: with
 * one chosen, the page reads the details of every project that has some (the listing asks the API
 * for the rest itself when a band is chosen in the page).
 */
async function sizesOf(read: Reader, query: URLSearchParams): Promise<SizeOf> {
  if (!query.get("size")) return {};
  const projects = (await read.projects()) ?? [];
  const details = await Promise.all(projects.filter((p) => p.detail).map((p) => read.projectDetails({ id: p.uniId })));
  return Object.fromEntries(details.flatMap((d) => (d?.details ? [[d.uniId, d.details.apartmentSize]] : [])));
}

const load = ({ read, query }: LoadContext) => ({ projects: read.projects(), sizes: sizesOf(read, query) });

/** /projects?category=&location=&search=&size=&sort= */
function View({ projects, sizes }: Loaded<ReturnType<typeof load>>) {
  return <ProjectsListing projects={projects && listingProjects(projects)} sizes={sizes} />;
}

/** Its head: the section's name and words and its share picture (worker/contract/page-head.ts, `sectionHead`). */
const head = (_: unknown, { lang, origin, site }: HeadContext) => sectionHead("/projects", lang, origin, site);

export default definePage({ load, head, View });

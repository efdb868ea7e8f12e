import ProjectsListing from "@/site/islands/projects-listing";

/** /projects?category=&location=&search=&size=&sort= */
export function Component() {
  return <ProjectsListing />;
}

import { ProjectsListing } from "@/features/projects/components/listing/projects-listing";

/** /projects?category=&location=&search=&size=&sort= */
export function Component() {
  return <ProjectsListing />;
}

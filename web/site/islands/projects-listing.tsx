import { ProjectsListing } from "@/site/features/projects/components/listing/projects-listing";
import { island } from "@/shared/lib/island";
import { PROJECTS_PATH } from "@/site/lib/read-projects";

/**
 * /projects: the filters, search and sort, which change the URL's query, and the list they filter. The
 * list is read from the API as the island hydrates, not carried in the page (shared/lib/island.tsx `fetched`).
 */
export default island("projects-listing", ProjectsListing, { fetched: { projects: PROJECTS_PATH } });

import { ProjectsListing } from "@/site/features/projects/components/listing/projects-listing";
import { island } from "@/shared/lib/island";

/** /projects: the filters, search and sort, which change the URL's query, and the list they filter. */
export default island("projects-listing", ProjectsListing);

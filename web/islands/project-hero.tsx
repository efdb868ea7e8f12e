import { ProjectHero } from "@/features/projects/components/detail/project-hero";
import { island } from "@/lib/island";

/** A project page's header slider and its photo viewer. */
export default island("project-hero", ProjectHero);

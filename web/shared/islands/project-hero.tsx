import { ProjectHero } from "@/shared/features/projects/components/detail/project-hero";
import { island } from "@/shared/lib/island";

/** A project page's header slider and its photo viewer. */
export default island("project-hero", ProjectHero);

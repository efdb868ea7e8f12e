import ProjectsMap from "@/site/features/projects/components/projects-map";
import { island } from "@/shared/lib/island";

/** The map of the projects (Leaflet, heavy, loads with it). */
export default island("projects-map", ProjectsMap, { near: true });

import ProjectsMap from "@/features/projects/components/projects-map";
import { island } from "@/lib/island";

/** The map of the projects (Leaflet, heavy, loads with it). */
export default island("projects-map", ProjectsMap, { near: true });

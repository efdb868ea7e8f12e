import { MapSection } from "@/features/home/components/map-section";
import ProjectsMap from "@/features/projects/components/projects-map";

/** Home's last section: the map of the projects (Leaflet loads itself only as the map nears the viewport). */
export default function HomeMap() {
  return (
    <MapSection>
      <ProjectsMap />
    </MapSection>
  );
}

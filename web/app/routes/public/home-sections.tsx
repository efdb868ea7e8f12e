import type { Project } from "@/lib/contract";
import { AboutBlock } from "@/features/home/components/about-block";
import { CategoryFilter } from "@/features/home/components/category-filter";
import { ContactStrip } from "@/features/home/components/contact-strip";
import { DiscoverSection } from "@/features/home/components/discover-section";
import { MapSection } from "@/features/home/components/map-section";
import { Suppliers } from "@/features/home/components/suppliers";
import { Testimonials } from "@/features/home/components/testimonials";
import { WhyJointVenture } from "@/features/home/components/why-joint-venture";
import ProjectsMap from "@/features/projects/components/projects-map";
import { CountsGraphic } from "@/features/total-count/components/counts-graphic";

type Props = { projects: Project[]; isPending: boolean; phone: string; image?: string };

/**
 * Home sections 2–10 (docs/product.md §2), below the slider: their own chunk, hydrated once it has
 * come (web/lib/below-the-fold.tsx). The FAQ's accordion, the testimonials and the suppliers' logos
 * are not code the first screen runs. The map loads Leaflet itself, only when it nears the viewport.
 */
export default function HomeSections({ projects, isPending, phone, image }: Props) {
  return (
    <>
      <AboutBlock projects={projects} />
      <DiscoverSection projects={projects} isPending={isPending} />
      <CategoryFilter projects={projects} isPending={isPending} />
      <WhyJointVenture projects={projects} />
      <CountsGraphic />
      <ContactStrip projects={projects} phone={phone} image={image} />
      <Testimonials />
      <Suppliers />
      <MapSection>
        <ProjectsMap />
      </MapSection>
    </>
  );
}

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
import { HydrateWhenNear } from "@/lib/hydrate-when-near";

type Props = { projects: Project[]; isPending: boolean; phone: string; image?: string };

/**
 * Home sections 2–10 (docs/product.md §2), below the slider: their own chunk, hydrated once it has
 * come (web/lib/below-the-fold.tsx), and each section only as it nears the viewport
 * (web/lib/hydrate-when-near.tsx). The FAQ's accordion, the testimonials and the suppliers' logos are
 * not code the first screen runs. The map loads Leaflet itself, only when it nears the viewport.
 */
export default function HomeSections({ projects, isPending, phone, image }: Props) {
  return (
    <>
      <HydrateWhenNear>
        <AboutBlock projects={projects} />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <DiscoverSection projects={projects} isPending={isPending} />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <CategoryFilter projects={projects} isPending={isPending} />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <WhyJointVenture projects={projects} />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <CountsGraphic />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <ContactStrip projects={projects} phone={phone} image={image} />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <Testimonials />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <Suppliers />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <MapSection>
          <ProjectsMap />
        </MapSection>
      </HydrateWhenNear>
    </>
  );
}

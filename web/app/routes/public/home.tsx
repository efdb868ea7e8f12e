import { BannerSlider } from "@/features/banners/components/banner-slider";
import { AboutBlock } from "@/features/home/components/about-block";
import { CategoryFilter } from "@/features/home/components/category-filter";
import { ContactStrip } from "@/features/home/components/contact-strip";
import { DiscoverSection } from "@/features/home/components/discover-section";
import { MapSection } from "@/features/home/components/map-section";
import { Suppliers } from "@/features/home/components/suppliers";
import { Testimonials } from "@/features/home/components/testimonials";
import { WhyJointVenture } from "@/features/home/components/why-joint-venture";
import { useContactInformation } from "@/features/contact-information/api/get-contact-information";
import { useProjects } from "@/features/projects/api/get-projects";
// In the page's chunk, not lazy: a lazy component is still loading when the page hydrates, and a
// language switched meanwhile made it hydrate in the other language (React error #418). The map
// loads Leaflet itself, only when it nears the viewport.
import ProjectsMap from "@/features/projects/components/projects-map";
import { CountsGraphic } from "@/features/total-count/components/counts-graphic";

/** Home: the ten sections of docs/product.md §2 in order. */
export function Component() {
  // One list feeds every section that shows projects or their photos: the page hands it down.
  const { data: projects = [], isPending } = useProjects();
  const { data: contact } = useContactInformation();
  return (
    <>
      <BannerSlider />
      <AboutBlock projects={projects} />
      <DiscoverSection projects={projects} isPending={isPending} />
      <CategoryFilter projects={projects} isPending={isPending} />
      <WhyJointVenture projects={projects} />
      <CountsGraphic />
      <ContactStrip projects={projects} phone={contact?.phone ?? ""} image={contact?.image} />
      <Testimonials />
      <Suppliers />
      <MapSection>
        <ProjectsMap />
      </MapSection>
    </>
  );
}

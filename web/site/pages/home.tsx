import { ContactStrip } from "@/site/features/home/components/contact-strip";
import { AboutBlock } from "@/site/features/home/components/about-block";
import { DiscoverSection } from "@/site/features/home/components/discover-section";
import { MapSection } from "@/site/features/home/components/map-section";
import { Suppliers } from "@/site/features/home/components/suppliers";
import { WhyJointVenture } from "@/site/views/why-joint-venture";
import { useContactInformation } from "@/shared/features/contact-information/api/get-contact-information";
import { useProjects } from "@/site/features/projects/api/get-projects";
import { CountsGraphic } from "@/site/features/total-count/components/counts-graphic";
import { LandownerCta } from "@/site/components/landowner-cta";
import BannerSlider from "@/site/islands/banner-slider";
import CategoryFilter from "@/site/islands/category-filter";
import ProjectsMap from "@/site/islands/projects-map";
import Testimonials from "@/site/islands/testimonials";

/**
 * Home: the ten sections of docs/product.md §2 in order; the slider is the first screen. Only the
 * slider, the category tabs, the questions (inside WhyJointVenture), the testimonials and the map
 * run in the browser, as islands; the rest is the worker's HTML.
 */
export function Component() {
  // One list feeds every section that shows projects or their photos: the page hands it down.
  const { data: projects = [], isPending } = useProjects();
  const { data: contact } = useContactInformation();
  return (
    <>
      <BannerSlider />
      {/* Right after the first screen: landowners are the developer's land supply (issue 42). */}
      <LandownerCta />
      <AboutBlock projects={projects} />
      <DiscoverSection projects={projects} isPending={isPending} />
      <CategoryFilter />
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

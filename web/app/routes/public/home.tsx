import { BannerSlider } from "@/features/banners/components/banner-slider";
import { useContactInformation } from "@/features/contact-information/api/get-contact-information";
import { useProjects } from "@/features/projects/api/get-projects";
import { belowTheFold } from "@/lib/below-the-fold";

const HomeSections = belowTheFold(() => import("./home-sections"));

/** Home: the ten sections of docs/product.md §2 in order; the slider is the first screen. */
export function Component() {
  // One list feeds every section that shows projects or their photos: the page hands it down.
  const { data: projects = [], isPending } = useProjects();
  const { data: contact } = useContactInformation();
  return (
    <>
      <BannerSlider />
      <HomeSections projects={projects} isPending={isPending} phone={contact?.phone ?? ""} image={contact?.image} />
    </>
  );
}

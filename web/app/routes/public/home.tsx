import { BannerSlider } from "@/features/banners/components/banner-slider";
import { useContactInformation } from "@/features/contact-information/api/get-contact-information";
import { useProjects } from "@/features/projects/api/get-projects";
import { belowTheFold } from "@/lib/below-the-fold";

/*
 * Home sections 2–10 (docs/product.md §2), below the slider, each its own chunk (lib/below-the-fold.tsx).
 * The interactive ones (the category tabs, the FAQ, the testimonials, the map) hydrate as they near
 * the viewport; the rest are text, pictures and links, whose code a visitor never downloads unless
 * they switch the language.
 */
const AboutBlock = belowTheFold(() => import("@/features/home/components/about-block").then((m) => ({ default: m.AboutBlock })), "language");
const DiscoverSection = belowTheFold(() => import("@/features/home/components/discover-section").then((m) => ({ default: m.DiscoverSection })), "language");
const CategoryFilter = belowTheFold(() => import("@/features/home/components/category-filter").then((m) => ({ default: m.CategoryFilter })));
const WhyJointVenture = belowTheFold(() => import("@/features/home/components/why-joint-venture").then((m) => ({ default: m.WhyJointVenture })));
const CountsGraphic = belowTheFold(() => import("@/features/total-count/components/counts-graphic").then((m) => ({ default: m.CountsGraphic })), "language");
const ContactStrip = belowTheFold(() => import("@/features/home/components/contact-strip").then((m) => ({ default: m.ContactStrip })), "language");
const Testimonials = belowTheFold(() => import("@/features/home/components/testimonials").then((m) => ({ default: m.Testimonials })));
const Suppliers = belowTheFold(() => import("@/features/home/components/suppliers").then((m) => ({ default: m.Suppliers })), "language");
const HomeMap = belowTheFold(() => import("./home-map"));
const LandownerCta = belowTheFold(() => import("@/components/landowner-cta").then((m) => ({ default: m.LandownerCta })), "language");

/** Home: the ten sections of docs/product.md §2 in order; the slider is the first screen. */
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
      <LandownerCta />
      <CountsGraphic />
      <ContactStrip projects={projects} phone={contact?.phone ?? ""} image={contact?.image} />
      <Testimonials />
      <Suppliers />
      <HomeMap />
    </>
  );
}

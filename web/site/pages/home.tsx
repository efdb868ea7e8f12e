import { ContactStrip } from "@/site/features/home/components/contact-strip";
import { AboutBlock } from "@/site/features/home/components/about-block";
import { DiscoverSection } from "@/site/features/home/components/discover-section";
import { MapSection } from "@/site/features/home/components/map-section";
import { Suppliers } from "@/site/features/home/components/suppliers";
import { WhyJointVenture } from "@/site/views/why-joint-venture";
import { CountsGraphic } from "@/site/features/total-count/components/counts-graphic";
import { LandownerCta } from "@/site/components/landowner-cta";
import BannerSlider from "@/site/islands/banner-slider";
import CategoryFilter from "@/site/islands/category-filter";
import ProjectsMap from "@/site/islands/projects-map";
import Testimonials from "@/site/islands/testimonials";
import { organization, type PageHead, SITE_NAME, urlIn, WORDS } from "@/shared/lib/contract";
import { definePage, type HeadContext, type Loaded, type LoadContext } from "@/site/app/page-module";
import { projectCards } from "@/site/lib/project-cards";
import { slidesOf } from "@/site/features/banners/lib/slides";
import { twinsFor } from "@/site/lib/twins-for";
import { useLanguage } from "@/shared/i18n/use-translation";
import { filteredProjects } from "@/site/features/home/lib/category-filter";
import { mappableProjects } from "@/site/features/projects/lib/map-points";

const load = ({ read }: LoadContext) => ({
  projects: read.projects(),
  contact: read.contactInformation(),
  banners: read.banners(),
  counts: read.totalCount(),
});

/**
 * Home: the ten sections of docs/product.md §2 in order; the slider is the first screen. Only the
 * slider, the category tabs, the questions (inside WhyJointVenture), the testimonials and the map
 * run in the browser, as islands; the rest is the worker's HTML.
 */
function View({ projects: list, contact, banners, counts }: Loaded<ReturnType<typeof load>>) {
  // One list feeds every section that shows projects or their photos: the page hands it down.
  const projects = list ?? [];
  const lang = useLanguage();
  return (
    <>
      <BannerSlider banners={slidesOf(banners, lang)} />
      {/* Right after the first screen: landowners are the developer's land supply (issue 42). */}
      <LandownerCta />
      <AboutBlock projects={projects} />
      <DiscoverSection projects={projects} isPending={false} />
      <CategoryFilter first={filteredProjects(projectCards(projects), null).map((p) => twinsFor(p, lang))} />
      <WhyJointVenture projects={projects} />
      <CountsGraphic counts={counts?.[0] ?? null} />
      <ContactStrip projects={projects} phone={contact?.phone ?? ""} image={contact?.image} />
      <Testimonials />
      <Suppliers />
      <MapSection>
        <ProjectsMap hidden={mappableProjects(projects).hidden} />
      </MapSection>
    </>
  );
}

/** Its head: the site's title and words, the first project's picture, the company and the site as JSON-LD. */
function head({ projects }: Loaded<ReturnType<typeof load>>, { lang, origin }: HeadContext): PageHead {
  return {
    title: WORDS[lang].homeTitle,
    description: WORDS[lang].description,
    path: "/",
    image: (projects ?? []).find((p) => p.mainImage)?.mainImage ?? null,
    jsonLd: [organization(origin, lang), { "@type": "WebSite", name: SITE_NAME, url: urlIn(origin, "/", lang), inLanguage: lang }],
  };
}

export default definePage({ load, head, View });

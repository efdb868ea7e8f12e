import { useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { PAGES } from "@/shared/i18n/pages";
import { AboutIntro } from "@/site/features/about/components/about-intro";
import { AboutManagement } from "@/site/features/about/components/about-management";
import { AboutTargets } from "@/site/features/about/components/about-targets";
import { AboutTeam } from "@/site/features/about/components/about-team";
import { LandownerCta } from "@/site/components/landowner-cta";
import { sectionHead } from "@/shared/lib/contract";
import { definePage, type HeadContext, type Loaded, type LoadContext } from "@/site/app/page-module";

const load = ({ read }: LoadContext) => ({ about: read.about(), info: read.contactInformation() });

/** /about: intro, Mission / Vision / Values, the management trio and the team (docs/product.md §2). */
function View({ about: data, info }: Loaded<ReturnType<typeof load>>) {
  const { t } = useTranslation(PAGES);
  const { t: tc } = useTranslation(COMMON);
  const { twin } = useTwins();
  const businesses = info ? twin(info, "businesses") : undefined;
  if (!data) return <p className="mx-auto max-w-7xl px-4 py-24 text-center text-lg text-muted-foreground">{t("about.unavailable")}</p>;
  return (
    <>
      <AboutIntro about={data} businesses={businesses} businessesTitle={tc("footer.businesses")} />
      <AboutTargets targets={data.target} />
      <AboutManagement management={data.management} />
      <AboutTeam team={data.ourTeam} />
      <LandownerCta />
    </>
  );
}

/** Its head: the section's name and words and its share picture (worker/contract/page-head.ts, `sectionHead`). */
const head = (_: unknown, { lang, origin, site }: HeadContext) => sectionHead("/about", lang, origin, site);

export default definePage({ load, head, View });

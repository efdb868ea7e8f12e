import { useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { PAGES } from "@/shared/i18n/pages";
import { useAbout } from "@/shared/features/about/api/get-about";
import { useContactInformation } from "@/shared/features/contact-information/api/get-contact-information";
import { AboutIntro } from "@/site/features/about/components/about-intro";
import { AboutManagement } from "@/site/features/about/components/about-management";
import { AboutSkeleton } from "@/site/features/about/components/about-skeleton";
import { AboutTargets } from "@/site/features/about/components/about-targets";
import { AboutTeam } from "@/site/features/about/components/about-team";
import { LandownerCta } from "@/site/components/landowner-cta";

/** /about: intro, Mission / Vision / Values, the management trio and the team (docs/product.md §2). */
export function Component() {
  const { t } = useTranslation(PAGES);
  const { t: tc } = useTranslation(COMMON);
  const { data, isPending } = useAbout();
  const info = useContactInformation().data;
  const { twin } = useTwins();
  const businesses = info && twin(info, "businesses");
  if (isPending) return <AboutSkeleton />;
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

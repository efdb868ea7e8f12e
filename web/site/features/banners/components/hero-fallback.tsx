import { ArrowRight } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { BANNERS } from "@/shared/i18n/banners";
import { Link } from "@/shared/lib/router";
import { buttonVariants } from "@/shared/components/ui/button-variants";
import { paths } from "@/shared/config/paths";
import { cn } from "@/shared/lib/utils";
import { EyebrowHeading } from "@/site/components/ui/eyebrow-heading";

/** The hero when there is no approved banner (or the API is down): the brand promise and a way in. */
export function HeroFallback({ className }: { className?: string }) {
  const { t } = useTranslation(BANNERS);
  return (
    <section
      aria-labelledby="home-hero-title"
      className={cn("relative isolate flex items-center overflow-hidden bg-gradient-to-br from-ink-900 via-ink-800 to-ink-700", className)}
    >
      <div className="absolute -right-32 -top-32 -z-10 size-[36rem] rounded-full bg-brand-500/10 blur-3xl" aria-hidden="true" />
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <EyebrowHeading as="h1" id="home-hero-title" eyebrow={t("hero.eyebrow")} className="mt-4 max-w-3xl text-4xl font-bold leading-tight text-white sm:text-6xl">
          {t("slider.heading")}
        </EyebrowHeading>
        {/* A link that looks like a button (shadcn's buttonVariants): no Slot in the first screen's code. */}
        <Link to={paths.projects()} className={cn(buttonVariants({ size: "lg" }), "mt-8")}>
          {t("hero.browseAll")}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

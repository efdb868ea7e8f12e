import { ArrowRight } from "lucide-react";
import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { BANNERS } from "@/shared/i18n/banners";
import { Link } from "@/shared/lib/router";
import { buttonVariants } from "@/shared/components/ui/button-variants";
import { paths } from "@/shared/config/paths";
import { SITE } from "@/shared/config/site";
import type { Slide } from "../lib/slides";
import { cn } from "@/shared/lib/utils";
import { isVideoPath, truncateText } from "@/shared/features/banners/lib/slider";
import { imageSrcSet } from "@/shared/lib/contract";

/** `render`: its photo or video is in the page; `text`: its words and link are (a hidden slide's come after hydration). */
type Props = { banner: Slide; position: number; total: number; active: boolean; first: boolean; render: boolean; text: boolean; motion: boolean };

/** One slide: full-bleed photo (or muted video) with a slow zoom, title, description cut at 200, "Visit the Project". */
export function BannerSlide({ banner, position, total, active, first, render, text, motion }: Props) {
  const { t } = useTranslation(BANNERS);
  const { twin } = useTwins();
  const description = twin(banner, "description");
  const media = banner.imagesVideos;
  return (
    <div
      role="group"
      aria-roledescription={t("slider.slide")}
      aria-label={t("slider.slideOf", { n: position + 1, total })}
      aria-hidden={!active}
      inert={!active}
      data-active={active}
      className={cn("slide", active ? "z-10 opacity-100" : "opacity-0")}
    >
      {render &&
        (isVideoPath(media) ? (
          <video src={media} muted loop playsInline autoPlay={motion && active} preload="metadata" className="absolute inset-0 size-full object-cover" aria-hidden="true" />
        ) : (
          // The first slide is the page's largest paint: fetched eagerly and first; the rest wait.
          <img
            src={media}
            srcSet={imageSrcSet(media)}
            sizes="100vw"
            alt=""
            width={1600}
            height={900}
            loading={first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : "low"}
            decoding={first ? "auto" : "async"}
            className={cn("absolute inset-0 size-full object-cover", motion && "transition-transform duration-[10000ms] ease-out", motion && active && "scale-105")}
          />
        ))}
      {/* The shades over the picture come with it: a slide not yet loaded is the section's own dark ground. */}
      {render && (
        <>
          <div className="absolute inset-0 bg-gradient-to-r from-ink-900/90 via-ink-900/55 to-ink-900/10" aria-hidden="true" />
          <div className="absolute inset-0 bg-gradient-to-t from-ink-900/70 via-transparent to-transparent" aria-hidden="true" />
        </>
      )}
      {text && (
        <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-4 pb-28 pt-10 sm:px-6 sm:pb-32 lg:px-8">
          <div className="max-w-2xl">
            {banner.project && (
              <Localized
                as="p"
                twin={twin(banner.project, "name")}
                className="mb-4 inline-flex items-center gap-2 rounded-full border border-brand-300/40 bg-ink-900/40 px-3 py-1 text-xs font-semibold uppercase tracking-[0.2em] text-brand-300 backdrop-blur"
              />
            )}
            <Localized as="h2" twin={twin(banner, "title")} className="text-3xl font-bold leading-tight tracking-tight text-white sm:text-5xl lg:text-6xl" />
            <Localized as="p" twin={description} className="mt-5 max-w-xl text-base leading-relaxed text-white/85 sm:text-lg">
              {(words) => <span data-testid="slide-description">{truncateText(words, SITE.sliderDescriptionMax)}</span>}
            </Localized>
            {banner.project && (
              // A link that looks like a button (shadcn's buttonVariants): no Slot in the first screen's code.
              <Link to={paths.project(banner.project.uniId)} className={cn(buttonVariants({ size: "lg" }), "mt-8")}>
                {t("slider.visit")}
                <ArrowRight aria-hidden="true" />
              </Link>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

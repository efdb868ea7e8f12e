import { ChevronLeft, ChevronRight, Images, MapPin } from "lucide-react";
import { startTransition, useEffect, useState } from "react";
import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { Link } from "@/shared/lib/router";
import { Lightbox, preloadLightbox } from "@/shared/components/gallery/lightbox";
import { wrapIndex } from "@/shared/components/gallery/wrap-index";
import { Badge } from "@/shared/components/ui/badge";
import { paths } from "@/shared/config/paths";
import type { Project } from "@/shared/lib/contract";
import { isRecentlyUpdated } from "../../lib/recency";
import { ProjectImage } from "@/shared/components/project-image";
import { whenIdle } from "@/shared/lib/when-idle";

/**
 * The project page's header: a cross-fading image slider under the name, with arrows, a counter
 * and "View photos" for the lightbox. Only the current slide and its neighbours are in the page,
 * so a phone downloads one photo up front. The neighbours join when the browser is next idle after
 * hydration, as on the home slider: in the served HTML they sat on screen under the first photo, so
 * the browser fetched them at high priority beside it, the page's largest paint, on a phone's thin
 * connection (docs/performance.md).
 */
/** What the header shows of a project; the island gets these fields only (issue 47: the whole project, with its details, was 3 KB of the page's compressed HTML). */
export type HeroProject = Pick<Project, "name" | "nameBn" | "title" | "titleBn" | "location" | "locationBn" | "category" | "mainImage" | "updatedAt">;

export const heroProject = (p: HeroProject): HeroProject => ({
  name: p.name,
  nameBn: p.nameBn,
  title: p.title,
  titleBn: p.titleBn,
  location: p.location,
  locationBn: p.locationBn,
  category: p.category,
  mainImage: p.mainImage,
  updatedAt: p.updatedAt,
});

export function ProjectHero({ project, images }: { project: HeroProject; images: string[] }) {
  const { t } = useTranslation(PROJECTS);
  const { twin, text } = useTwins();
  const name = twin(project, "name");
  const title = twin(project, "title");
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState<number | null>(null);
  const slides = images.length > 0 ? images : [project.mainImage ?? ""];
  const many = slides.length > 1;
  const [neighbours, setNeighbours] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setNeighbours(true))), []);
  const near = new Set(neighbours ? [index, wrapIndex(index + 1, slides.length), wrapIndex(index - 1, slides.length)] : [index]);
  const go = (step: number) => setIndex((i) => wrapIndex(i + step, slides.length));
  const arrow = "rounded-full bg-white/15 p-2.5 text-white backdrop-blur transition hover:bg-white/30";
  const category = t(`categories.${project.category}`, { defaultValue: project.category });

  return (
    <section aria-roledescription={t("hero.carousel")} aria-label={text(project, "name")} className="relative h-[560px] overflow-hidden bg-ink-900 md:h-[640px]">
      {slides.map((src, i) =>
        near.has(i) ? (
          <div key={`${src}-${i}`} className="absolute inset-0 transition-opacity duration-700" style={{ opacity: i === index ? 1 : 0 }} aria-hidden={i !== index}>
            <ProjectImage src={src || null} alt={t("hero.slideAlt", { name: name.value, n: i + 1 })} eager={i === 0} sizes="100vw" />
          </div>
        ) : null,
      )}
      <div className="absolute inset-0 bg-gradient-to-t from-ink-900 via-ink-900/50 to-ink-900/20" aria-hidden="true" />
      <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-end gap-4 px-4 pb-10 sm:px-6 md:pb-14 lg:px-8">
        <nav aria-label={t("hero.breadcrumb")}>
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-white/75">
            <li><Link to={paths.home()} className="hover:text-white">{t("hero.home")}</Link></li>
            <li aria-hidden="true">/</li>
            <li><Link to={paths.projects()} className="hover:text-white">{t("hero.projects")}</Link></li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-brand-300">
              <Localized twin={name} />
            </li>
          </ol>
        </nav>
        <div className="flex flex-wrap gap-2">
          <Badge>{category}</Badge>
          {isRecentlyUpdated(project.updatedAt) && <Badge variant="success">{t("card.new")}</Badge>}
        </div>
        <Localized as="h1" twin={name} className="max-w-3xl text-4xl font-semibold tracking-tight text-white md:text-6xl" />
        {title.value && <Localized as="p" twin={title} className="max-w-2xl text-lg text-white/85 md:text-xl" />}
        <p className="flex items-center gap-2 text-white/85">
          <MapPin className="size-5 text-brand-300" aria-hidden="true" />
          <Localized twin={twin(project, "location")} />
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {many && (
            <>
              <button type="button" className={arrow} onClick={() => go(-1)} aria-label={t("hero.previous")}>
                <ChevronLeft className="size-5" aria-hidden="true" />
              </button>
              <span className="text-sm tabular-nums text-white/80" aria-live="polite" data-testid="hero-counter">
                {t("gallery.counter", { current: index + 1, total: slides.length })}
              </span>
              <button type="button" className={arrow} onClick={() => go(1)} aria-label={t("hero.next")}>
                <ChevronRight className="size-5" aria-hidden="true" />
              </button>
            </>
          )}
          {images.length > 0 && (
            <button
              type="button"
              onClick={() => setViewer(index)}
              onPointerEnter={preloadLightbox}
              onFocus={preloadLightbox}
              className="inline-flex items-center gap-2 rounded-full border border-white/40 px-4 py-2 text-sm font-semibold text-white transition hover:bg-white/15"
            >
              <Images className="size-4" aria-hidden="true" />
              {t("hero.viewPhotos")}
            </button>
          )}
        </div>
      </div>
      <Lightbox
        images={images.map((src, i) => ({ src, alt: t("hero.slideAlt", { name: name.value, n: i + 1 }) }))}
        index={viewer}
        onIndexChange={setViewer}
        title={name.value}
      />
    </section>
  );
}

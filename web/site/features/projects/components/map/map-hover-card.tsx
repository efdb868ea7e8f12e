import { MapPin, Navigation, X } from "lucide-react";
import { forwardRef } from "react";
import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { Link } from "@/shared/lib/router";
import { directionsUrl, paths } from "@/shared/config/paths";
import type { ProjectCardData } from "@/site/lib/project-cards";
import { ProjectImage } from "@/shared/components/project-image";

type MapHoverCardProps = {
  project: ProjectCardData;
  lat: number;
  lng: number;
  left: number;
  top: number;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onClose: () => void;
};

/** The card a marker opens: the project's photo, name, place, and links to it and to directions. */
export const MapHoverCard = forwardRef<HTMLDivElement, MapHoverCardProps>(function MapHoverCard(
  { project, lat, lng, left, top, onPointerEnter, onPointerLeave, onClose },
  ref,
) {
  const { t } = useTranslation(PROJECTS);
  const { twin, text } = useTwins();
  return (
    <div
      ref={ref}
      role="dialog"
      aria-label={text(project, "name")}
      data-testid="map-card"
      className="absolute z-[1001] w-64 overflow-hidden rounded-xl bg-white text-ink-900 shadow-2xl ring-1 ring-black/10"
      style={{ left, top }}
      onMouseEnter={onPointerEnter}
      onMouseLeave={onPointerLeave}
    >
      <div className="relative h-28 bg-ink-800">
        <ProjectImage src={project.mainImage} alt="" sizes="16rem" />
        <button
          type="button"
          onClick={onClose}
          className="absolute right-2 top-2 rounded-full bg-ink-900/70 p-1.5 text-white hover:bg-ink-900"
          aria-label={t("map.closeCard")}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="space-y-1 p-3.5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {t(`categories.${project.category}`, { defaultValue: project.category })}
        </p>
        <Localized as="p" twin={twin(project, "name")} className="font-semibold leading-snug" />
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-3.5 text-brand-600" aria-hidden="true" />
          <Localized twin={twin(project, "location")} />
        </p>
        <div className="flex gap-2 pt-2.5">
          <Link
            to={paths.project(project.uniId)}
            className="flex-1 whitespace-nowrap rounded-md bg-ink-900 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-ink-700"
          >
            {t("map.viewProject")}
          </Link>
          <a
            href={directionsUrl(lat, lng)}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-1 whitespace-nowrap rounded-md border border-brand-500 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Navigation className="size-4" aria-hidden="true" />
            {t("map.directions")}
          </a>
        </div>
      </div>
    </div>
  );
});

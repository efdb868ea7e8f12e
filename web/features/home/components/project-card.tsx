import { ArrowUpRight, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import type { Project } from "@/lib/contract";
import { ProjectImage } from "./project-image";

/** A home project card: the photo carries the name, location and category; the card is one link. */
export function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation("common");
  return (
    <Link
      to={paths.project(project.uniId)}
      className="group relative block aspect-[5/4] overflow-hidden rounded-2xl bg-ink-800 shadow-lg shadow-ink-900/10 sm:aspect-[3/4]"
    >
      <ProjectImage
        src={project.mainImage}
        alt=""
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="absolute inset-0 size-full transition-transform duration-700 ease-out group-hover:scale-105"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-ink-900 via-ink-900/40 to-transparent" aria-hidden="true" />
      <span className="absolute left-4 top-4 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-ink-900 backdrop-blur">
        {t(`categories.${project.category}`, { defaultValue: project.category })}
      </span>
      <div className="absolute inset-x-0 bottom-0 p-5 text-white">
        <h3 className="text-xl font-bold">{project.name}</h3>
        {project.title && <p className="mt-1 line-clamp-2 text-sm text-white/80">{project.title}</p>}
        <p className="mt-3 flex items-center justify-between gap-2 text-sm text-brand-300">
          <span className="flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" />
            {project.location}
          </span>
          <ArrowUpRight className="size-5 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5" aria-hidden="true" />
        </p>
      </div>
    </Link>
  );
}

export function ProjectCardSkeleton() {
  return <div className="aspect-[5/4] animate-pulse rounded-2xl bg-muted sm:aspect-[3/4]" aria-hidden="true" />;
}

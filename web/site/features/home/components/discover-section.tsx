import { ArrowRight } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { HOME } from "@/shared/i18n/home";
import { Link } from "@/shared/lib/router";
import { Button } from "@/shared/components/ui/button";
import { paths } from "@/shared/config/paths";
import { firstProjects } from "../lib/category-filter";
import { ProjectCard, ProjectCardSkeleton } from "@/site/components/project-card";
import { SectionHeading } from "./section-heading";
import type { Project } from "@/shared/lib/contract";

/** Home section 3: "Discover Your Dream Luxury Property" — the first 3 projects. */
export function DiscoverSection({ projects, isPending }: { projects: Project[]; isPending: boolean }) {
  const { t } = useTranslation(HOME);
  const shown = firstProjects(projects);
  return (
    <section aria-labelledby="home-discover" className="bg-muted py-20 lg:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading id="home-discover" eyebrow={t("discover.eyebrow")} title={t("discover.title")} align="left">
            {t("discover.lead")}
          </SectionHeading>
          <Button asChild variant="outline" className="self-start md:self-auto">
            <Link to={paths.projects()}>
              {t("discover.viewAll")}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {isPending
            ? [0, 1, 2].map((i) => (
                <li key={i}>
                  <ProjectCardSkeleton />
                </li>
              ))
            : shown.map((p) => (
                <li key={p.uniId}>
                  <ProjectCard project={p} />
                </li>
              ))}
        </ul>
        {!isPending && shown.length === 0 && <p className="mt-10 text-center text-muted-foreground">{t("filter.empty")}</p>}
      </div>
    </section>
  );
}

import { CalendarCheck, FileQuestion, Phone } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { Link } from "@/shared/lib/router";
import { Button } from "@/shared/components/ui/button";
import { Skeleton } from "@/shared/components/ui/skeleton";
import { paths, telUrl } from "@/shared/config/paths";
import { formatPhone } from "@/shared/lib/contract";

/** docs/product.md §2 empty state: the project exists but staff have not added its details yet. */
export function NoDetails({ hotline }: { hotline: string }) {
  const { t } = useTranslation(PROJECTS);
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border px-6 py-16 text-center" data-testid="no-details">
      <h2 className="text-2xl font-semibold text-ink-900">{t("detail.noDetails")}</h2>
      <p className="max-w-lg text-muted-foreground">{t("detail.noDetailsHint")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="dark">
          <Link to={paths.contact()}>
            <CalendarCheck aria-hidden="true" />
            {t("detail.schedule")}
          </Link>
        </Button>
        {hotline && (
          <Button asChild variant="outline">
            <a href={telUrl(hotline)}>
              <Phone aria-hidden="true" />
              {formatPhone(hotline)}
            </a>
          </Button>
        )}
      </div>
    </div>
  );
}

/** An unknown (or no longer public) project id. */
export function ProjectNotFound() {
  const { t } = useTranslation(PROJECTS);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center" data-testid="project-not-found">
      <FileQuestion className="size-12 text-brand-600" aria-hidden="true" />
      <h1 className="text-3xl font-semibold text-ink-900">{t("detail.notFound")}</h1>
      <p className="text-muted-foreground">{t("detail.notFoundHint")}</p>
      <Button asChild variant="dark">
        <Link to={paths.projects()}>{t("detail.allProjects")}</Link>
      </Button>
    </div>
  );
}

export function ProjectLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(PROJECTS);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold text-ink-900">{t("detail.loadError")}</h1>
      <Button variant="dark" onClick={onRetry}>
        {t("listing.retry")}
      </Button>
    </div>
  );
}

/** The page's shape while it loads, so nothing jumps when it arrives. */
export function ProjectDetailSkeleton() {
  const { t } = useTranslation(PROJECTS);
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">{t("detail.loading")}</p>
      <Skeleton shape="square" tone="ink" className="h-[560px] md:h-[640px]" />
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-14 sm:px-6 lg:px-8" aria-hidden="true">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-40 w-full" />
      </div>
    </div>
  );
}

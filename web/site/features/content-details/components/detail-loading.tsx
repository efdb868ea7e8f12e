import { ArrowLeft } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import { Link } from "@/shared/lib/router";
import { Skeleton } from "@/shared/components/ui/skeleton";
import { paths } from "@/shared/config/paths";
import type { ContentSegment } from "@/shared/lib/contract";

const listPath = { blog: paths.blog, "news-event": paths.newsEvent, coverage: paths.coverage } as const;

/** docs/product.md §2's "Loading or no data available...": the skeleton of the page while loading, a way back once nothing came. */
export function DetailLoading({ segment, loading }: { segment: ContentSegment; loading: boolean }) {
  const { t } = useTranslation(PAGES);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <p role="status" className="text-lg font-medium text-muted-foreground">
        {t("detail.loading")}
      </p>
      {loading ? (
        <div className="mt-6 space-y-6">
          <Skeleton className="h-12 w-3/4" />
          <Skeleton shape="2xl" className="aspect-video w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-5/6" />
        </div>
      ) : (
        <Link to={listPath[segment]()} className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-ink-900">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t(`detail.backTo_${segment}`)}
        </Link>
      )}
    </div>
  );
}

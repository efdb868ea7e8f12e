import { Newspaper } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import { Button } from "@/shared/components/ui/button";
import { Skeleton } from "@/shared/components/ui/skeleton";
import type { ContentItem, ContentSegment } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";
import { ContentCard } from "./content-card";

/** The list query of the page's feature (useBlogs, useCoverage, useNewsEvents). */
type ListQuery = { data: ContentItem[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * One list screen for blogs, news & events and coverage (docs/product.md §2): news in a 3-column card grid,
 * blogs and coverage as wide editorial rows; skeletons while loading; its empty states.
 */
export function ContentList({ segment, query }: { segment: ContentSegment; query: ListQuery }) {
  const { t } = useTranslation(PAGES);
  const { data, isPending, isError, refetch } = query;
  const grid = segment === "news-event";
  const key = segment === "news-event" ? "newsEvent" : segment;

  return (
    <section aria-labelledby={`${segment}-heading`} className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <header className="mb-10 max-w-2xl lg:mb-14">
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">{t(`lists.${key}.eyebrow`)}</p>
        <h2 id={`${segment}-heading`} className="mt-3 text-3xl font-bold text-balance text-ink-900 sm:text-4xl">
          {t(`lists.${key}.heading`)}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{t(`lists.${key}.intro`)}</p>
      </header>

      {isPending ? (
        <div role="status" aria-live="polite" className={cn("grid gap-8", grid && "md:grid-cols-2 lg:grid-cols-3")}>
          <span className="sr-only">{t("content.loadingList")}</span>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} shape="2xl" className={grid ? "h-96 w-full" : "h-72 w-full"} />
          ))}
        </div>
      ) : !data?.length ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-muted/60 px-6 py-16 text-center">
          <Newspaper aria-hidden="true" className="size-10 text-brand-500" />
          <p className="text-lg font-semibold text-ink-900">{t(`lists.${key}.empty`)}</p>
          {isError && (
            <Button variant="outline" onClick={() => void refetch()}>
              {t("content.retry")}
            </Button>
          )}
        </div>
      ) : (
        <div className={grid ? "grid gap-8 md:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-8 lg:gap-10"}>
          {data.map((item, i) => (
            <ContentCard key={item.uniId} item={item} segment={segment} eager={i === 0} />
          ))}
        </div>
      )}
    </section>
  );
}

import { Newspaper } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import { Button } from "@/shared/components/ui/button";
import type { ContentItem, ContentSegment } from "@/shared/lib/contract";
import { ContentCard } from "./content-card";

/**
 * One list screen for blogs, news & events and coverage (docs/product.md §2): news in a 3-column card grid,
 * blogs and coverage as wide editorial rows; its empty states. `items` null: the API refused the list.
 */
export function ContentList({ segment, items: data }: { segment: ContentSegment; items: ContentItem[] | null }) {
  const { t } = useTranslation(PAGES);
  const isError = data === null;
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

      {!data?.length ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-muted/60 px-6 py-16 text-center">
          <Newspaper aria-hidden="true" className="size-10 text-brand-500" />
          <p className="text-lg font-semibold text-ink-900">{t(`lists.${key}.empty`)}</p>
          {isError && (
            <Button variant="outline" onClick={() => location.reload()}>
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

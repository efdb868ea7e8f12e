import { ArrowRight, CalendarDays } from "lucide-react";
import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import { Link } from "@/shared/lib/router";
import { Badge } from "@/shared/components/ui/badge";
import { paths } from "@/shared/config/paths";
import type { ContentItem, ContentSegment } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";
import { formatCardDate } from "./card-date";
import { articleCardText, cardSource, newsCardText } from "./card-text";
import { imageSrcSet } from "@/shared/lib/contract";

type Props = { item: ContentItem; segment: ContentSegment; eager?: boolean };

/**
 * The card of a blog, coverage or news-or-event item (docs/product.md §2 lists). Blogs and coverage
 * are wide editorial rows (image beside text from md up), because their descriptions may run to 800
 * characters; news and events are tiles of a 3-column grid, cut at 150 plus "...", with a "More" link.
 */
export function ContentCard({ item, segment, eager = false }: Props) {
  const { t, lang } = useTranslation(PAGES);
  const tile = segment === "news-event";
  const href = paths.content(segment, item.uniId);
  const { twin } = useTwins();
  const title = twin(item, "title");
  const description = twin(item, "mainDescription");
  const source = cardSource(description.value);
  const text = tile ? newsCardText(source) : articleCardText(source);
  const date = formatCardDate(item.createdAt, lang);
  const tag = item.tag === "event" || item.tag === "news" ? t(`content.tags.${item.tag}`) : item.tag;
  return (
    <article
      className={cn(
        "group overflow-hidden rounded-2xl border border-border bg-white shadow-sm transition-shadow hover:shadow-xl",
        tile ? "flex flex-col" : "grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]",
      )}
    >
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className={cn("relative block aspect-video overflow-hidden bg-muted", !tile && "md:aspect-auto md:min-h-72")}
      >
        <img
          src={item.mainImage}
          srcSet={imageSrcSet(item.mainImage)}
          sizes={tile ? "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)" : "(min-width: 768px) 50vw, calc(100vw - 2rem)"}
          alt=""
          width={1200}
          height={675}
          loading={eager ? "eager" : "lazy"}
          // The first card's picture is the list page's largest paint: fetched first, drawn as soon as it is there.
          fetchPriority={eager ? "high" : undefined}
          decoding={eager ? "auto" : "async"}
          className="absolute inset-0 size-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
        {tile && tag && <Badge variant="dark" className="absolute top-4 left-4 uppercase tracking-wider">{tag}</Badge>}
      </Link>
      <div className={cn("flex flex-col", tile ? "flex-1 gap-3 p-6" : "gap-4 p-6 sm:p-8")}>
        {date && (
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={item.createdAt}>{date}</time>
          </p>
        )}
        <h3 className={cn("font-semibold text-balance text-ink-900", tile ? "text-lg" : "text-xl sm:text-2xl")}>
          <Link to={href} className="hover:text-brand-700 focus-visible:text-brand-700">
            <Localized twin={title} />
          </Link>
        </h3>
        {/* Size first: tailwind-merge drops a line-height that comes before a font size. */}
        <p
          lang={text && description.lang !== lang ? description.lang : undefined}
          className={cn(tile ? "text-sm" : "text-[15px] sm:text-base", "leading-relaxed text-muted-foreground")}
        >
          {text || t("content.noDescription")}
        </p>
        <Link
          to={href}
          className={cn(
            "mt-auto inline-flex items-center gap-2 self-start font-semibold",
            tile
              ? "pt-2 text-sm text-brand-700 hover:text-ink-900"
              : "text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-8 transition-colors hover:text-brand-700",
          )}
        >
          {t(tile ? "content.more" : "content.readDetails")}
          <span className="sr-only">
            : <Localized twin={title} />
          </span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}

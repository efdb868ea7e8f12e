import { ArrowRight, CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import type { ContentItem } from "@/lib/contract";
import { formatCardDate } from "../lib/card-date";
import { cardSource, newsCardText } from "../lib/card-text";

/** A news-or-event card of the 3-column grid: description cut at 150 plus "...", and a "More" link. */
export function NewsCard({ item, eager = false }: { item: ContentItem; eager?: boolean }) {
  const { t, i18n } = useTranslation("pages");
  const href = paths.content("news-event", item.uniId);
  const text = newsCardText(cardSource(item.mainDescription));
  const date = formatCardDate(item.createdAt, i18n.language);
  const tag = item.tag === "event" || item.tag === "news" ? t(`content.tags.${item.tag}`) : item.tag;
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-border bg-white shadow-sm transition-shadow hover:shadow-xl">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block aspect-video overflow-hidden bg-muted">
        <img
          src={item.mainImage}
          alt=""
          width={1200}
          height={675}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
        {tag && <Badge variant="dark" className="absolute top-4 left-4 uppercase tracking-wider">{tag}</Badge>}
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-6">
        {date && (
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={item.createdAt}>{date}</time>
          </p>
        )}
        <h3 className="text-lg font-semibold text-balance text-ink-900">
          <Link to={href} className="hover:text-brand-700">
            {item.title}
          </Link>
        </h3>
        <p className="text-sm leading-relaxed text-muted-foreground">{text || t("content.noDescription")}</p>
        <Link to={href} className="mt-auto inline-flex items-center gap-2 self-start pt-2 text-sm font-semibold text-brand-700 hover:text-ink-900">
          {t("content.more")}
          <span className="sr-only">: {item.title}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}

import { ArrowRight, CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import type { ContentItem } from "@/lib/contract";
import { formatCardDate } from "../lib/card-date";
import { articleCardText, cardSource } from "../lib/card-text";

type Props = { item: ContentItem; segment: "blog" | "coverage"; eager?: boolean };

/**
 * A blog or coverage card: a wide editorial row (image beside text from md up), because SPEC §2
 * lets these descriptions run to 800 characters, which a narrow grid card could not carry.
 */
export function ArticleCard({ item, segment, eager = false }: Props) {
  const { t, i18n } = useTranslation("pages");
  const href = paths.content(segment, item.uniId);
  const text = articleCardText(cardSource(item.mainDescription));
  const date = formatCardDate(item.createdAt, i18n.language);
  return (
    <article className="group grid overflow-hidden rounded-2xl border border-border bg-white shadow-sm transition-shadow hover:shadow-xl md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block aspect-video overflow-hidden bg-muted md:aspect-auto md:min-h-72">
        <img
          src={item.mainImage}
          alt=""
          width={1200}
          height={675}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="absolute inset-0 size-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        {date && (
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={item.createdAt}>{date}</time>
          </p>
        )}
        <h3 className="text-xl font-semibold text-balance text-ink-900 sm:text-2xl">
          <Link to={href} className="hover:text-brand-700 focus-visible:text-brand-700">
            {item.title}
          </Link>
        </h3>
        <p className="text-[15px] leading-relaxed text-muted-foreground sm:text-base">{text || t("content.noDescription")}</p>
        <Link
          to={href}
          className="mt-auto inline-flex items-center gap-2 self-start font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-8 transition-colors hover:text-brand-700"
        >
          {t("content.readDetails")}
          <span className="sr-only">: {item.title}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}

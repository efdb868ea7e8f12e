import { Localized, useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import ImageGallery from "@/shared/islands/image-gallery";
import { formatCardDate } from "@/site/components/content/card-date";
import { contentTypeLabel } from "@/site/components/content/content-type";
import { Badge } from "@/shared/components/ui/badge";
import { type ContentItem, type ContentSegment, imageSrcSet, splitLanguage } from "@/shared/lib/contract";
import { useLocation } from "@/shared/lib/router";
import { DetailLoading } from "../features/content-details/components/detail-loading";
import { Paragraphs } from "../features/content-details/components/paragraphs";
import { ProjectLink } from "../features/content-details/components/project-link";
import VideoEmbed from "@/site/islands/video-embed";

/**
 * The shared detail screen of a blog, news-or-event or coverage item with its content-details record
 * (docs/product.md §2): the item's title, image and text, then the details' paragraphs, gallery,
 * video and project link. Its title is the
 * page's <h1>: on detail screens the static banner above shows its title as plain text.
 */
export function ContentDetail({ segment, item }: { segment: ContentSegment; item: ContentItem | null }) {
  const { t, lang } = useTranslation(PAGES);
  // The page's path without its language ("/bn/blog" is "/blog").
  const { path: pathname } = splitLanguage(useLocation().pathname);
  const { twin, text, langOf } = useTwins();
  const details = item?.details;
  // docs/product.md §2: one text for both "still loading" and "nothing to show" (an unknown or unpublished id).
  if (!item) return <DetailLoading segment={segment} loading={false} />;

  const label = t(`detail.typeLabel_${segment}`, { label: contentTypeLabel(pathname) });
  const title = text(item, "title");
  const mainDescription = twin(item, "mainDescription");
  const detailsDescription = details && twin(details, "detailsDescription");
  const date = formatCardDate(item.createdAt, lang);
  const images = (details?.images ?? []).map((src, i) => ({
    src,
    alt: t("detail.galleryImage", { title, n: i + 1 }),
  }));

  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:py-20">
      <header>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <Badge>{label}</Badge>
          {item.tag && <Badge variant="outline" className="uppercase">{item.tag === "news" || item.tag === "event" ? t(`content.tags.${item.tag}`) : item.tag}</Badge>}
          {date && <time dateTime={item.createdAt} className="font-medium text-muted-foreground">{date}</time>}
        </div>
        <Localized as="h1" twin={twin(item, "title")} className="mt-5 text-3xl leading-tight font-bold text-balance text-ink-900 sm:text-4xl lg:text-5xl" />
      </header>

      <figure className="-mx-4 mt-8 overflow-hidden bg-muted sm:mx-0 sm:rounded-2xl sm:shadow-xl">
        {/* The page's main picture: loaded at once and first, with its 16:9 box reserved. */}
        <img src={item.mainImage} srcSet={imageSrcSet(item.mainImage)} sizes="(min-width: 896px) 848px, 100vw" alt="" width={1200} height={675} fetchPriority="high" decoding="async" className="aspect-video w-full object-cover" />
      </figure>

      <Paragraphs
        items={mainDescription.value}
        lang={langOf(mainDescription)}
        fallback={t("detail.noMainDescription")}
        className="mt-10 space-y-6 text-lg leading-relaxed text-ink-800 [&>p:first-child]:text-xl [&>p:first-child]:font-medium [&>p:first-child]:text-ink-900"
      />

      <section aria-labelledby="content-details-heading" className="mt-14 border-t border-border pt-10">
        <h2 id="content-details-heading" className="text-2xl font-semibold text-ink-900">{t("detail.detailsHeading")}</h2>
        <Paragraphs
          items={detailsDescription?.value}
          lang={detailsDescription ? langOf(detailsDescription) : undefined}
          fallback={t("detail.noDetails")}
          className="mt-5 space-y-4 border-l-4 border-brand-500 pl-5 leading-relaxed text-ink-800"
        />
      </section>

      {images.length > 0 && (
        <section aria-labelledby="content-gallery-heading" className="mt-14">
          <h2 id="content-gallery-heading" className="mb-6 text-2xl font-semibold text-ink-900">{t("detail.galleryHeading")}</h2>
          <ImageGallery images={images} title={t("detail.galleryTitle", { title })} />
        </section>
      )}

      {details?.youtubeLink && (
        <section aria-labelledby="content-video-heading" className="mt-14">
          <h2 id="content-video-heading" className="mb-6 text-2xl font-semibold text-ink-900">{t("detail.videoHeading")}</h2>
          <VideoEmbed src={details.youtubeLink} title={title} poster={images[0]?.src ?? item.mainImage} />
        </section>
      )}

      {details?.projectLink && <ProjectLink href={details.projectLink} />}
    </article>
  );
}

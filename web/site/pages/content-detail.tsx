import { isContentSegment } from "@/site/components/content/content-type";
import { ContentDetail } from "@/site/views/content-detail";
import { absolute, CONTENT_TYPE_INFO, contentPath, contentTypeOfSegment, crumbs, LISTS, organization, type PageHead, SITE_NAME, summary, twinText, urlIn } from "@/shared/lib/contract";
import { definePage, type HeadContext, type Loaded, type LoadContext } from "@/site/app/page-module";
import { View as NotFound } from "./not-found";

/** /{blog|news-event|coverage}/{uniId}: the item of the path's content type. */
function load({ path, params, read }: LoadContext) {
  const segment = path.split("/")[1] ?? "";
  const type = isContentSegment(segment) && params.uniId ? segment : null;
  return { segment: type, item: type ? read.contentItem({ segment: type, id: params.uniId! }) : null };
}

/** One shared screen; any other first segment is not a page. */
function View({ segment, item }: Loaded<ReturnType<typeof load>>) {
  return segment ? <ContentDetail segment={segment} item={item} /> : <NotFound />;
}

/**
 * Its head: the item's title, its first paragraph (else its list's words), its picture, and the item
 * as a BlogPosting or NewsArticle with its crumbs; none for an item that is not public (a 404).
 */
function head({ segment, item }: Loaded<ReturnType<typeof load>>, { lang, origin }: HeadContext): PageHead | null {
  const type = segment && contentTypeOfSegment(segment);
  if (!item || !type) return null;
  const list = LISTS[`/${CONTENT_TYPE_INFO[type].segment}`]![lang];
  const path = contentPath(type, item.uniId);
  const title = twinText(item, "title", lang);
  const description = summary(twinText(item, "mainDescription", lang)[0]) || list.description;
  return {
    title: `${title} | ${SITE_NAME}`,
    description,
    path,
    image: item.mainImage,
    type: "article",
    jsonLd: [
      {
        "@type": type === "blog" ? "BlogPosting" : "NewsArticle",
        headline: title,
        description,
        inLanguage: lang,
        image: [absolute(origin, item.mainImage)],
        datePublished: item.createdAt,
        dateModified: item.updatedAt,
        url: urlIn(origin, path, lang),
        // No byline is kept: the company is the author (Google's Article rules want one).
        author: organization(origin, lang),
        publisher: organization(origin, lang),
      },
      crumbs(origin, lang, [{ name: list.name, path: `/${CONTENT_TYPE_INFO[type].segment}` }, { name: title, path }]),
    ],
  };
}

export default definePage({ load, head, View });

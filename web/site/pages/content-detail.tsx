import { isContentSegment } from "@/site/components/content/content-type";
import { ContentDetail } from "@/site/views/content-detail";
import { definePage, type Loaded, type LoadContext } from "@/site/app/page-module";
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

export default definePage({ load, View });

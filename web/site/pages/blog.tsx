import { ContentList } from "@/site/components/content/content-list";
import { definePage, type Loaded, type LoadContext } from "@/site/app/page-module";

const load = ({ read }: LoadContext) => ({ items: read.contentList({ segment: "blog" }) });

/** /blog: the approved items, newest first (docs/product.md §2 "Blog, coverage and news-event lists"). */
function View({ items }: Loaded<ReturnType<typeof load>>) {
  return <ContentList segment="blog" items={items} />;
}

export default definePage({ load, View });

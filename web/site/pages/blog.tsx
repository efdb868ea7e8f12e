import { ContentList } from "@/site/components/content/content-list";
import { sectionHead } from "@/shared/lib/contract";
import { definePage, type HeadContext, type Loaded, type LoadContext } from "@/site/app/page-module";

const load = ({ read }: LoadContext) => ({ items: read.contentList({ segment: "blog" }) });

/** /blog: the approved items, newest first (docs/product.md §2 "Blog, coverage and news-event lists"). */
function View({ items }: Loaded<ReturnType<typeof load>>) {
  return <ContentList segment="blog" items={items} />;
}

/** Its head: the list's name and words and its share picture, maybe its first item's (worker/contract/page-head.ts, `sectionHead`). */
const head = ({ items }: Loaded<ReturnType<typeof load>>, { lang, origin, site }: HeadContext) => sectionHead("/blog", lang, origin, { ...site, items });

export default definePage({ load, head, View });

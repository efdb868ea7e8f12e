import { ContentList } from "@/site/components/content/content-list";
import { useBlogs } from "@/site/features/blogs/api/get-blogs";

/** /blog: the approved items, newest first (docs/product.md §2 "Blog, coverage and news-event lists"). */
export function Component() {
  return <ContentList segment="blog" query={useBlogs()} />;
}

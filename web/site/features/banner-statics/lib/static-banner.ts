import { paths } from "@/shared/config/paths";

/**
 * Which pages show the static banner (docs/product.md §2): every page but home and project detail. Its
 * name is the first path segment; unknown segments are the routing-error screen, which has none.
 */
export const STATIC_BANNER_PAGES = ["blog", "news-event", "contact", "coverage", "about", "projects", "button", "landowner", "my"] as const;
export type StaticBannerPage = (typeof STATIC_BANNER_PAGES)[number];

export function staticBannerPage(pathname: string): StaticBannerPage | null {
  const segments = pathname.split("/").filter(Boolean);
  const first = segments[0] as StaticBannerPage | undefined;
  if (!first || !STATIC_BANNER_PAGES.includes(first)) return null;
  if (first === "projects" && segments.length > 1) return null; // project detail
  // Only the content pages have a deeper screen (/{type}/{uniId}); elsewhere it is a wrong link.
  if (segments.length > 1 && !(first === "blog" || first === "news-event" || first === "coverage")) return null;
  if (segments.length > 2) return null;
  return first;
}

/** Breadcrumb depth: the list page itself, or a detail screen under it. */
export const isDetailPath = (pathname: string) => pathname.split("/").filter(Boolean).length > 1;

/** Where a page's breadcrumb points (the list above a detail screen). */
export const STATIC_BANNER_PATHS: Record<StaticBannerPage, string> = {
  blog: paths.blog(),
  "news-event": paths.newsEvent(),
  contact: paths.contact(),
  coverage: paths.coverage(),
  about: paths.about(),
  projects: paths.projects(),
  button: paths.button(),
  landowner: paths.landowner(),
  my: paths.my(),
};

import { ChevronRight } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { COMMON } from "@/shared/i18n/common";
import { Link, useLocation } from "@/shared/lib/router";

import { paths } from "@/shared/config/paths";
import { useLayoutData } from "@/site/lib/site-data";
import { isDetailPath, STATIC_BANNER_PATHS, staticBannerPage } from "../lib/static-banner";
import { imageSrcSet, splitLanguage } from "@/shared/lib/contract";

/**
 * The static page header (docs/product.md §2): the image named after the first path segment, the page title
 * and breadcrumbs. On list pages the title is the page's <h1>; on a detail screen the article's own
 * title is the <h1>, so here it is plain text.
 */
export function StaticBanner() {
  const { t } = useTranslation(COMMON);
  // The page's path without its language ("/bn/blog" is "/blog").
  const { path: pathname } = splitLanguage(useLocation().pathname);
  const page = staticBannerPage(pathname);
  const data = useLayoutData().bannerStatics;
  if (!page) return null;
  const image = data?.find((s) => s.name === page)?.image;
  const title = t(`banner.${page}`);
  const detail = isDetailPath(pathname);
  const Title = detail ? "p" : "h1";
  const sectionPath = STATIC_BANNER_PATHS[page];
  return (
    <section data-testid="static-banner" aria-label={title} className="relative isolate overflow-hidden bg-ink-800">
      {image && (
        // A backdrop under a 65–90% dark gradient, not the page's content: loaded at once (not lazy) but
        // after the page's own pictures, and on a phone from the 480 px variant, which reads the same
        // behind the gradient at a quarter of the bytes (docs/decisions.md "The static banner's backdrop").
        // Its box is fixed by the section's height.
        <img src={image} srcSet={imageSrcSet(image)} sizes="(min-width: 1024px) 100vw, 50vw" alt="" width={1600} height={600} fetchPriority="low" decoding="async" className="absolute inset-0 -z-20 size-full object-cover" />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-900/90 via-ink-900/65 to-ink-900/30" aria-hidden="true" />
      <div className="mx-auto flex h-48 max-w-7xl flex-col justify-end px-4 pb-8 sm:h-60 sm:px-6 lg:h-72 lg:px-8 lg:pb-12">
        <span className="mb-3 block h-1 w-12 rounded-full bg-brand-500" aria-hidden="true" />
        <Title className="text-3xl font-bold tracking-tight text-white sm:text-4xl lg:text-5xl">{title}</Title>
        <nav aria-label={t("breadcrumb.label")} className="mt-3">
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-white/80">
            <li>
              <Link to={paths.home()} className="hover:text-brand-300">
                {t("breadcrumb.home")}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li>
              {detail ? (
                <Link to={sectionPath} className="hover:text-brand-300">
                  {title}
                </Link>
              ) : (
                <span aria-current="page" className="font-semibold text-brand-300">
                  {title}
                </span>
              )}
            </li>
            {detail && (
              <>
                <li aria-hidden="true">
                  <ChevronRight className="size-3.5" />
                </li>
                <li>
                  <span aria-current="page" className="font-semibold text-brand-300">
                    {t("breadcrumb.details")}
                  </span>
                </li>
              </>
            )}
          </ol>
        </nav>
      </div>
    </section>
  );
}

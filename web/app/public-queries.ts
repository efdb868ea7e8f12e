import { aboutQuery } from "@/features/about/api/get-about";
import { bannerStaticsQuery } from "@/features/banner-statics/api/get-banner-statics";
import { bannersQuery } from "@/features/banners/api/get-banners";
import { blogQuery } from "@/features/blogs/api/get-blog";
import { blogsQuery } from "@/features/blogs/api/get-blogs";
import { contactInformationQuery } from "@/features/contact-information/api/get-contact-information";
import { coverageItemQuery } from "@/features/coverage/api/get-coverage-item";
import { coverageQuery } from "@/features/coverage/api/get-coverage";
import { newsEventQuery } from "@/features/news-events/api/get-news-event";
import { newsEventsQuery } from "@/features/news-events/api/get-news-events";
import { projectDetailsQuery } from "@/features/projects/api/get-project-details";
import { projectsQuery } from "@/features/projects/api/get-projects";
import { totalCountQuery } from "@/features/total-count/api/get-total-count";
import type { ContentSegment, PublicRead, PublicReadParams } from "@/lib/contract";

type Options = { queryKey: readonly unknown[]; queryFn?: unknown };

const LISTS: Record<ContentSegment, () => Options> = { blog: blogsQuery, "news-event": newsEventsQuery, coverage: coverageQuery };
const ITEMS: Record<ContentSegment, (uniId: string) => Options> = { blog: blogQuery, "news-event": newsEventQuery, coverage: coverageItemQuery };

/**
 * The query each of the API's public reads answers (worker/contract/public-reads.ts): the worker's
 * renderer fills the page's data cache with these from the page loader's reads before it renders,
 * so the page renders once, with everything it asks for already there.
 */
export const PUBLIC_QUERIES: { [K in PublicRead]: (params: PublicReadParams[K]) => Options } = {
  projects: () => projectsQuery(),
  projectDetails: ({ id }) => projectDetailsQuery(id),
  banners: () => bannersQuery(),
  bannerStatics: () => bannerStaticsQuery(),
  totalCount: () => totalCountQuery(),
  contactInformation: () => contactInformationQuery(),
  about: () => aboutQuery(),
  contentList: ({ segment }) => LISTS[segment](),
  contentItem: ({ segment, id }) => ITEMS[segment](id),
};

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
import type { About, ContactInformation, ContentItem, ContentSegment, LoadedRead, PageData, ProjectDetails, PublicRead, PublicReadParams } from "@/lib/contract";
import { aboutLists, contactInformationLists, contentItemLists, projectDetailsLists } from "@/lib/lists";
import { hashKey } from "@/lib/query";
import type { EmbeddedData } from "./embedded-queries";

type Options = { queryKey: readonly unknown[] };
/** A read's answer as its query's function would have returned it; `undefined`: the query fails. */
type From = (status: number, body: unknown) => unknown;
type Entry = { query: Options; from: From };

const ok = (map: (body: never) => unknown = (b) => b): From => (status, body) => (status === 200 ? map(body as never) : undefined);
const LISTS: Record<ContentSegment, () => Options> = { blog: blogsQuery, "news-event": newsEventsQuery, coverage: coverageQuery };
const ITEMS: Record<ContentSegment, (uniId: string) => Options> = { blog: blogQuery, "news-event": newsEventQuery, coverage: coverageItemQuery };

/**
 * The query each of the API's public reads answers (worker/contract/public-reads.ts), with what its
 * query function makes of the API's answer (features/<resource>/api: the same list fields filled in,
 * a project's 404 as null). The worker's renderer answers the page's data hooks from the loader's
 * reads through these, with no data cache and no API client.
 */
const PUBLIC_QUERIES: { [K in PublicRead]: (params: PublicReadParams[K]) => Entry } = {
  projects: () => ({ query: projectsQuery(), from: ok() }),
  projectDetails: ({ id }) => ({
    query: projectDetailsQuery(id),
    from: (status, body) => {
      if (status === 404) return null;
      const project = body as { details: ProjectDetails | null };
      return status === 200 ? { ...project, details: project.details ? projectDetailsLists(project.details) : null } : undefined;
    },
  }),
  banners: () => ({ query: bannersQuery(), from: ok() }),
  bannerStatics: () => ({ query: bannerStaticsQuery(), from: ok() }),
  totalCount: () => ({ query: totalCountQuery(), from: ok() }),
  contactInformation: () => ({ query: contactInformationQuery(), from: ok((c: ContactInformation) => contactInformationLists(c)) }),
  about: () => ({ query: aboutQuery(), from: ok((a: About) => aboutLists(a)) }),
  contentList: ({ segment }) => ({ query: LISTS[segment](), from: ok((items: ContentItem[]) => items.map(contentItemLists)) }),
  contentItem: ({ segment, id }) => ({ query: ITEMS[segment](id), from: ok((item: ContentItem) => contentItemLists(item)) }),
};

const entryOf = (r: LoadedRead): Entry => (PUBLIC_QUERIES[r.read] as (params: unknown) => Entry)(r.params);

/**
 * The page's data as its data hooks ask for it, by react-query's key hash: each read's answer, or
 * its failure where the API refused it (a 4xx: no about record yet, an item that is not public), as
 * the browser's query would have failed; the page then shows what it shows for one.
 */
export function pageQueries(data: PageData): EmbeddedData {
  const answers = new Map<string, unknown>();
  const failures = new Map<string, unknown>();
  for (const read of data.reads) {
    const { query, from } = entryOf(read);
    const answer = from(read.status, read.body);
    if (answer === undefined) failures.set(hashKey(query.queryKey), read.body);
    else answers.set(hashKey(query.queryKey), answer);
  }
  return { answers, failures };
}

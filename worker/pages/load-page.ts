import type { ContentSegment } from "../contract/content-types";
import type { PublicPage } from "../contract/public-pages";
import { type LoadedRead, type PageData, type PublicRead, type PublicReadParams, publicReadPath } from "../contract/public-reads";
import type { Project } from "../contract/projects";
import type { Db } from "../db/client";
import type { ReadView } from "../lib/approved";
import { loadRead } from "./public-reads";

type ReadRequest = { [K in PublicRead]: { read: K; params: PublicReadParams[K] } }[PublicRead];
type Read = (request: ReadRequest) => Promise<LoadedRead>;

/** The page's address as the route matched it. */
export type PageRoute = { path: string; params: Record<string, string>; query: URLSearchParams };

const none = {} as Record<string, never>;
const readOf = <K extends PublicRead>(read: K, params: PublicReadParams[K]) => ({ read, params }) as ReadRequest;

/** What every public page shows around its own content: the menus and footer (projects, contact) and the header images. */
const LAYOUT_READS: ReadRequest[] = [readOf("projects", none), readOf("contactInformation", none), readOf("bannerStatics", none)];

const contentList = (segment: ContentSegment) => (read: Read) => read(readOf("contentList", { segment }));

/**
 * Each public page's loader: the reads its own content is rendered from, beside the layout's. Keyed
 * by the page module (worker/contract/public-pages.ts), so the type check fails when a page has none.
 */
const PAGE_LOADERS: Record<PublicPage["page"], (read: Read, route: PageRoute) => Promise<unknown>> = {
  home: (read) => Promise.all([read(readOf("banners", none)), read(readOf("totalCount", none))]),
  // A size band needs each project's details (its apartment size), which the list does not carry.
  projects: async (read, { query }) => {
    if (!query.get("size")) return;
    const list = await read(readOf("projects", none));
    const projects = list.status === 200 ? (list.body as Project[]) : [];
    await Promise.all(projects.filter((p) => p.detail).map((p) => read(readOf("projectDetails", { id: p.uniId }))));
  },
  "project-detail": (read, { params }) => read(readOf("projectDetails", { id: params.uniId! })),
  about: (read) => read(readOf("about", none)),
  contact: async () => undefined,
  landowner: async () => undefined,
  "button-demo": async () => undefined,
  blog: contentList("blog"),
  "news-event": contentList("news-event"),
  coverage: contentList("coverage"),
  "content-detail": (read, { path, params }) => read(readOf("contentItem", { segment: path.split("/")[1] as ContentSegment, id: params.uniId! })),
};

/**
 * The data of one public page (docs/decisions.md, "One loader per page"): every read its render
 * and its head are built from, each as the API would answer it, straight from the database. A read
 * two parts of the page need (the projects, for the menu and the list) is made once. `page` null:
 * the not-found page, the layout's reads alone. `view`: the
 * request's clock, and for a preview the item shown as if approved (routes/preview.ts).
 */
export async function loadPage(db: Db, page: PublicPage["page"] | null, route: PageRoute, view: ReadView): Promise<PageData> {
  const loaded = new Map<string, Promise<LoadedRead>>();
  const read: Read = (request) => {
    const key = publicReadPath(request);
    let found = loaded.get(key);
    if (!found) loaded.set(key, (found = loadRead(db, request, view)));
    return found;
  };
  await Promise.all([...LAYOUT_READS.map(read), page && PAGE_LOADERS[page](read, route)]);
  return { reads: await Promise.all(loaded.values()) };
}

/** The body of a read the page made, when it answered 200. */
export function readBody(data: PageData, read: PublicRead): unknown {
  const found = data.reads.find((r) => r.read === read && r.status === 200);
  return found?.body;
}

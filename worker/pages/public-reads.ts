import { asc, eq, getTableColumns, type SQL } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import type { About } from "../contract/about";
import type { BannerStatic } from "../contract/banner-statics";
import type { ContactInformation } from "../contract/contact-information";
import { type ContentSegment, contentTypeOfSegment } from "../contract/content-types";
import type { PublicPage } from "../contract/public-pages";
import { type LoadedRead, type PageData, type PublicRead, type PublicReadParams, publicReadPath } from "../contract/public-reads";
import type { Project } from "../contract/projects";
import { COUNT_FIELDS, TOTAL_COUNT_ID, type TotalCount } from "../contract/total-count";
import type { Db } from "../db/client";
import { about, bannerStatics, contactInformation, projects, totalCount } from "../db/schema/index";
import { isApproved, type ReadView } from "../lib/approved";
import { listBanners } from "../lib/banners";
import { contentKind, findContent, listContent } from "../lib/content";
import { fail } from "../lib/errors";
import { findProject, findProjectDetailsOrNull, listProjects } from "../lib/projects";

/** A project (its uniId or its details' uniId) and its `details` record, or null when none were added. */
export async function projectWithDetails(db: Db, id: string, where?: SQL) {
  const project = await findProject(db, id, where);
  return { ...project, details: await findProjectDetailsOrNull(db, project.uniId) };
}

const { salesEmail: _staffOnly, ...publicContactColumns } = getTableColumns(contactInformation);

/**
 * An item as visitors get it: who scheduled it is a staff user's id, which the staff's own answers
 * carry (the dashboard, the cron's "System for {name}") and a public read never does (issue 41).
 */
export function forVisitors<T extends { scheduledBy?: number | null }>({ scheduledBy: _staffId, ...item }: T): Omit<T, "scheduledBy"> {
  return item;
}

/** The one record of a single-record table, or the 404 its GET answers. */
async function firstRecord<T>(rows: Promise<T[]>, notFound: string): Promise<T> {
  return (await rows)[0] ?? fail(404, notFound);
}

const ZEROS = { id: TOTAL_COUNT_ID, ...Object.fromEntries(COUNT_FIELDS.map((f) => [f, 0])) } as TotalCount;
const countColumns = { id: totalCount.id, ...Object.fromEntries(COUNT_FIELDS.map((f) => [f, totalCount[f]])) } as Record<"id" | (typeof COUNT_FIELDS)[number], typeof totalCount.id>;

const kindOf = (segment: PublicReadParams["contentList"]["segment"]) => contentKind(contentTypeOfSegment(segment)!);

/**
 * What each public read answers a visitor (docs/product.md §7): the API's public GET routes and the
 * page loaders (`loadPage` below) both call these, so a page is rendered from exactly what the API
 * would have answered. A missing item throws the API's 404.
 */
export const publicReads = {
  projects: async (db: Db, _: unknown, view: ReadView) => (await listProjects(db, isApproved(projects, view))).map(forVisitors),
  projectDetails: async (db: Db, { id }: PublicReadParams["projectDetails"], view: ReadView) =>
    forVisitors(await projectWithDetails(db, id, isApproved(projects, view))),
  banners: async (db: Db, _: unknown, view: ReadView) => (await listBanners(db, { publicView: view })).map(forVisitors),
  bannerStatics: (db: Db): Promise<BannerStatic[]> =>
    db.select({ name: bannerStatics.name, image: bannerStatics.image }).from(bannerStatics).orderBy(asc(bannerStatics.id)),
  // The first item holds the figures (docs/product.md §3); before anyone saves them they read as zeros.
  totalCount: async (db: Db): Promise<TotalCount[]> => {
    const [row] = await db.select(countColumns).from(totalCount).where(eq(totalCount.id, TOTAL_COUNT_ID));
    return [row ?? ZEROS];
  },
  // Every column but the sales address, which is the staff's alone.
  contactInformation: (db: Db): Promise<ContactInformation> =>
    firstRecord(db.select(publicContactColumns).from(contactInformation).orderBy(asc(contactInformation.id)).limit(1), "Contact information not found."),
  about: (db: Db): Promise<About> => firstRecord(db.select().from(about).orderBy(asc(about.id)).limit(1), "About information not found."),
  contentList: (db: Db, { segment }: PublicReadParams["contentList"], view: ReadView) => {
    const kind = kindOf(segment);
    return listContent(db, kind, isApproved(kind.table, view)).then((items) => items.map(forVisitors));
  },
  contentItem: async (db: Db, { segment, id }: PublicReadParams["contentItem"], view: ReadView) => {
    const kind = kindOf(segment);
    return forVisitors(await findContent(db, kind, id, isApproved(kind.table, view)));
  },
} satisfies { [K in PublicRead]: (db: Db, params: PublicReadParams[K], view: ReadView) => Promise<unknown> };

type ReadRequest = { [K in PublicRead]: { read: K; params: PublicReadParams[K] } }[PublicRead];

/** Runs one read as the API would answer it: its JSON body and status, a 4xx kept as the API's error body. */
async function loadRead(db: Db, request: ReadRequest, view: ReadView): Promise<LoadedRead> {
  const read = publicReads[request.read] as (db: Db, params: unknown, view: ReadView) => Promise<unknown>;
  try {
    return { ...request, status: 200, body: await read(db, request.params, view) } as LoadedRead;
  } catch (err) {
    if (!(err instanceof HTTPException) || err.status >= 500) throw err;
    return { ...request, status: err.status, body: await err.getResponse().json() } as LoadedRead;
  }
}

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
 * the not-found page, the layout's reads alone. `view`: the request's clock, and for a preview the
 * item shown as if approved (routes/preview.ts).
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

import { asc, eq, getTableColumns, type SQL } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import type { About } from "../contract/about";
import type { BannerStatic } from "../contract/banner-statics";
import type { ContactInformation } from "../contract/contact-information";
import { contentTypeOfSegment } from "../contract/content-types";
import { type LoadedRead, type PageData, type PublicRead, type PublicReadParams, publicReadPath, type ReadRequest } from "../contract/public-reads";
import { COUNT_FIELDS, TOTAL_COUNT_ID, type TotalCount } from "../contract/total-count";
import type { Db } from "../db/client";
import { about, bannerStatics, contactInformation, projects, totalCount } from "../db/schema/index";
import { isApproved, type ReadView } from "../lib/approved";
import { listBanners } from "../lib/banners";
import { contentKind, findContent, listContent } from "../lib/content";
import { fail } from "../lib/errors";
import { PAGE_DATA_MS, within } from "../lib/content-version";
import { findMyBooking, listMyBookings } from "../lib/my-bookings";
import { listProgress, withProgress } from "../lib/progress";
import { findProject, findProjectDetailsOrNull, listProjects } from "../lib/projects";
import { visiblePlans, visibleUnits, withFlatSummaries } from "../lib/units";

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

const signedOut = (): never => fail(401, "Please sign in with the code we e-mail you.");

/** The one record of a single-record table, or the 404 its GET answers. */
async function firstRecord<T>(rows: Promise<T[]>, notFound: string): Promise<T> {
  return (await rows)[0] ?? fail(404, notFound);
}

const ZEROS = { id: TOTAL_COUNT_ID, ...Object.fromEntries(COUNT_FIELDS.map((f) => [f, 0])) } as TotalCount;
const countColumns = { id: totalCount.id, ...Object.fromEntries(COUNT_FIELDS.map((f) => [f, totalCount[f]])) } as Record<"id" | (typeof COUNT_FIELDS)[number], typeof totalCount.id>;

const kindOf = (segment: PublicReadParams["contentList"]["segment"]) => contentKind(contentTypeOfSegment(segment)!);

/**
 * What each public read answers a visitor (docs/product.md §7): the API's public GET routes and the
 * pages' loaders (`pageData` below) both call these, so a page is rendered from exactly what the API
 * would have answered. A missing item throws the API's 404.
 */
export const publicReads = {
  // Each card with its latest progress and its flats' summary (issue 45).
  projects: async (db: Db, _: unknown, view: ReadView) =>
    withFlatSummaries(db, await withProgress(db, (await listProjects(db, isApproved(projects, view))).map(forVisitors), view)),
  projectDetails: async (db: Db, { id }: PublicReadParams["projectDetails"], view: ReadView) =>
    forVisitors(await projectWithDetails(db, id, isApproved(projects, view))),
  projectUnits: (db: Db, { id }: PublicReadParams["projectUnits"], view: ReadView) => visibleUnits(db, id, view),
  projectPlans: (db: Db, { id }: PublicReadParams["projectPlans"], view: ReadView) => visiblePlans(db, id, view),
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
  // A project's construction updates: only of a project visitors may see (else its 404).
  progress: async (db: Db, { id }: PublicReadParams["progress"], view: ReadView) => {
    const project = await findProject(db, id, isApproved(projects, view));
    return (await listProgress(db, project.uniId, view)).map(forVisitors);
  },
  // The buyer portal's pages (docs/product.md §11): the signed-in buyer's own, the API's 401 for anyone else.
  myBookings: (db: Db, _: unknown, view: ReadView) => listMyBookings(db, view.buyer ?? signedOut(), view.now),
  myBooking: (db: Db, { id }: PublicReadParams["myBooking"], view: ReadView) => findMyBooking(db, view.buyer ?? signedOut(), id, view.now),
} satisfies { [K in PublicRead]: (db: Db, params: PublicReadParams[K], view: ReadView) => Promise<unknown> };

/**
 * A blog, coverage or news-event read that fails is kept in the product's words (docs/product.md §8),
 * the cause beside it: the page then answers 503 and the log says which read failed.
 */
const CONTENT_FAILURES = {
  blog: { list: "Failed to fetch blogs", item: "Failed to fetch blog details" },
  coverage: { list: "Failed to fetch coverage", item: "Failed to fetch coverage details" },
  "news-event": { list: "Failed to fetch news events", item: "Failed to fetch news event details" },
} as const satisfies Record<PublicReadParams["contentList"]["segment"], { list: string; item: string }>;

function failureOf(request: ReadRequest, err: unknown): unknown {
  if (request.read !== "contentList" && request.read !== "contentItem") return err;
  const words = CONTENT_FAILURES[request.params.segment];
  return new Error(request.read === "contentList" ? words.list : words.item, { cause: err });
}

/** Runs one read as the API would answer it: its JSON body and status, a 4xx kept as the API's error body. */
async function loadRead(db: Db, request: ReadRequest, view: ReadView): Promise<LoadedRead> {
  const read = publicReads[request.read] as (db: Db, params: unknown, view: ReadView) => Promise<unknown>;
  try {
    return { ...request, status: 200, body: await read(db, request.params, view) } as LoadedRead;
  } catch (err) {
    if (!(err instanceof HTTPException) || err.status >= 500) throw failureOf(request, err);
    return { ...request, status: err.status, body: await err.getResponse().json() } as LoadedRead;
  }
}

/**
 * The data of one public page (docs/decisions.md, "One module per public page"), read as its
 * loaders ask (the layout's and the page module's, web/site/pages, run by the renderer): each read
 * as the API would answer it, straight from the database, made once however many parts ask for it
 * (the projects, for the menu and the list), within `PAGE_DATA_MS` or the page is not made. `reads`
 * holds every read made. `view`: the request's clock, and for a preview
 * the item shown as if approved (routes/preview.ts).
 */
export function pageData(db: Db, view: ReadView): PageData {
  const made = new Map<string, Promise<LoadedRead>>();
  const reads: LoadedRead[] = [];
  const read = (request: ReadRequest) => {
    const key = publicReadPath(request);
    let found = made.get(key);
    if (!found) {
      made.set(key, (found = within(loadRead(db, request, view), PAGE_DATA_MS)));
      // Recorded before any loader that asked for it goes on: `reads` is every read the page made.
      void found.then((answer) => reads.push(answer), () => undefined);
    }
    return found;
  };
  return { reads, read };
}

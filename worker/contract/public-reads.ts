import type { About } from "./about";
import type { Banner } from "./banners";
import type { MyBooking, MyBookingRow } from "./buyer-portal";
import type { BannerStatic } from "./banner-statics";
import type { ContactInformation } from "./contact-information";
import type { ContentItem } from "./content";
import type { ContentSegment } from "./content-types";
import type { ProjectDetails } from "./project-details";
import type { ProgressSummary, ProgressUpdate } from "./progress";
import type { Project } from "./projects";
import type { TotalCount } from "./total-count";
import type { PaymentPlan, PublicUnit } from "./units";

/**
 * The API's public reads that public pages are built from: each one's name, its path under /api and
 * its parameters. The worker answers them (routes, and the page loaders in worker/pages) with the
 * same functions (worker/pages/public-reads.ts); a public page's loader asks for them by name
 * (web/site/app/page-module.ts, `Reader`). Both are typed against this list, so neither can miss one.
 */
export type PublicReadParams = {
  projects: Record<string, never>;
  projectDetails: { id: string };
  /** A project's flats and its payment plans (issue 45), by its uniId. */
  projectUnits: { id: string };
  projectPlans: { id: string };
  banners: Record<string, never>;
  bannerStatics: Record<string, never>;
  totalCount: Record<string, never>;
  contactInformation: Record<string, never>;
  about: Record<string, never>;
  contentList: { segment: ContentSegment };
  contentItem: { segment: ContentSegment; id: string };
  progress: { id: string };
  /** The signed-in buyer's own bookings and one of them (the buyer portal's pages; 401 signed out). */
  myBookings: Record<string, never>;
  myBooking: { id: string };
};

export type PublicRead = keyof PublicReadParams;

/**
 * What each read answers with 200, as the web types it (the answers leave out staff-only fields such as
 * `scheduledBy`: worker/pages/public-reads.ts `forVisitors`): a page's loader gets these.
 */
export type PublicReadAnswers = {
  /** Each with its latest visible construction update (the card's "Structure · 60%"), null for none. */
  projects: (Project & { progress: ProgressSummary | null })[];
  projectDetails: Project & { details: ProjectDetails | null };
  projectUnits: PublicUnit[];
  projectPlans: PaymentPlan[];
  banners: Banner[];
  bannerStatics: BannerStatic[];
  totalCount: TotalCount[];
  contactInformation: ContactInformation;
  about: About;
  contentList: ContentItem[];
  contentItem: ContentItem;
  progress: Omit<ProgressUpdate, "scheduledBy">[];
  myBookings: MyBookingRow[];
  myBooking: MyBooking;
};

/** One read as a loader made it: what GET `/api/...` answers, status and JSON body alike. */
export type LoadedRead = { [K in PublicRead]: { read: K; params: PublicReadParams[K]; status: number; body: unknown } }[PublicRead];

/** One read a page's loader asks for: its name and parameters. */
export type ReadRequest = { [K in PublicRead]: { read: K; params: PublicReadParams[K] } }[PublicRead];

/**
 * A page's data as the worker hands it to the renderer: the reads made so far, and `read`, which
 * makes one more (each is made once, and added to `reads`); without `read`, `reads` is all there is.
 * The page's loaders (web/site/pages) ask for their reads through it; the head is built from `reads`.
 */
export type PageData = { reads: LoadedRead[]; read?: (request: ReadRequest) => Promise<LoadedRead> };

const enc = encodeURIComponent;

/** The API path of a read (what the web's typed client requests). */
export function publicReadPath(read: LoadedRead | ReadRequest): string {
  switch (read.read) {
    case "projects":
      return "/api/projects";
    case "projectDetails":
      return `/api/projects/${enc(read.params.id)}/details`;
    case "projectUnits":
      return `/api/projects/${enc(read.params.id)}/units`;
    case "projectPlans":
      return `/api/projects/${enc(read.params.id)}/plans`;
    case "banners":
      return "/api/banner";
    case "bannerStatics":
      return "/api/banner-statics";
    case "totalCount":
      return "/api/total-count";
    case "contactInformation":
      return "/api/contactInformation";
    case "about":
      return "/api/about";
    case "contentList":
      return `/api/${read.params.segment}`;
    case "contentItem":
      return `/api/${read.params.segment}/${enc(read.params.id)}/details`;
    case "progress":
      return `/api/projects/${enc(read.params.id)}/progress`;
    case "myBookings":
      return "/api/my/bookings";
    case "myBooking":
      return `/api/my/bookings/${enc(read.params.id)}`;
  }
}

import type { ContentSegment } from "./content-types";

/**
 * The API's public reads that public pages are built from: each one's name, its path under /api and
 * its parameters. The worker answers them (routes, and the page loaders in worker/pages) with the
 * same functions (worker/pages/public-reads.ts); the web's renderer finds the query that asks for
 * each (web/entry-server.tsx, `pageQueries`). Both are typed against this list, so neither can miss one.
 */
export type PublicReadParams = {
  projects: Record<string, never>;
  projectDetails: { id: string };
  banners: Record<string, never>;
  bannerStatics: Record<string, never>;
  totalCount: Record<string, never>;
  contactInformation: Record<string, never>;
  about: Record<string, never>;
  contentList: { segment: ContentSegment };
  contentItem: { segment: ContentSegment; id: string };
};

export type PublicRead = keyof PublicReadParams;

/** One read as a loader made it: what GET `/api/...` answers, status and JSON body alike. */
export type LoadedRead = { [K in PublicRead]: { read: K; params: PublicReadParams[K]; status: number; body: unknown } }[PublicRead];

/** What a page loader returns: every read its page (and the public layout) renders from. */
export type PageData = { reads: LoadedRead[] };

const enc = encodeURIComponent;

/** The API path of a read (what the web's typed client requests). */
export function publicReadPath(read: LoadedRead | { [K in PublicRead]: { read: K; params: PublicReadParams[K] } }[PublicRead]): string {
  switch (read.read) {
    case "projects":
      return "/api/projects";
    case "projectDetails":
      return `/api/projects/${enc(read.params.id)}/details`;
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
  }
}

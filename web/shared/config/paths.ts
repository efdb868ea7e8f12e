import type { Category, ContentSegment } from "@/shared/lib/contract";

/** Every in-app URL is built here; no other file writes a route path as a string. */
export const paths = {
  home: () => "/",
  projects: (q: { category?: Category | string; location?: string; search?: string } = {}) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(q)) if (v) params.set(k, v);
    const s = params.toString();
    return s ? `/projects?${s}` : "/projects";
  },
  project: (uniId: string) => `/projects/${encodeURIComponent(uniId)}`,
  about: () => "/about",
  contact: () => "/contact",
  landowner: () => "/landowner",
  blog: () => "/blog",
  newsEvent: () => "/news-event",
  coverage: () => "/coverage",
  content: (segment: ContentSegment, uniId: string) => `/${segment}/${encodeURIComponent(uniId)}`,
  button: () => "/button",
  /** The buyer portal (issue 46): a buyer's flat, schedule, payments and documents. */
  my: () => "/my",
  /** `from`: the dashboard page to return to after signing in. */
  login: (from?: string) => (from ? `/login?from=${encodeURIComponent(from)}` : "/login"),
  /** A dashboard screen: `paths.dashboard(dashboardPatterns.bannerList)` (dashboard/config/dashboard-paths.ts), or a menu path ("/banner"). */
  dashboard: (screen = "") => `/dashboard${screen.replace(/^\/*/, "/").replace(/\/$/, "")}`,
} as const;


/** Directions to a point in the maps service the visitor already uses. */
export const directionsUrl = (lat: number, lng: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

export const OSM_TILES = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";

/** Phone and WhatsApp links come from the one phone rule (worker/contract/phone.ts): always the E.164 number. */
export { telHref as telUrl, whatsappHref as whatsappUrl } from "@/shared/lib/contract";

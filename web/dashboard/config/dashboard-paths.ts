import { childScreensOf } from "@/shared/lib/contract";

/**
 * docs/product.md §2 dashboard child routes, relative to /dashboard (react-router syntax). Links build them with
 * `paths.dashboard(dashboardPatterns.bannerList)`; the route table is dashboard/routes/routes.tsx.
 * Apart from shared/config/paths.ts so that none of it ships in the public entry.
 */
export const dashboardPatterns = {
  projects: "projects",
  projectsList: "projects/projects-list",
  projectCount: "projects/project-count",
  projectDetail: "projects/projects/:uniId",
  /** Ours (issue 45): a project's flats, price list and payment plans. */
  projectUnits: "projects/projects/:uniId/units",
  /** Ours (issue 46 item 5): Projects › Buyers & bookings, and one booking's page. */
  bookings: "projects/bookings",
  booking: "projects/bookings/:id",
  reports: "reports",
  sales: "reports/sales",
  // Not in docs/product.md §2: Reports › Activity, the activity log (menu id rep006b, docs/product.md §6).
  activity: "reports/activity",
  banner: "banner",
  bannerList: "banner/banner-list",
  settings: "settings",
  menu: "settings/menu",
  users: "settings/users",
  /** Ours (docs/decisions.md): the company's contact information and About record. */
  company: "settings/company",
  /** Ours (issue 43): Settings › Backups, the database's backups (menu id set005a, Super-Admin only). */
  backups: "settings/backups",
  /** Ours (issue 43): Settings › Trash, deleted items for 30 days (menu id set004a). */
  trash: "settings/trash",
  message: "message",
  inbox: "message/inbox",
  newsEvent: "news-event",
  coverage: "coverage",
  blogs: "blogs",
  // Not in docs/product.md §2: the signed-in user's own profile (header menu: View Profile, Account Settings).
  profile: "profile",
  accountSettings: "profile/settings",
} as const;

/**
 * The screens one per project of the registry's resources with `screen: { under: "projects" }`
 * (contract/resources.ts), e.g. a project's construction progress at projects/projects/:uniId/progress:
 * their routes (routes.tsx) and the project screen's links to them are read from here.
 */
export const childScreens = (under: "projects") =>
  childScreensOf(under).map((s) => ({ ...s, pattern: `${dashboardPatterns.projectDetail}/${s.path}` }));

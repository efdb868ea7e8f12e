import { MENU_IDS, type MenuId } from "./roles";

/**
 * The one registry of resources (issue 44; docs/decisions.md "Resource registry"). Plain data, no zod or
 * drizzle, so the web reads it too; `worker/lib/resource-tables.ts` attaches the tables. Preview,
 * revisions, approval, the schedule, the content version, the activity log, the Trash, the content
 * types and the dashboard's status selects read their lists from here.
 *
 * The key is the resource's one name (CONTRIBUTING "One name per resource"), which is also what the
 * activity log calls it. Its order is the activity log's (the Activity screen's filter, its 422).
 */
type Definition = {
  /** The API path segment (/api/{path}); null when it has no mount of its own (a lead's notes). */
  path: string | null;
  /** The menu whose staff manage it (docs/product.md §6); null when its guard names several or none. */
  menu: MenuId | null;
  /** The prefix of its generated uniIds (PRJ-…); null when it has none. */
  prefix: string | null;
  /** The field of its API rows that identifies one (a table's row key): `uniId` for items with a prefix. */
  key: "uniId" | "uni_id" | "id";
  /** Approved, scheduled, previewed and versioned (issue 32): its revision and preview-link routes are mounted. */
  publishable: boolean;
  /** Its staff-written texts have Bengali twins `{field}Bn` (docs/product.md §3). */
  twins: boolean;
  /** The statuses its dashboard form offers and its API accepts (docs/product.md §4); null: no status. */
  statuses: readonly string[] | null;
  /** In the Trash: what the Trash screen calls it, and the column its entry is titled by (null: a composed title). */
  trash: { label: string; title: string | null } | null;
  /** The item it is part of (details): a preview of its id shows that item's page. */
  partOf?: string;
  /**
   * Its dashboard screen is one per item of `under` (a project's construction updates): the route is
   * that item's screen's plus `/{path}`, guarded by `menu`, the module `web/dashboard/routes/{name}.tsx`,
   * and that item's screen links to it by `label` (web/dashboard/config/dashboard-paths.ts `childScreens`).
   */
  screen?: { under: "projects"; label: string };
};

/** docs/product.md §4: "Project add and edit options: approved, checking, pending, archived". */
const PROJECT_STATUSES = ["approved", "checking", "pending", "archived"] as const;
/** docs/product.md §4: the banner forms offer "archived" (not the media forms' "archive"). */
const BANNER_STATUSES = ["approved", "pending", "checking", "rejected", "archived"] as const;
/** docs/product.md §4: the news, blog and coverage forms offer "archive" (the banner forms "archived"). */
const CONTENT_STATUSES = ["approved", "pending", "checking", "rejected", "archive"] as const;

const none = { prefix: null, key: "id", publishable: false, twins: false, statuses: null, trash: null } as const;
const content = <P extends string, M extends MenuId, X extends string>(path: P, menu: M, prefix: X, label: string) =>
  ({ path, menu, prefix, key: "uniId", publishable: true, twins: true, statuses: CONTENT_STATUSES, trash: { label, title: "title" } }) as const;

export const RESOURCES = {
  projects: { path: "projects", menu: MENU_IDS.projects, prefix: "PRJ", key: "uniId", publishable: true, twins: true, statuses: PROJECT_STATUSES, trash: { label: "Project", title: "name" } },
  "project-details": { ...none, path: "project-details", menu: MENU_IDS.projects, prefix: "PDT", key: "uniId", twins: true, trash: { label: "Project details", title: null }, partOf: "projects" },
  banners: { path: "banner", menu: MENU_IDS.banners, prefix: "BNR", key: "uniId", publishable: true, twins: true, statuses: BANNER_STATUSES, trash: { label: "Banner", title: "title" } },
  "banner-statics": { ...none, path: "banner-statics", menu: null },
  blogs: content("blog", MENU_IDS.blogs, "BLG", "Blog"),
  coverage: content("coverage", MENU_IDS.coverage, "COV", "Coverage"),
  "news-events": content("news-event", MENU_IDS.newsEvents, "NEV", "News event"),
  "content-details": { ...none, path: "cnb-details", menu: null, prefix: "CND", key: "uniId", twins: true, trash: { label: "Content details", title: null } },
  menus: { ...none, path: "dashboards", menu: MENU_IDS.menus, key: "uni_id", trash: { label: "Menu", title: "name" } },
  "total-count": { ...none, path: "total-count", menu: MENU_IDS.projects },
  about: { ...none, path: "about", menu: MENU_IDS.company, twins: true },
  "contact-information": { ...none, path: "contactInformation", menu: MENU_IDS.company, twins: true },
  messages: { ...none, path: "messages", menu: null, trash: { label: "Lead", title: null } },
  "lead-notes": { ...none, path: null, menu: null },
  users: { ...none, path: "users", menu: MENU_IDS.users, trash: { label: "User", title: "name" } },
  settings: { ...none, path: "settings", menu: null },
  backups: { ...none, path: "backups", menu: MENU_IDS.backups },
  // Issue 45: a project's flats, its price lists and payment plans, staff writes on projects. Not
  // publishable: a flat's status is its own model (contract/units.ts), not the items' approval.
  units: { ...none, path: "units", menu: MENU_IDS.projects },
  "price-lists": { ...none, path: null, menu: MENU_IDS.projects },
  "payment-plans": { ...none, path: null, menu: MENU_IDS.projects },
  // Issue 45 item 4: a project's construction updates, staff content on its page (docs/decisions.md
  // "Construction progress"): approved, scheduled and versioned as the other content, with its statuses.
  progress: { path: "progress", menu: MENU_IDS.projects, prefix: "PRG", key: "uniId", publishable: true, twins: true, statuses: CONTENT_STATUSES, trash: { label: "Progress update", title: null }, screen: { under: "projects", label: "Progress" } },
  // Issue 46: bookings (their buyers and schedule), the payments on them, and each project's delay-charge
  // policy; staff writes on projects, a waiver an Admin's (docs/decisions.md "Who waives a delay charge").
  bookings: { ...none, path: "bookings", menu: MENU_IDS.projects },
  payments: { ...none, path: "payments", menu: MENU_IDS.projects },
  "delay-policies": { ...none, path: null, menu: MENU_IDS.projects },
} as const satisfies Record<string, Definition>;

type Resources = typeof RESOURCES;
export type ResourceName = keyof Resources;
export const RESOURCE_NAMES = Object.keys(RESOURCES) as ResourceName[];

/** The names of the resources whose definition has `flag` set (a type-level filter, kept literal). */
type With<F> = { [K in ResourceName]: Resources[K] extends F ? K : never }[ResourceName];
export type PublishableName = With<{ publishable: true }>;
export type TrashableName = With<{ trash: object }>;
export type StatusName = With<{ statuses: readonly string[] }>;

const namesWith = <N extends ResourceName>(keep: (r: Definition) => boolean) => RESOURCE_NAMES.filter((n) => keep(RESOURCES[n])) as N[];
export const PUBLISHABLE = namesWith<PublishableName>((r) => r.publishable);
export const TRASHABLE = namesWith<TrashableName>((r) => r.trash !== null);

/** A resource's API path (its routes, its revisions' and Trash entries' `resource`). */
export type PathOf<N extends ResourceName> = Resources[N]["path"];
export const pathOf = <N extends ResourceName>(name: N): PathOf<N> => RESOURCES[name].path;

/** The resources whose dashboard screen is one per item of `under`, in the registry's order, with their path and menu. */
export const childScreensOf = (under: "projects") =>
  RESOURCE_NAMES.flatMap((name) => {
    const r: Definition = RESOURCES[name];
    return r.screen?.under === under && r.path && r.menu ? [{ name, path: r.path, menu: r.menu, label: r.screen.label }] : [];
  });

/** The resource an API path belongs to. */
export const resourceOfPath = (path: string): ResourceName | null => RESOURCE_NAMES.find((n) => RESOURCES[n].path === path) ?? null;

/** The statuses a resource accepts, for its form's select and the API's check. */
export const statusesOf = <N extends StatusName>(name: N): Resources[N]["statuses"] => RESOURCES[name].statuses;

/** docs/product.md §6: the menu ids are the permission model. Shared by the worker and the dashboard. */
export const MENU_IDS = {
  projects: "pro001",
  banners: "bna002",
  coverage: "cov003",
  newsEvents: "new004",
  blogs: "blo005",
  reports: "rep006",
  /** Reports › Activity: the activity log (Admin, Super-Admin). */
  activity: "rep006b",
  settings: "set007",
  messages: "mes012",
  inbox: "inb001",
  menus: "set001a",
  users: "set002a",
  /** Settings > Company: the contact information and the About record (docs/product.md §6). */
  company: "set003a",
  /** Settings › Trash: deleted items, restored or deleted for good (Admin, Super-Admin; issue 43). */
  trash: "set004a",
  /** Settings › Backups: the database's backups, listed, downloaded, taken now (Super-Admin only; issue 43). */
  backups: "set005a",
} as const;

export type MenuId = (typeof MENU_IDS)[keyof typeof MENU_IDS];

export const DESIGNATIONS = ["Manager", "Admin", "Super-Admin"] as const;
export type Designation = (typeof DESIGNATIONS)[number];

const ALLOWED: Record<Designation, readonly string[]> = {
  Manager: ["pro001", "new004", "bna002", "cov003", "mes012", "inb001", "blo005", "set007"],
  Admin: ["pro001", "rep006", "rep006b", "set007", "set001a", "set002a", "set003a", "set004a"],
  "Super-Admin": ["pro001", "rep006", "rep006b", "set007", "set001a", "set002a", "set003a", "set004a", "set005a"],
};

/** "super admin", "SUPER-ADMIN" and "Super-Admin" are one designation; anything else has no role. */
export function roleOf(designation: string | null | undefined): Designation | null {
  const key = (designation ?? "").trim().toLowerCase().replace(/[\s_]+/g, "-");
  return DESIGNATIONS.find((d) => d.toLowerCase() === key) ?? null;
}

export function allowedMenuIds(designation: string | null | undefined): readonly string[] {
  const role = roleOf(designation);
  return role ? ALLOWED[role] : [];
}

export function canUseMenu(designation: string | null | undefined, ...ids: string[]): boolean {
  const allowed = allowedMenuIds(designation);
  return ids.some((id) => allowed.includes(id));
}

/**
 * Who may manage whom (docs/product.md §6 shows no rule; ours): Super-Admin > Admin > everyone else.
 * Only a Super-Admin creates, edits, resets or deletes a Super-Admin or an Admin, and nobody
 * assigns a designation that outranks what they could manage.
 */
export function rank(designation: string | null | undefined): number {
  const role = roleOf(designation);
  return role === "Super-Admin" ? 3 : role === "Admin" ? 2 : role === "Manager" ? 1 : 0;
}

export function canManageDesignation(actor: string, target: string): boolean {
  return rank(actor) === 3 || rank(target) < 2;
}

import type { z } from "zod";
import { loginBody } from "./auth";
import { reauthBody, secondFactorPolicy, totpCode, totpEnable } from "./second-factors";
import { passkeyLogin, passkeyRegister } from "./passkeys";
import { ABOUT_LIMITS, aboutImageField } from "./about";
import { aboutUpdate } from "./about-update";
import { bannerCreate, bannerUpdate } from "./banners";
import { contactInformationUpdate } from "./contact-information";
import { blogCreate, blogUpdate } from "./blogs";
import { contentDetailsCreate, contentDetailsUpdate } from "./content-details";
import { coverageCreate, coverageUpdate } from "./coverage";
import { menuCreate, menuUpdate } from "./menus";
import { leadNoteCreate, leadUpdate, messageCreate } from "./messages";
import { newsEventCreate, newsEventUpdate } from "./news-events";
import { projectDetailsCreate, projectDetailsUpdate } from "./project-details";
import { projectCreate, projectUpdate } from "./projects";
import { MENU_IDS } from "./roles";
import { totalCountUpdate } from "./total-count";
import { approvalSetting, previewLinkBody, restoreBody } from "./revisions";
import { PUBLISHABLE, RESOURCES } from "./resources";
import { userCreate, userPasswordReset, userUpdate } from "./users";
import { plansPut, priceListPut, unitCreate, unitHold, unitUpdate } from "../lib/unit-schemas";

/**
 * Who may call: anyone, any signed-in user, designations allowed one of these menu ids, or the
 * account's own user and those designations. Each route's guard carries the same value, and
 * tests/worker/openapi.test.ts fails when the two differ.
 */
export type Access = "public" | "session" | string[] | { self: true; menus: string[] };
export type Body = { type: "json" | "multipart"; schema: z.ZodType; files?: string[] };
export type RouteDoc = { method: "get" | "post" | "put" | "patch" | "delete"; path: string; summary: string; access: Access; body?: Body };

const M = MENU_IDS;
const json = (schema: z.ZodType): Body => ({ type: "json", schema });
const multipart = (schema: z.ZodType, files: string[] = []): Body => ({ type: "multipart", schema, files });
const ABOUT_FILES = [
  "headerImage",
  ...(["target", "member", "team"] as const).flatMap((kind) =>
    Array.from({ length: ABOUT_LIMITS[kind === "target" ? "targets" : kind === "member" ? "members" : "team"] }, (_, i) => aboutImageField(kind, i)),
  ),
];
const DETAIL_FILES = ["headerImage", "floorPlan", "historyImage", "brochure"];

function contentRoutes(base: string, name: string, menu: string, create: z.ZodType, update: z.ZodType): RouteDoc[] {
  return [
    { method: "get", path: base, summary: `Approved ${name}, newest first, each with its details`, access: "public" },
    { method: "get", path: `${base}/all`, summary: `Every ${name} item for staff`, access: [menu] },
    { method: "get", path: `${base}/{id}/details`, summary: `One ${name} item with its details (approved, or any for staff)`, access: "public" },
    { method: "post", path: `${base}/add`, summary: `Add a ${name} item`, access: [menu], body: multipart(create) },
    { method: "patch", path: `${base}/{id}`, summary: `Edit a ${name} item`, access: [menu], body: multipart(update) },
    { method: "delete", path: `${base}/{id}`, summary: `Move a ${name} item and its details to the Trash`, access: [menu] },
  ];
}

/** Every call of docs/product.md §7 under /api, with the zod schema that validates its body. */
export const ROUTES: RouteDoc[] = [
  { method: "get", path: "/health", summary: "Touches the database and storage", access: "public" },
  { method: "post", path: "/auth/login", summary: "Sign in; sets the session cookie", access: "public", body: json(loginBody) },
  { method: "get", path: "/auth/check-auth", summary: "{ isAuthenticated }", access: "public" },
  { method: "post", path: "/auth/logout", summary: "Ends the session on the server", access: "public" },
  { method: "get", path: "/auth/totp", summary: "{ enabled, required, recoveryCodesLeft } for the signed-in user's second factor", access: "session" },
  {
    method: "post",
    path: "/auth/totp/setup",
    summary: "A new TOTP secret { secret, uri } (signed in, or the pending enrolment step of a sign-in); needs the password",
    access: "public",
    body: json(reauthBody),
  },
  {
    method: "post",
    path: "/auth/totp/enrol-code",
    summary: "E-mails a must-enrol user (the pending enrolment step) a one-time code for their first second factor { sentTo }",
    access: "public",
  },
  {
    method: "post",
    path: "/auth/totp/enable",
    summary: "Confirms the setup with a first code and the password (and a pending enrolment's e-mailed emailCode); { recoveryCodes } shown once. Ends a pending enrolment with a session",
    access: "public",
    body: json(totpEnable),
  },
  { method: "post", path: "/auth/totp/verify", summary: "A TOTP or recovery code for the pending sign-in step; sets the session cookie", access: "public", body: json(totpCode) },
  { method: "delete", path: "/auth/totp", summary: "Turns one's own second factor off (needs the password)", access: "session", body: json(reauthBody) },
  { method: "post", path: "/auth/totp/recovery-codes", summary: "New recovery codes { recoveryCodes }, the old ones void (needs the password)", access: "session", body: json(reauthBody) },
  { method: "get", path: "/auth/sessions", summary: "The signed-in user's live sessions { id, current, createdAt, lastSeenAt, userAgent, network }[]", access: "session" },
  { method: "delete", path: "/auth/sessions", summary: "With others=1: ends every session of the user but this one", access: "session" },
  { method: "delete", path: "/auth/sessions/{id}", summary: "Ends one of the user's own sessions", access: "session" },
  { method: "get", path: "/auth/passkeys", summary: "The signed-in user's passkeys { id, name, createdAt, lastUsedAt }[]", access: "session" },
  {
    method: "post",
    path: "/auth/passkeys/register/options",
    summary: "WebAuthn creation options (discoverable, user verification required); needs the password",
    access: "session",
    body: json(reauthBody),
  },
  { method: "post", path: "/auth/passkeys/register", summary: "Registers a passkey { name, response } (logged)", access: "session", body: json(passkeyRegister) },
  { method: "delete", path: "/auth/passkeys/{id}", summary: "Removes one of the user's own passkeys (needs the password; logged)", access: "session", body: json(reauthBody) },
  { method: "post", path: "/auth/passkeys/login/options", summary: "WebAuthn request options for signing in with a passkey alone", access: "public" },
  {
    method: "post",
    path: "/auth/passkeys/login",
    summary: "Signs in with a passkey alone { response }; sets the session cookie. Not counted against the username",
    access: "public",
    body: json(passkeyLogin),
  },
  { method: "post", path: "/auth/register", summary: "Create a staff user", access: [M.users], body: multipart(userCreate, ["image"]) },
  { method: "get", path: "/users", summary: "Every staff user, newest first; with page (pageSize, q) one page { items, total, page, pageSize }", access: [M.users] },
  { method: "get", path: "/users/profile", summary: "The signed-in user's profile", access: "session" },
  { method: "get", path: "/users/{id}", summary: "One user", access: { self: true, menus: [M.users] } },
  { method: "patch", path: "/users/profile/{id}", summary: "Edit a user", access: { self: true, menus: [M.users] }, body: multipart(userUpdate, ["image"]) },
  { method: "delete", path: "/users/{id}", summary: "Move a user to the Trash and end their sessions", access: [M.users] },
  { method: "delete", path: "/users/{id}/totp", summary: "Resets a user's second factor: removes their TOTP and every passkey, ends their sessions (logged)", access: [M.users] },
  { method: "get", path: "/users/{id}/passkeys", summary: "Another user's passkeys { id, name, createdAt, lastUsedAt }[], within the rank rules", access: [M.users] },
  { method: "delete", path: "/users/{id}/passkeys/{passkeyId}", summary: "Removes another user's passkey, within the rank rules (logged)", access: [M.users] },
  { method: "delete", path: "/users/{id}/sessions", summary: "Ends every session of a user (logged)", access: [M.users] },
  { method: "get", path: "/settings/second-factor", summary: "{ designations } that must sign in with a second factor", access: [M.users] },
  {
    method: "patch",
    path: "/settings/second-factor",
    summary: "Sets the designations that must sign in with a second factor (Super-Admin)",
    access: [M.users],
    body: json(secondFactorPolicy),
  },
  { method: "patch", path: "/users/{id}/reset-password", summary: "Set a new password; ends that user's sessions", access: { self: true, menus: [M.users] }, body: multipart(userPasswordReset) },
  { method: "get", path: "/dashboards", summary: "The menus this user may see, and lastLogin", access: "session" },
  { method: "get", path: "/dashboards/all", summary: "Every menu, for the Menus screen", access: [M.menus] },
  { method: "post", path: "/dashboards/add-menu", summary: "Add a menu or submenu", access: [M.menus], body: multipart(menuCreate, ["icon", "active_icon"]) },
  { method: "patch", path: "/dashboards/update-menu/{id}", summary: "Edit a menu by uni_id", access: [M.menus], body: multipart(menuUpdate, ["icon", "active_icon"]) },
  { method: "delete", path: "/dashboards/delete-menu/{id}", summary: "Move a menu and its submenus to the Trash", access: [M.menus] },
  { method: "get", path: "/about", summary: "The about record", access: "public" },
  { method: "patch", path: "/about", summary: "Edit the about record (Settings > Company)", access: [M.company], body: multipart(aboutUpdate, ABOUT_FILES) },
  { method: "get", path: "/contactInformation", summary: "The company's contact information", access: "public" },
  { method: "get", path: "/contactInformation/sales-email", summary: "The address new leads are sent to (staff only)", access: [M.company] },
  {
    method: "patch",
    path: "/contactInformation",
    summary: "Edit the company's contact information (Settings > Company)",
    access: [M.company],
    body: multipart(contactInformationUpdate, ["image"]),
  },
  {
    method: "get",
    path: "/messages",
    summary: "Messages (leads), newest first; filters status, kind, owner (id or me), project, due=1; with page (pageSize, q) one page { items, total, page, pageSize }",
    access: [M.messages, M.inbox],
  },
  {
    method: "get",
    path: "/challenge",
    summary: "A public form's proof-of-work challenge (ALTCHA, PBKDF2/SHA-256, signed; harder for an address that posts often); never cached",
    access: "public",
  },
  {
    method: "post",
    path: "/messages",
    summary:
      "Send a contact-form message or a site-visit request (JSON; shown), or a landowner's proposal (multipart: landownerCreate's fields and up to 5 `files`); `altcha` carries the solved GET /challenge (403 without a valid one, 409 when used already); rate-limited per address",
    access: "public",
    body: json(messageCreate),
  },
  { method: "get", path: "/messages/owners", summary: "Who a lead may be given to: the staff who see the inbox", access: [M.messages, M.inbox] },
  { method: "get", path: "/messages/{id}", summary: "One lead with its notes and the state of its alerts", access: [M.messages, M.inbox] },
  { method: "patch", path: "/messages/{id}", summary: "Change a lead's status, owner or follow-up day", access: [M.messages, M.inbox], body: json(leadUpdate) },
  { method: "get", path: "/messages/{id}/files/{fileId}", summary: "A file the lead came with (a landowner's deed scan); never cached", access: [M.messages, M.inbox] },
  { method: "post", path: "/messages/{id}/notes", summary: "Add a note to a lead's timeline", access: [M.messages, M.inbox], body: json(leadNoteCreate) },
  { method: "delete", path: "/messages/{id}/delete", summary: "Move a message to the Trash", access: [M.messages, M.inbox] },
  { method: "get", path: "/projects", summary: "Approved projects with detail/banner flags; optional search (name, title, location, English or Bengali)", access: "public" },
  { method: "get", path: "/projects/all", summary: "Every project, newest first; with ?page (pageSize, q on name, uniId, category) one page and the total (403: Access denied: Admins only)", access: [M.projects] },
  { method: "post", path: "/projects/add", summary: "Add a project", access: [M.projects], body: multipart(projectCreate, ["mainImage"]) },
  { method: "patch", path: "/projects/{id}", summary: "Edit a project", access: [M.projects], body: multipart(projectUpdate, ["mainImage"]) },
  { method: "delete", path: "/projects/{id}", summary: "Move a project and its details to the Trash", access: [M.projects] },
  { method: "get", path: "/projects/{id}/details", summary: "A project with its details (by uniId or the details' uniId)", access: "public" },
  { method: "post", path: "/project-details", summary: "Add a project's details", access: [M.projects], body: multipart(projectDetailsCreate, DETAIL_FILES) },
  { method: "patch", path: "/project-details/{id}", summary: "Edit a project's details", access: [M.projects], body: multipart(projectDetailsUpdate, DETAIL_FILES) },
  { method: "delete", path: "/project-details/{id}", summary: "Move a project's details to the Trash", access: [M.projects] },
  { method: "get", path: "/banner", summary: "Approved banners with their project", access: "public" },
  { method: "get", path: "/banner/all", summary: "Every banner", access: [M.banners] },
  { method: "post", path: "/banner/add", summary: "Add a banner", access: [M.banners], body: multipart(bannerCreate, ["imagesVideos"]) },
  { method: "patch", path: "/banner/{id}", summary: "Edit a banner", access: [M.banners], body: multipart(bannerUpdate, ["imagesVideos"]) },
  { method: "delete", path: "/banner/{id}", summary: "Move a banner to the Trash", access: [M.banners] },
  { method: "get", path: "/banner-statics", summary: "Static page banners by page name", access: "public" },
  { method: "get", path: "/total-count", summary: "[{ the six company figures }]", access: "public" },
  { method: "patch", path: "/total-count/{id}", summary: "Update the company figures (id 1)", access: [M.projects], body: json(totalCountUpdate) },
  ...contentRoutes("/blog", "blog", M.blogs, blogCreate, blogUpdate),
  ...contentRoutes("/coverage", "coverage", M.coverage, coverageCreate, coverageUpdate),
  ...contentRoutes("/news-event", "news event", M.newsEvents, newsEventCreate, newsEventUpdate),
  { method: "post", path: "/cnb-details/add", summary: "Add details to a blog, coverage or news event", access: [M.blogs, M.coverage, M.newsEvents], body: multipart(contentDetailsCreate) },
  { method: "patch", path: "/cnb-details/{id}", summary: "Edit content details", access: [M.blogs, M.coverage, M.newsEvents], body: multipart(contentDetailsUpdate) },
  { method: "delete", path: "/cnb-details/{id}", summary: "Move content details to the Trash", access: [M.blogs, M.coverage, M.newsEvents] },
  { method: "get", path: "/backups", summary: "The database's backups, newest first: { name, createdAt, bytes }[] (Super-Admin)", access: [M.backups] },
  { method: "post", path: "/backups", summary: "Take a backup now (a gzipped SQL dump and the R2 manifest, kept 30 days); 201 { name, createdAt, bytes }; 4 an hour", access: [M.backups] },
  { method: "get", path: "/backups/{name}", summary: "Download one backup (application/gzip, attachment, no-store); logged", access: [M.backups] },
  { method: "get", path: "/activity", summary: "The activity log, newest first, one page (page, pageSize, q, userId, resource)", access: [M.activity] },
  { method: "get", path: "/trash", summary: "Deleted items of the last 30 days, newest first, one page (page, pageSize, q)", access: [M.trash] },
  { method: "post", path: "/trash/{id}/restore", summary: "Restores a deleted item with its details, versions and files (409 if its id is taken or its parent gone; logged)", access: [M.trash] },
  { method: "delete", path: "/trash/{id}", summary: "Deletes an item of the Trash for good (logged)", access: [M.trash] },
  // Issue 32's calls, for each publishable resource of the registry (contract/resources.ts).
  ...PUBLISHABLE.flatMap((name) => itemRoutes(`/${RESOURCES[name].path}`, RESOURCES[name].menu)),
  // Issue 45: units, price lists, payment plans, and Reports → Sales.
  {
    method: "get",
    path: "/projects/{uniId}/units",
    summary: "A project's flats: id, code, building, floor, sizeSft, bedrooms, bathrooms, facing, status (hold shown as booked), price when the project shows prices; ?all=1 every field (staff, menu pro001)",
    access: "public",
  },
  {
    method: "post",
    path: "/projects/{uniId}/units",
    summary: "Add one flat, or many as { floors: [from, to], units: [{ code, sizeSft, bedrooms, … }] } (codes become floor + code); all or none; 409 for a code the building has",
    access: [M.projects],
    body: json(unitCreate),
  },
  { method: "patch", path: "/units/{id}", summary: "Edit a flat, or set its status (available, booked, sold, landowner); 409 when its status changed meanwhile", access: [M.projects], body: json(unitUpdate) },
  { method: "delete", path: "/units/{id}", summary: "Delete an available flat or a landowner's (409 when held, booked or sold)", access: [M.projects] },
  { method: "post", path: "/units/{id}/hold", summary: "Hold an available flat { until, leadId? } (at most 30 days); of two at once one wins, the other 409", access: [M.projects], body: json(unitHold) },
  { method: "post", path: "/units/{id}/release", summary: "Release a held flat (409 unless on hold)", access: [M.projects] },
  {
    method: "get",
    path: "/projects/{uniId}/prices",
    summary: "The current price list (visitors: only when the project shows prices, else { showPrices: false }); ?versions=1 every version, newest first (staff)",
    access: "public",
  },
  { method: "put", path: "/projects/{uniId}/prices", summary: "Save a new version of the project's price list (the old ones stay)", access: [M.projects], body: json(priceListPut) },
  { method: "get", path: "/projects/{uniId}/plans", summary: "The project's payment plans, in order", access: "public" },
  { method: "put", path: "/projects/{uniId}/plans", summary: "Replace the project's payment plans (a JSON array)", access: [M.projects], body: json(plansPut) },
  {
    method: "get",
    path: "/reports/sales",
    summary: "Per project: flats by status, unsold stock's value at today's prices, holds ending within 48 hours, most asked flats; ?format=csv as CSV",
    access: [M.reports],
  },
  { method: "get", path: "/approvals", summary: "Items waiting for approval (pending, checking), oldest first", access: "session" },
  { method: "get", path: "/schedule", summary: "What goes live or comes down in the next 7 days, soonest first", access: "session" },
  { method: "get", path: "/settings/approval", summary: "{ required }: whether only an Admin or Super-Admin may approve", access: "session" },
  { method: "patch", path: "/settings/approval", summary: "Turns required approval on or off (Super-Admin; logged)", access: [M.company], body: json(approvalSetting) },
];

/** Issue 32's calls on one item resource: versions, restore, approval, shared preview links. */
function itemRoutes(base: string, menu: string): RouteDoc[] {
  return [
    { method: "get", path: `${base}/{id}/revisions`, summary: "The item's versions, newest first: who saved each and when", access: [menu] },
    { method: "get", path: `${base}/{id}/revisions/{revisionId}`, summary: "One version: its fields and the files they name", access: [menu] },
    {
      method: "post",
      path: `${base}/{id}/revisions/{revisionId}/restore`,
      summary: "Restores a version as a new one; an approved item goes back to pending unless publish",
      access: [menu],
      body: json(restoreBody),
    },
    { method: "post", path: `${base}/{id}/approve`, summary: "Approves the item (Admin, Super-Admin: the designations with Reports; logged)", access: [M.reports] },
    { method: "get", path: `${base}/{id}/preview-links`, summary: "The item's shared preview links", access: [menu] },
    { method: "post", path: `${base}/{id}/preview-links`, summary: "Shares a signed 7-day preview link (logged); the answer holds its url", access: [menu], body: json(previewLinkBody) },
    { method: "delete", path: `${base}/{id}/preview-links/{linkId}`, summary: "Revokes a preview link (logged)", access: [menu] },
  ];
}

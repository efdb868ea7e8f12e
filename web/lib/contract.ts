/**
 * The browser's view of the shared contract: constants and pure helpers only
 * (worker/contract has no server code, so importing from it keeps drizzle out of the bundle).
 */
export { CATEGORIES, CONTENT_TYPES, NEWS_TAGS, parseLocationCode, STATUSES } from "../../worker/contract/fields";
export type { Category } from "../../worker/contract/fields";
export type { Project } from "../../worker/contract/projects";
export type { Banner, BannerProject } from "../../worker/contract/banners";
export type { BannerStatic } from "../../worker/contract/banner-statics";
export type { TotalCount } from "../../worker/contract/total-count";

// The dashboard's part of the contract: roles (SPEC §6), types, and the zod schemas its forms share
// with the API. Only dashboard chunks import the schemas, so zod stays out of the public entry.
export { canUseMenu, MENU_IDS, roleOf } from "../../worker/contract/roles";
export type { MenuId } from "../../worker/contract/roles";
export { loginBody } from "../../worker/contract/auth";
export type { CheckAuthResponse, LoginBody, Profile } from "../../worker/contract/auth";
export type { DashboardResponse, Menu, Submenu } from "../../worker/contract/menus";
export { BANNER_IMAGE_MESSAGE, bannerCreate } from "../../worker/contract/banners";
export { PASSWORD_MIN, userPasswordReset } from "../../worker/contract/users";
export type { PasswordResetResponse, User } from "../../worker/contract/users";
export type { ContentItem } from "../../worker/contract/content";
export type { Message } from "../../worker/contract/messages";

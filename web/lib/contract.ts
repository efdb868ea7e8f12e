/**
 * The browser's view of the shared contract: constants and pure helpers only
 * (worker/contract has no server code, so importing from it keeps drizzle out of the bundle).
 */
export { CATEGORIES, CONTENT_TYPES, isHttpsLink, isSitePath, NEWS_TAGS, parseLocationCode, STATUSES } from "../../worker/contract/fields";
export type { Category } from "../../worker/contract/fields";
export type { Project } from "../../worker/contract/projects";
export type { Banner, BannerProject } from "../../worker/contract/banners";
export type { BannerStatic } from "../../worker/contract/banner-statics";
export type { TotalCount } from "../../worker/contract/total-count";

/**
 * The browser's one door to the shared contract (worker/contract): constants, pure rules and types.
 * Only zod-free modules are re-exported as values here, so the public bundle carries no validation
 * library and no server code; the contact form's schema comes in through `contactSchema()`, which
 * loads with the contact page alone.
 */
export { CATEGORIES, isHttpsLink, isPhone, isSitePath, NEWS_TAGS, parseLocationCode, PHONE_MESSAGE, STATUSES } from "../../worker/contract/constants";
export type { Category } from "../../worker/contract/constants";
export {
  CONTENT_SEGMENTS,
  CONTENT_TYPE_INFO,
  CONTENT_TYPES,
  contentPath,
  contentTypeOfSegment,
} from "../../worker/contract/content-types";
export type { ContentSegment, ContentType } from "../../worker/contract/content-types";
export type { About } from "../../worker/contract/about";
export type { Banner, BannerProject } from "../../worker/contract/banners";
export type { BannerStatic } from "../../worker/contract/banner-statics";
export type { ContactInformation } from "../../worker/contract/contact-information";
export type { ContentItem } from "../../worker/contract/content";
export type { ContentDetails } from "../../worker/contract/content-details";
export type { MessageSentResponse } from "../../worker/contract/messages";
export type { Project } from "../../worker/contract/projects";
export type { ProjectDetails } from "../../worker/contract/project-details";
export type { TotalCount } from "../../worker/contract/total-count";
export { messageCreate } from "../../worker/contract/messages";

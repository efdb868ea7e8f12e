/**
 * The browser's one door to the shared contract (worker/contract): constants, pure rules and types.
 * Only zod-free modules are re-exported as values here, so the public bundle carries no validation
 * library and no server code; the contact form's schema comes in through `contactSchema()`, which
 * loads with the contact page alone.
 */
export {
  CATEGORIES,
  formatPhone,
  isHttpsLink,
  isPhone,
  isSitePath,
  sitePath,
  NEWS_TAGS,
  normalizePhone,
  parseLocationCode,
  PHONE_HINT,
  PHONE_MESSAGE,
  STATUSES,
  telHref,
  whatsappHref,
} from "../../../worker/contract/constants";
export type { Category } from "../../../worker/contract/constants";
export { contentHash } from "../../../worker/contract/content-hash";
export { DOM_IDS } from "../../../worker/contract/dom-ids";
export { publicReadPath } from "../../../worker/contract/public-reads";
export { matchPublicPage } from "../../../worker/contract/public-pages";
export { BENGALI_PREFIX, isPublicPagePath, languagePaths, localizedPath, splitLanguage } from "../../../worker/contract/language-path";
export { pickTwin, twinOf, twinText } from "../../../worker/contract/twins";
export type { Twin, TwinField } from "../../../worker/contract/twins";
export { foldText, matchesSearch } from "../../../worker/contract/project-search";
export type { PublicPage } from "../../../worker/contract/public-pages";
export {
  dayInWords,
  dhakaDay,
  LAND_AREAS,
  LAND_OWNERSHIPS,
  LAND_UNITS,
  landSizeInSft,
  leadLink,
  LEAD_KINDS,
  LEAD_STATUSES,
  MAX_LAND_FILES,
  MIN_FILL_MS,
  VISIT_DAYS_AHEAD,
  VISIT_SLOTS,
  visitInWords,
} from "../../../worker/contract/leads";
export type { LeadAlert, LeadDetail, LeadFile, LeadKind, LeadLanguage, LeadNote, LeadOwner, LeadStatus, LeadUnit, LeadUpdate, VisitSlot } from "../../../worker/contract/messages";
export type { LandArea, LandOwnership, LandUnit } from "../../../worker/contract/leads";
export { formatArea, formatDate, formatLandArea, formatNumber, kathaOfSft, readLandArea, sftOfKatha } from "../../../worker/contract/local-formats";
export type { SiteLanguage } from "../../../worker/contract/local-formats";
export type { LoadedRead, PageData, PublicRead, PublicReadAnswers, PublicReadParams, ReadRequest } from "../../../worker/contract/public-reads";
export { bengaliDigits, LANGUAGE_PATH, localDigits, parseLanguage } from "../../../worker/contract/language";
export type { LanguageCode } from "../../../worker/contract/language";
export {
  IMAGE_VARIANTS_FIELD,
  IMAGE_WIDTHS,
  imageSrcSet,
  imageVariant,
  MAX_VARIANT_BYTES,
  VARIANT_QUALITY,
  variantFileName,
  variantPlan,
} from "../../../worker/contract/image-variants";
export { toList } from "../../../worker/contract/lists";
// The public pages' heads (each page module's `head`, web/site/pages).
export { absolute, crumbs, LOGO_PATH, organization, sectionHead, summary, urlIn } from "../../../worker/contract/page-head";
export type { PageHead, PageMeta, ShareSources } from "../../../worker/contract/page-head";
export { LISTS, SITE_NAME, WORDS } from "../../../worker/contract/page-words";
export {
  CONTENT_SEGMENTS,
  CONTENT_TYPE_INFO,
  CONTENT_TYPES,
  contentPath,
  contentTypeOfSegment,
} from "../../../worker/contract/content-types";
export type { ContentSegment, ContentType } from "../../../worker/contract/content-types";
export type { About } from "../../../worker/contract/about";
export type { Banner, BannerProject } from "../../../worker/contract/banners";
export type { BannerStatic } from "../../../worker/contract/banner-statics";
export type { ContactInformation } from "../../../worker/contract/contact-information";
export type { ContentItem } from "../../../worker/contract/content";
export type { ContentDetails } from "../../../worker/contract/content-details";
export type { MessageSentResponse } from "../../../worker/contract/messages";
export type { Project } from "../../../worker/contract/projects";
export type { ProgressStage, ProgressSummary, ProgressUpdate } from "../../../worker/contract/progress";
export type { ProjectDetails } from "../../../worker/contract/project-details";
export type { TotalCount } from "../../../worker/contract/total-count";
export { messageCreate } from "../../../worker/contract/messages";

// The dashboard's part of the contract: roles (docs/product.md §6), types, and the zod schemas its forms share
// with the API. Only dashboard chunks import the schemas, so zod stays out of the public entry.
export { canUseMenu, DESIGNATIONS, MENU_IDS, roleOf } from "../../../worker/contract/roles";
export type { MenuId } from "../../../worker/contract/roles";
export { loginBody } from "../../../worker/contract/auth";
export type { CheckAuthResponse, LoginBody, Profile } from "../../../worker/contract/auth";
export type { DashboardResponse, Menu, Submenu } from "../../../worker/contract/menus";
export { BANNER_IMAGE_MESSAGE, bannerCreate } from "../../../worker/contract/banners";
export { contentCreate } from "../../../worker/contract/content";
export { newsEventCreate } from "../../../worker/contract/news-events";
export { contentDetailsUpdate } from "../../../worker/contract/content-details";
export { menuCreate, menuUpdate } from "../../../worker/contract/menus";
export type { MenuWriteResponse } from "../../../worker/contract/menus";
export { PASSWORD_MIN, userCreate, userPasswordReset } from "../../../worker/contract/users";
export { containsName } from "../../../worker/contract/password-names";
export { contactInformationUpdate } from "../../../worker/contract/contact-information";
export { ABOUT_LIMITS, aboutImageField } from "../../../worker/contract/about";
export type { PasswordResetResponse, User } from "../../../worker/contract/users";
export type { Message } from "../../../worker/contract/messages";
// Manage Projects, project details and the Total Count form (dashboard chunks only).
export { projectCreate, projectUpdate } from "../../../worker/contract/projects";
export { DETAIL_FILE_LABELS, projectDetailsCreate, projectDetailsUpdate } from "../../../worker/contract/project-details";
export { COUNT_FIELDS, MAX_COUNT, totalCountUpdate } from "../../../worker/contract/total-count";
export { ACTIVITY_ACTIONS, ACTIVITY_RESOURCES } from "../../../worker/contract/activity";
export type { Activity, ActivityAction, ActivityResource } from "../../../worker/contract/activity";
export type { Page } from "../../../worker/contract/paging";
// Settings › Backups (issue 43; dashboard chunks only).
export { BACKUP_KEEP_DAYS } from "../../../worker/contract/backups";
export type { Backup } from "../../../worker/contract/backups";
// Settings › Trash (issue 43; dashboard chunks only).
export { TRASH_DAYS, TRASH_RESOURCE_LABELS } from "../../../worker/contract/trash";
export { childScreensOf, pathOf, RESOURCES, statusesOf } from "../../../worker/contract/resources";
export type { ResourceName, StatusName } from "../../../worker/contract/resources";
export type { TrashItem, TrashResource, TrashRestored } from "../../../worker/contract/trash";
// Account Settings: the second factor (TOTP), sessions, and the Super-Admin's second-factor policy.
export { reauthForm, secondFactorPolicy, totpCode, totpEnable } from "../../../worker/contract/second-factors";
export type { SecondFactorDue, SecondFactorPolicy, SessionInfo, TotpEnabled, TotpSetup, TotpStatus } from "../../../worker/contract/second-factors";
export type { Passkey } from "../../../worker/contract/passkeys";
// The buyer portal's passkeys (issue 46; public islands, types only).
export type { BuyerPasskey, BuyerPasskeyList } from "../../../worker/contract/buyer-passkeys";
// Preview, revisions, schedule and approval (issue 32; dashboard chunks only).
export { dhakaInputToIso, formatDhaka, isoToDhakaInput } from "../../../worker/contract/schedule";
export type { Schedule } from "../../../worker/contract/schedule";
export { APPROVAL_MESSAGE, PREVIEW_LINK_DAYS } from "../../../worker/contract/revisions";
export type { ApprovalSetting, ItemRef, ItemResource, PreviewLink, Revision, RevisionSummary, ScheduleEntry } from "../../../worker/contract/revisions";
export { describeUserAgent } from "../../../worker/contract/user-agent";
// Units, price lists, payment plans and the Sales report (issue 45; dashboard chunks only).
export { EXPIRING_HOURS, MAX_HOLD_DAYS, NEXT_STATUSES, plansPut, priceListPut, UNIT_STATUSES, unitBulkCreate, unitCreate } from "../../../worker/contract/units";
export type { FlatSummary, PaymentPlan, PriceListVersion, PublicUnit, SalesRow, Unit, UnitBulkBody, UnitChange, UnitStatus } from "../../../worker/contract/units";
export { BANK_LOAN_MAX_PERCENT, BANK_LOAN_MAX_YEARS, emi, flatPrice, percentOf, planParts, planProblem } from "../../../worker/contract/payment-plan";
export type { Extra, FloorPremium, PlanTerms } from "../../../worker/contract/payment-plan";
// Issue 46: bookings, payments and dues, for the dashboard's Buyers & bookings screen; its forms use the API's bodies.
export { bookingCreate, cancelBody, lineUpdate, paymentCreate, reverseBody, waiveBody } from "../../../worker/contract/booking-schemas";
export { BOOKING_STATUSES, LINE_KINDS, PAYMENT_KINDS, PAYMENT_MODES, receiptPdfPath, scheduleFor } from "../../../worker/contract/bookings";
export type { Booking, BookingRow, BookingStatus, Buyer, LineKind, Payment, PaymentKind, PaymentMode, ScheduleLine } from "../../../worker/contract/bookings";
export { bookingDocumentCreate, DOCUMENT_FILE_LABEL, DOCUMENT_KINDS, DOCUMENT_TYPES } from "../../../worker/contract/booking-documents";
export type { BookingDocument, DocumentKind } from "../../../worker/contract/booking-documents";
export { LINE_STATES, MAX_DELAY_PERCENT, OVERDUE_AGES } from "../../../worker/contract/dues";
export type { DelayPolicy, LineState, OverdueAge } from "../../../worker/contract/dues";
// Collections in Reports → Sales (issue 46 item 5).
export { isMonth, OVERDUE_AGE_LABELS } from "../../../worker/contract/sales-collections";
export type { CollectionsFigures, CollectionsReport, CollectionsRow } from "../../../worker/contract/sales-collections";
// Issue 46: the buyer portal's pages (web/site/pages/my.tsx, my-booking.tsx); types only (its module holds zod schemas).
export type { MyBooking, MyBookingRow, MyFormError, MyPayment, MyScheduleLine } from "../../../worker/contract/buyer-portal";

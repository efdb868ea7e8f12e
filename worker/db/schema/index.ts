/**
 * The tables the code reaches by this one import, one file each (named like the resource). drizzle-kit
 * reads every file of this folder (drizzle.config.ts), so a new resource's table needs no line here: its
 * code imports it from its own file (worker/db/schema/progress.ts), issue 44's 8 files.
 */
export * from "./projects";
export * from "./project-details";
export * from "./banners";
export * from "./banner-statics";
export * from "./blogs";
export * from "./coverage";
export * from "./news-events";
export * from "./content-details";
export * from "./total-count";
export * from "./about";
export * from "./contact-information";
export * from "./messages";
export * from "./lead-notes";
export * from "./message-files";
export * from "./outbox";
export * from "./users";
export * from "./sessions";
export * from "./throttle-events";
export * from "./menus";
export * from "./uploads";
export * from "./activity";
export * from "./content-version";
export * from "./second-factors";
export * from "./settings";
export * from "./passkeys";
export * from "./revisions";
export * from "./preview-links";
export * from "./account-codes";
export * from "./trash";
export * from "./spent-challenges";
export * from "./units";
export * from "./price-lists";
export * from "./payment-plans";
export * from "./bookings";
export * from "./booking-buyers";
export * from "./schedule-lines";
export * from "./payments";
export * from "./payment-allocations";
export * from "./receipt-counters";
export * from "./delay-policies";
export * from "./booking-reminders";
export * from "./buyer-access";
export * from "./booking-documents";

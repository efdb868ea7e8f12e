/** Every table, one file each (named like the resource); drizzle-kit and the db client read this list. */
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
export * from "./users";
export * from "./sessions";
export * from "./throttle-events";
export * from "./menus";
export * from "./uploads";

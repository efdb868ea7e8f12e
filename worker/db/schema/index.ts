export * from "./projects";
export * from "./banners";
export * from "./content";
export * from "./site";
export * from "./staff";

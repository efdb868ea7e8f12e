import { blogCreate, blogUpdate, coverageCreate, coverageUpdate } from "../contract/content";
import { MENU_IDS } from "../contract/roles";
import { contentRoutes } from "./content-routes";

/** /api/blog (SPEC §7 "Blogs and coverage"). */
export const blog = contentRoutes({
  contentType: "blog",
  folder: "blogImages",
  menu: MENU_IDS.blogs,
  uniIdPrefix: "BLG",
  create: blogCreate,
  update: blogUpdate,
});

/** /api/coverage: the same shapes as blogs. */
export const coverage = contentRoutes({
  contentType: "coverage",
  folder: "coverageImages",
  menu: MENU_IDS.coverage,
  uniIdPrefix: "COV",
  create: coverageCreate,
  update: coverageUpdate,
});

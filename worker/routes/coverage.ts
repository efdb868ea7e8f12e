import { coverageCreate, coverageUpdate } from "../contract/coverage";
import { contentRoutes } from "./content-routes";

/** /api/coverage: the same shapes as blogs (docs/product.md §7). */
export const coverage = contentRoutes("coverage", { create: coverageCreate, update: coverageUpdate });

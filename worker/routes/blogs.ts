import { blogCreate, blogUpdate } from "../contract/blogs";
import { contentRoutes } from "./content-routes";

/** /api/blog (docs/product.md §7 "Blogs and coverage"). */
export const blogs = contentRoutes("blog", { create: blogCreate, update: blogUpdate });

import { contentCreate, contentUpdate } from "./content";

/** POST /blog/add and PATCH /blog/{id}: the shared content fields, nothing more (docs/product.md §5). */
export const blogCreate = contentCreate;
export const blogUpdate = contentUpdate;

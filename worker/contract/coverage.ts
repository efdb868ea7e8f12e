import { contentCreate, contentUpdate } from "./content";

/** POST /coverage/add and PATCH /coverage/{id}: the same shapes as blogs (docs/product.md §7). */
export const coverageCreate = contentCreate;
export const coverageUpdate = contentUpdate;

import { projects } from "../db/schema/projects";
import { category, locationCode, optionalText, required, status } from "./fields";
import { scheduleFields } from "./schedule";
import { tableSchema } from "./table-schema";
import type { FlatSummary } from "./units";

/**
 * POST /projects/add (multipart; mainImage is the file field). docs/product.md §5 "Add project".
 * The fields are the table's; the twins nameBn, titleBn and locationBn follow from it.
 */
export const projectCreate = tableSchema(projects, {
  name: required("Name is required"),
  // docs/product.md §5: an empty title is sent as null, so the server accepts it empty.
  title: optionalText(300).optional().transform((v) => (v ? v : null)),
  status: status("Status is required"),
  category: category("category is required"),
  location: required("Location is required", 120),
  locationCode: locationCode.optional(),
  ...scheduleFields,
});

/** PATCH /projects/{id}: the same fields, each optional; present ones must be valid. */
export const projectUpdate = projectCreate.partial();

/** A project as the API answers it: its row (Bengali twins "" until translated, docs/product.md §3) and two flags. */
export type Project = typeof projects.$inferSelect & {
  /** A details record exists. */
  detail: boolean;
  /** A banner points at this project. */
  banner: boolean;
  /** The public list's summary of its flats (issue 45; lib/units.ts `withFlatSummaries`); null without flats. */
  flats?: FlatSummary | null;
};

import { z } from "zod";
import { category, locationCode, optionalText, required, status, twin } from "./fields";
import { type Schedule, scheduleFields } from "./schedule";

/** POST /projects/add (multipart; mainImage is the file field). docs/product.md §5 "Add project". */
export const projectCreate = z.strictObject({
  name: required("Name is required"),
  nameBn: twin(200),
  // docs/product.md §5: an empty title is sent as null, so the server accepts it empty.
  title: optionalText(300).optional().transform((v) => (v ? v : null)),
  titleBn: twin(300),
  status: status("Status is required"),
  category: category("category is required"),
  location: required("Location is required", 120),
  locationBn: twin(120),
  locationCode: locationCode.optional(),
  ...scheduleFields,
});

/** PATCH /projects/{id}: the same fields, each optional; present ones must be valid. */
export const projectUpdate = z.strictObject({
  name: required("Name is required").optional(),
  nameBn: twin(200),
  title: optionalText(300).optional().transform((v) => (v === undefined ? undefined : v || null)),
  titleBn: twin(300),
  status: status("Status is required").optional(),
  category: category("category is required").optional(),
  location: required("Location is required", 120).optional(),
  locationBn: twin(120),
  locationCode: locationCode.optional(),
  ...scheduleFields,
});

export type Project = Schedule & {
  id: number;
  uniId: string;
  name: string;
  /** Bengali twins: "" until translated (docs/product.md §3). */
  nameBn: string;
  title: string | null;
  titleBn: string;
  status: string;
  category: string;
  location: string;
  locationBn: string;
  locationCode: string | null;
  mainImage: string | null;
  createdAt: string;
  updatedAt: string;
  /** A details record exists. */
  detail: boolean;
  /** A banner points at this project. */
  banner: boolean;
};

import { z } from "zod";
import { category, locationCode, optionalText, required, status } from "./fields";

/** POST /projects/add (multipart; mainImage is the file field). docs/product.md §5 "Add project". */
export const projectCreate = z.strictObject({
  name: required("Name is required"),
  // docs/product.md §5: an empty title is sent as null, so the server accepts it empty.
  title: optionalText(300).optional().transform((v) => (v ? v : null)),
  status: status("Status is required"),
  category: category("category is required"),
  location: required("Location is required", 120),
  locationCode: locationCode.optional(),
});

/** PATCH /projects/{id}: the same fields, each optional; present ones must be valid. */
export const projectUpdate = z.strictObject({
  name: required("Name is required").optional(),
  title: optionalText(300).optional().transform((v) => (v === undefined ? undefined : v || null)),
  status: status("Status is required").optional(),
  category: category("category is required").optional(),
  location: required("Location is required", 120).optional(),
  locationCode: locationCode.optional(),
});

export type Project = {
  id: number;
  uniId: string;
  name: string;
  title: string | null;
  status: string;
  category: string;
  location: string;
  locationCode: string | null;
  mainImage: string | null;
  createdAt: string;
  updatedAt: string;
  /** A details record exists. */
  detail: boolean;
  /** A banner points at this project. */
  banner: boolean;
};

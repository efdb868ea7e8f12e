import { z } from "zod";
import { optionalText, required, status, twin } from "./fields";
import { type Schedule, scheduleFields } from "./schedule";

export const BANNER_IMAGE_MESSAGE = "Please upload an image or video.";

/** An optional link to a project: empty means none; a value must be an existing project's uniId (checked by the route). */
const projectLink = optionalText(40).transform((v) => v || null);

/** POST /banner/add (multipart; imagesVideos is the one file). docs/product.md §5 "Add banner". */
export const bannerCreate = z.strictObject({
  title: required("Title is required", 200),
  titleBn: twin(200),
  description: required("Description is required", 2000),
  descriptionBn: twin(2000),
  status: status("Status is required"),
  foreignKey: projectLink.optional(),
  ...scheduleFields,
});

/** PATCH /banner/{id}: fields present must be valid (docs/product.md §5 "Edit banner"); the file is optional. */
export const bannerUpdate = z.strictObject({
  title: required("Title is required", 200).optional(),
  titleBn: twin(200),
  description: required("Description is required", 2000).optional(),
  descriptionBn: twin(2000),
  status: status("Status is required").optional(),
  foreignKey: projectLink.optional(),
  ...scheduleFields,
});

/** The linked project, enough for a slider thumbnail; null when none (or, for visitors, not approved). */
export type BannerProject = { uniId: string; name: string; /** Bengali twin: "" until translated. */ nameBn: string; category: string; mainImage: string | null };

export type Banner = Schedule & {
  id: number;
  uniId: string;
  title: string;
  /** Bengali twins: "" until translated (docs/product.md §3). */
  titleBn: string;
  description: string;
  descriptionBn: string;
  status: string;
  imagesVideos: string;
  foreignKey: string | null;
  createdAt: string;
  updatedAt: string;
  project: BannerProject | null;
};

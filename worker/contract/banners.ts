import { banners } from "../db/schema/banners";
import { optionalText, required, status } from "./fields";
import { scheduleFields } from "./schedule";
import { tableSchema } from "./table-schema";

export const BANNER_IMAGE_MESSAGE = "Please upload an image or video.";

/** An optional link to a project: empty means none; a value must be an existing project's uniId (checked by the route). */
const projectLink = optionalText(40).transform((v) => v || null);

/** POST /banner/add (multipart; imagesVideos is the one file). docs/product.md §5 "Add banner". Twins from the table. */
export const bannerCreate = tableSchema(banners, {
  title: required("Title is required", 200),
  description: required("Description is required", 2000),
  status: status("Status is required"),
  foreignKey: projectLink.optional(),
  ...scheduleFields,
});

/** PATCH /banner/{id}: fields present must be valid (docs/product.md §5 "Edit banner"); the file is optional. */
export const bannerUpdate = bannerCreate.partial();

/** The linked project, enough for a slider thumbnail; null when none (or, for visitors, not approved). */
export type BannerProject = { uniId: string; name: string; /** Bengali twin: "" until translated. */ nameBn: string; category: string; mainImage: string | null };

/** A banner as the API answers it: its row (Bengali twins "" until translated) and its linked project. */
export type Banner = typeof banners.$inferSelect & { project: BannerProject | null };

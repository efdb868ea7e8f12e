import { z } from "zod";
import type { projectDetails } from "../db/schema/project-details";
import { list, mapEmbed, optionalText, phone, required, toList, twin, YOUTUBE_EMBED } from "./fields";

/** The file fields of the details form; several files each (docs/product.md §5), labels for "{Label} is required". */
export const DETAIL_FILE_LABELS = {
  headerImage: "Header Image",
  floorPlan: "Floor Plan",
  historyImage: "History Image",
  brochure: "Brochure",
} as const;
export const MAX_FILES_PER_FIELD = 20;

/** A list field (JSON array, JSON string or one item per line) that must hold at least one item. */
const requiredList = (message: string, maxItems = 100, maxItemLength = 500) =>
  z
    .union([z.string(), z.array(z.string())], { error: message })
    .transform(toList)
    .pipe(
      z
        .array(z.string().max(maxItemLength, `Each item must be at most ${maxItemLength} characters`))
        .min(1, message)
        .max(maxItems, `At most ${maxItems} items`),
    );

const youtubeLinks = list(20, 300).refine((links) => links.every((l) => YOUTUBE_EMBED.test(l)), {
  message: "Use YouTube embed links (https://www.youtube.com/embed/…), one per line",
});
const optionalPhone = z.union([z.literal(""), phone("Number is required")]);
const mapRequired = required("Map is required", 4000).pipe(mapEmbed);

const hasItems = (v: unknown) => Array.isArray(v) && v.length > 0;
/** docs/product.md §3: apartmentContains is also spelled apartemntContains; either spelling is read. */
const mergeSpellings = <T extends { apartmentContains?: string[]; apartemntContains?: string[] }>({
  apartemntContains,
  ...rest
}: T) => ({
  ...rest,
  apartmentContains: hasItems(rest.apartmentContains) ? rest.apartmentContains : (apartemntContains ?? rest.apartmentContains),
});

/** The Bengali twins (docs/product.md §3): optional on create and edit, empty clears; English limits. */
const detailTwins = {
  descriptionBn: list(50, 5000).optional(),
  addressBn: twin(500),
  landareaBn: twin(200),
  facingBn: twin(200),
  roadBn: twin(200),
  unitPerFloorBn: twin(200),
  apartmentSizeBn: twin(200),
  storiedBn: twin(200),
  liftBn: twin(200),
  parkingBn: twin(200),
  commonFeaturesBn: list(100, 500).optional(),
  apartmentContainsBn: list(100, 500).optional(),
};

/** POST /project-details (multipart; the DETAIL_FILE_LABELS fields are the files). docs/product.md §5 "Add project details". */
export const projectDetailsCreate = z
  .strictObject({
    foreignKey: required("Project is required", 40),
    description: requiredList("Description is required", 50, 5000),
    address: required("Address is required", 500),
    landarea: required("Land Area is required"),
    facing: required("Facing is required"),
    road: required("Road is required"),
    unitPerFloor: required("Unit Per Floor is required"),
    apartmentSize: required("Apartment Size is required"),
    storied: required("Storied is required"),
    lift: required("Lift is required"),
    parking: required("Parking is required"),
    commonFeatures: requiredList("Common Features is required"),
    apartmentContains: list(100, 500).optional(),
    apartemntContains: list(100, 500).optional(),
    youtubeEmbededLink: youtubeLinks.optional(),
    number: phone("Number is required"),
    map: mapRequired,
    ...detailTwins,
  })
  .refine((v) => hasItems(v.apartmentContains) || hasItems(v.apartemntContains), {
    message: "Apartment Contains is required",
    path: ["apartmentContains"],
    when: () => true,
  })
  .transform(mergeSpellings);

type FileName = keyof typeof DETAIL_FILE_LABELS;
const FILE_NAMES = Object.keys(DETAIL_FILE_LABELS) as [FileName, ...FileName[]];

/**
 * `keep` (edit only): a JSON object naming, per file field, the stored files to keep. A field named
 * in it becomes those files plus the ones sent now, so one stored file can be removed; a field not
 * named keeps the older rule (new files replace the list, none leave it as it is).
 */
const keepFiles = z
  .string()
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "keep must be a JSON object of file lists" });
      return z.NEVER;
    }
  })
  .pipe(z.partialRecord(z.enum(FILE_NAMES), z.array(z.string().max(300)).max(MAX_FILES_PER_FIELD), { error: "keep must be a JSON object of file lists" }));

/** PATCH /project-details/{id}: nothing is required; an empty value clears the field; absent leaves it. */
export const projectDetailsUpdate = z
  .strictObject({
    // Sent back by the edit form; a details record stays with its project (checked by the route).
    foreignKey: optionalText(40).optional(),
    description: list(50, 5000).optional(),
    address: optionalText(500).optional(),
    landarea: optionalText(200).optional(),
    facing: optionalText(200).optional(),
    road: optionalText(200).optional(),
    unitPerFloor: optionalText(200).optional(),
    apartmentSize: optionalText(200).optional(),
    storied: optionalText(200).optional(),
    lift: optionalText(200).optional(),
    parking: optionalText(200).optional(),
    commonFeatures: list(100, 500).optional(),
    apartmentContains: list(100, 500).optional(),
    apartemntContains: list(100, 500).optional(),
    youtubeEmbededLink: youtubeLinks.optional(),
    number: optionalPhone.optional(),
    map: mapEmbed.optional(),
    keep: keepFiles.optional(),
    ...detailTwins,
  })
  .transform(mergeSpellings);

/** A project-details record as the API answers it: its row (Bengali twins empty until translated). */
export type ProjectDetails = typeof projectDetails.$inferSelect;

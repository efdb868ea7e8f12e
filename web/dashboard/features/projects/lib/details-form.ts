import { z } from "zod";
import { type FileValue, fileValue } from "@/dashboard/components/file-input/file-value";
import { DETAIL_FILE_LABELS, type ProjectDetails, projectDetailsCreate, projectDetailsUpdate } from "@/shared/lib/contract";
import { buildFormData } from "@/dashboard/lib/multipart";
import { linesOf, linesText } from "./lines";

export type FileFieldName = keyof typeof DETAIL_FILE_LABELS;
export const FILE_FIELDS = Object.keys(DETAIL_FILE_LABELS) as FileFieldName[];
/** Textareas holding one item per line (docs/product.md §5: blank lines dropped). */
/** Each `…Bn` field is the Bengali twin of the one before it (docs/product.md §3): optional, empty clears. */
const LIST_FIELDS = ["description", "descriptionBn", "commonFeatures", "commonFeaturesBn", "apartmentContains", "apartmentContainsBn", "youtubeEmbededLink"] as const;
// prettier-ignore
const TEXT_FIELDS = [
  "address", "addressBn", "landarea", "landareaBn", "facing", "facingBn", "road", "roadBn", "unitPerFloor", "unitPerFloorBn",
  "apartmentSize", "apartmentSizeBn", "storied", "storiedBn", "lift", "liftBn", "parking", "parkingBn", "number", "map",
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type DetailsFormInput = { foreignKey: string } & Record<(typeof LIST_FIELDS)[number] | TextField, string> &
  Record<FileFieldName, FileValue>;

/** Files: on create each field needs one ("Header Image is required"); on edit none is required. */
const fileField = (label: string, mode: "create" | "edit") =>
  z.custom<FileValue>().refine((v) => mode === "edit" || v.existing.length + v.added.length > 0, { message: `${label} is required` });

/**
 * The API checks Apartment Contains only once every other field is valid (an object-level rule, as
 * either spelling may carry it); the form checks it here too, so all messages show at once.
 */
const apartmentContains = z
  .string()
  .transform(linesOf)
  .refine((v) => v.length > 0, { message: "Apartment Contains is required" });

const filesSchema = (mode: "create" | "edit") =>
  z.object({
    ...(Object.fromEntries(FILE_FIELDS.map((f) => [f, fileField(DETAIL_FILE_LABELS[f], mode)])) as Record<FileFieldName, ReturnType<typeof fileField>>),
    ...(mode === "create" ? { apartmentContains } : {}),
  });

/** The text half goes through the API's own schema (same messages as the server), lists split into lines first. */
const textPart = (input: unknown) => {
  const values = { ...(input as Record<string, unknown>) };
  for (const f of FILE_FIELDS) delete values[f];
  for (const f of LIST_FIELDS) values[f] = linesOf(values[f] as string);
  return values;
};

/** docs/product.md §5 "Add project details" (everything required) and "Edit project details" (nothing required). */
export const detailsFormSchema = (mode: "create" | "edit") =>
  z.intersection(filesSchema(mode), z.preprocess(textPart, mode === "create" ? projectDetailsCreate : projectDetailsUpdate));
export type DetailsFormOutput = z.output<ReturnType<typeof detailsFormSchema>>;

export const detailsDefaults = (foreignKey: string, d?: ProjectDetails | null): DetailsFormInput => ({
  foreignKey,
  ...(Object.fromEntries(LIST_FIELDS.map((f) => [f, linesText(d?.[f])])) as Record<(typeof LIST_FIELDS)[number], string>),
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, d?.[f] ?? ""])) as Record<TextField, string>),
  ...(Object.fromEntries(FILE_FIELDS.map((f) => [f, fileValue(d?.[f])])) as Record<FileFieldName, FileValue>),
});

/**
 * docs/product.md §7 multipart fields. Lists go as JSON arrays; on edit an emptied list is sent empty
 * (it clears the field), text fields are always sent (empty clears), and each file field sends its
 * new files plus, in `keep`, the stored files still shown (a removed one is dropped; docs/decisions.md).
 */
export function detailsBody(v: DetailsFormOutput, mode: "create" | "edit"): FormData {
  const out = v as Record<string, unknown>;
  const lists = Object.fromEntries(LIST_FIELDS.map((f) => [f, ((out[f] as string[] | undefined) ?? []).length ? (out[f] as string[]) : mode === "edit" ? null : undefined]));
  const texts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, (out[f] as string | undefined) ?? ""]));
  const files = Object.fromEntries(FILE_FIELDS.map((f) => [f, (out[f] as FileValue).added]));
  const keep = mode === "edit" ? JSON.stringify(Object.fromEntries(FILE_FIELDS.map((f) => [f, (out[f] as FileValue).existing]))) : undefined;
  return buildFormData({ foreignKey: String(out.foreignKey ?? ""), ...lists, ...texts, ...files, keep });
}

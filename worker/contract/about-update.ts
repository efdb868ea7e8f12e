import { z } from "zod";
import { about } from "../db/schema/about";
import { ABOUT_LIMITS } from "./about";
import { list, optionalText, required, toList, twin } from "./fields";
import { tableSchema } from "./table-schema";

/** A picture already stored (/im/…), kept as it is, or empty until a file replaces it. */
const storedImage = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === "" || /^\/im\/[A-Za-z0-9/_.-]+$/.test(v), { message: "Keep a stored picture (/im/…) or upload a new one" })
  .default("");

const paragraphs = z.union([z.string(), z.array(z.string())]).transform(toList).pipe(z.array(z.string().max(2000)).max(20, "At most 20 items"));

// Each `…Bn` key is the Bengali twin of its English one: optional, empty clears (docs/product.md §3).
const target = z.strictObject({
  title: required("Title is required", 80),
  titleBn: twin(80),
  image: storedImage,
  description: paragraphs,
  descriptionBn: paragraphs.optional(),
});
const member = z.strictObject({
  name: required("Name is required", 100),
  nameBn: twin(100),
  designation: required("Designation is required", 100),
  designationBn: twin(100),
  speech: optionalText(2000).default(""),
  speechBn: twin(2000),
  image: storedImage,
});
const teamItem = z.strictObject({ image: storedImage, description: optionalText(500).default(""), descriptionBn: twin(500) });

/** A JSON text field of the multipart form, parsed, then checked by `schema`. */
const jsonField = <S extends z.ZodType>(schema: S, message: string) =>
  z
    .string()
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * PATCH /about (multipart), Settings > Company: the About record (docs/product.md §2 About page, §3).
 * `target`, `management` and `ourTeam` are JSON text; a list item's new picture comes as the file
 * field aboutImageField(kind, index) and replaces the item's `image`. `headerImage` is a file too.
 * Built from the table (`tableSchema`): the Bengali twins of the name, title and description follow
 * from their English rules.
 */
export const aboutUpdate = tableSchema(about, {
  name: required("Name is required", 120).optional(),
  title: required("Title is required", 200).optional(),
  description: list(20, 2000).optional(),
  target: jsonField(z.array(target).max(ABOUT_LIMITS.targets, `At most ${ABOUT_LIMITS.targets} blocks`), "Mission, vision and values could not be read").optional(),
  management: jsonField(
    z.strictObject({
      members: z.array(member).max(ABOUT_LIMITS.members, `At most ${ABOUT_LIMITS.members} people`),
      description: paragraphs,
      descriptionBn: paragraphs.optional(),
    }),
    "The management could not be read",
  ).optional(),
  ourTeam: jsonField(z.array(teamItem).max(ABOUT_LIMITS.team, `At most ${ABOUT_LIMITS.team} team pictures`), "The team could not be read").optional(),
  headerImage: z.literal("", { error: "Upload the header as an image file" }).optional(),
});
export type AboutUpdate = z.output<typeof aboutUpdate>;

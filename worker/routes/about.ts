import { ABOUT_LIMITS, aboutImageField } from "../contract/about";
import { aboutUpdate, type AboutUpdate } from "../contract/about-update";
import { about as aboutTable } from "../db/schema/index";
import { type FileField, IMAGE } from "../storage/upload-rules";
import { singleRecordRoutes } from "./single-record-routes";

const image = (name: string): FileField => ({ name, folder: "images", rule: IMAGE, multiple: false });
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const files: FileField[] = [
  image("headerImage"),
  ...range(ABOUT_LIMITS.targets).map((i) => image(aboutImageField("target", i))),
  ...range(ABOUT_LIMITS.members).map((i) => image(aboutImageField("member", i))),
  ...range(ABOUT_LIMITS.team).map((i) => image(aboutImageField("team", i))),
];

/** Each list item takes the picture uploaded in its own file field, else keeps the one it names. */
function withUploads(input: AboutUpdate, paths: Record<string, string[]>) {
  const pick = (kind: "target" | "member" | "team", i: number, kept: string) => paths[aboutImageField(kind, i)]?.[0] ?? kept;
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.title !== undefined && { title: input.title }),
    ...(input.nameBn !== undefined && { nameBn: input.nameBn }),
    ...(input.titleBn !== undefined && { titleBn: input.titleBn }),
    ...(input.description && { description: input.description }),
    ...(input.descriptionBn && { descriptionBn: input.descriptionBn }),
    ...(input.target && { target: input.target.map((t, i) => ({ ...t, image: pick("target", i, t.image) })) }),
    ...(input.management && {
      management: { ...input.management, members: input.management.members.map((m, i) => ({ ...m, image: pick("member", i, m.image) })) },
    }),
    ...(input.ourTeam && { ourTeam: input.ourTeam.map((t, i) => ({ ...t, image: pick("team", i, t.image) })) }),
    ...(paths.headerImage?.[0] && { headerImage: paths.headerImage[0] }),
  };
}

/** /about: the About record (docs/product.md §2). Visitors read it; Settings > Company edits it. */
export const about = singleRecordRoutes("about", {
  table: aboutTable,
  summaries: { read: "The about record", edit: "Edit the about record (Settings > Company)" },
  files,
  schema: aboutUpdate,
  label: (input, current) => input.name ?? current?.name ?? "About",
  fields: withUploads,
  blank: () => ({ headerImage: "", name: "", title: "", description: [], target: [], management: { members: [], description: [] }, ourTeam: [] }),
});

import type { FieldPathByValue } from "react-hook-form";
import { z } from "zod";
import { type FileValue, fileValue, firstAdded } from "@/dashboard/components/file-input/file-value";
import { BilingualField } from "@/dashboard/components/bilingual/bilingual-field";
import { FileField } from "@/dashboard/components/form/file-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { type About, aboutImageField, bengaliDigits, toList } from "@/shared/lib/contract";
import { buildFormData } from "@/dashboard/lib/multipart";
import { useUpdateAbout } from "../api/update-about";

const required = (message: string) => z.string().trim().min(1, message);
const picture = z.custom<FileValue>();
// Each `…Bn` field is the Bengali twin of the one before it: optional (docs/product.md §3).
const twin = z.string();
const schema = z.object({
  name: required("Name is required"),
  nameBn: twin,
  title: required("Title is required"),
  titleBn: twin,
  description: z.string(),
  descriptionBn: twin,
  headerImage: picture,
  targets: z.array(z.object({ title: required("Title is required"), titleBn: twin, description: z.string(), descriptionBn: twin, image: picture })),
  members: z.array(
    z.object({
      name: required("Name is required"),
      nameBn: twin,
      designation: required("Designation is required"),
      designationBn: twin,
      speech: z.string(),
      speechBn: twin,
      image: picture,
    }),
  ),
  managementDescription: z.string(),
  managementDescriptionBn: twin,
  team: z.array(z.object({ description: z.string(), descriptionBn: twin, image: picture })),
});
type Values = z.output<typeof schema>;

/** In the narrow blocks of three, a text's Bengali twin sits under it rather than beside it. */
const STACKED = "flex flex-col gap-3";

/** A kept picture's path, or "" when a new file replaces it (sent in the item's own file field). */
const kept = (v: FileValue) => (v.added.length ? "" : (v.existing[0] ?? ""));

/** PATCH /api/about: lists as JSON, one file field per changed picture (worker/contract/about-update.ts). */
function body(v: Values) {
  const files: Record<string, File | undefined> = { headerImage: firstAdded(v.headerImage) };
  v.targets.forEach((t, i) => (files[aboutImageField("target", i)] = firstAdded(t.image)));
  v.members.forEach((m, i) => (files[aboutImageField("member", i)] = firstAdded(m.image)));
  v.team.forEach((t, i) => (files[aboutImageField("team", i)] = firstAdded(t.image)));
  return buildFormData({
    name: v.name,
    nameBn: v.nameBn,
    title: v.title,
    titleBn: v.titleBn,
    description: JSON.stringify(toList(v.description)),
    descriptionBn: JSON.stringify(toList(v.descriptionBn)),
    target: JSON.stringify(
      v.targets.map((t) => ({ title: t.title, titleBn: t.titleBn, description: toList(t.description), descriptionBn: toList(t.descriptionBn), image: kept(t.image) })),
    ),
    management: JSON.stringify({
      members: v.members.map((m) => ({ ...m, image: kept(m.image) })),
      description: toList(v.managementDescription),
      descriptionBn: toList(v.managementDescriptionBn),
    }),
    ourTeam: JSON.stringify(v.team.map((t) => ({ description: t.description, descriptionBn: t.descriptionBn, image: kept(t.image) }))),
    ...files,
  });
}

/** Settings > Company: the About page (docs/product.md §2): intro, Mission/Vision/Values, the management trio, the team. */
export function AboutForm({ about }: { about: About }) {
  const form = useZodForm(schema, {
    defaultValues: {
      name: about.name,
      nameBn: about.nameBn,
      title: about.title,
      titleBn: about.titleBn,
      description: about.description.join("\n"),
      descriptionBn: about.descriptionBn.join("\n"),
      headerImage: fileValue(about.headerImage),
      targets: about.target.map((t) => ({
        title: t.title,
        titleBn: t.titleBn ?? "",
        description: t.description.join("\n"),
        descriptionBn: (t.descriptionBn ?? []).join("\n"),
        image: fileValue(t.image),
      })),
      members: about.management.members.map((m) => ({
        ...m,
        nameBn: m.nameBn ?? "",
        designationBn: m.designationBn ?? "",
        speechBn: m.speechBn ?? "",
        image: fileValue(m.image),
      })),
      managementDescription: about.management.description.join("\n"),
      managementDescriptionBn: (about.management.descriptionBn ?? []).join("\n"),
      team: about.ourTeam.map((t) => ({ description: t.description, descriptionBn: t.descriptionBn ?? "", image: fileValue(t.image) })),
    },
  });
  const update = useUpdateAbout();
  const submit = useFormSubmit(form, { send: (values, onProgress) => update.mutateAsync({ body: body(values), onProgress }) });
  const image = (name: FieldPathByValue<Values, FileValue>, label: string) => (
    <FileField form={form} name={name} label={label} />
  );
  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-6" aria-label="About page">
      <BilingualField form={form} name="name" label="Company name" labelBn="প্রতিষ্ঠানের নাম" />
      <BilingualField form={form} name="title" label="Headline" labelBn="শিরোনাম" />
      <BilingualField form={form} name="description" label="Introduction" labelBn="পরিচিতি" rows={5} hint="One paragraph per line." />
      {image("headerImage", "Header image")}
      <fieldset className="grid gap-4 rounded-lg border border-border p-4 lg:grid-cols-3">
        <legend className="px-1 text-sm font-semibold">Mission, vision and values</legend>
        {about.target.map((_, i) => (
          <div key={i} className="flex flex-col gap-3">
            <BilingualField form={form} name={`targets.${i}.title`} label={`Block ${i + 1} title`} labelBn={`ব্লক ${bengaliDigits(i + 1)}: শিরোনাম`} className={STACKED} />
            <BilingualField form={form} name={`targets.${i}.description`} label={`Block ${i + 1} points`} labelBn={`ব্লক ${bengaliDigits(i + 1)}: বিষয়গুলো`} rows={4} hint="One point per line." className={STACKED} />
            {image(`targets.${i}.image`, `Block ${i + 1} picture`)}
          </div>
        ))}
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-border p-4 lg:grid-cols-3">
        <legend className="px-1 text-sm font-semibold">Management</legend>
        {about.management.members.map((_, i) => (
          <div key={i} className="flex flex-col gap-3">
            <BilingualField form={form} name={`members.${i}.name`} label={`Person ${i + 1} name`} labelBn={`ব্যক্তি ${bengaliDigits(i + 1)}: নাম`} className={STACKED} />
            <BilingualField form={form} name={`members.${i}.designation`} label={`Person ${i + 1} designation`} labelBn={`ব্যক্তি ${bengaliDigits(i + 1)}: পদবি`} className={STACKED} />
            <BilingualField form={form} name={`members.${i}.speech`} label={`Person ${i + 1} speech`} labelBn={`ব্যক্তি ${bengaliDigits(i + 1)}: বক্তব্য`} rows={4} className={STACKED} />
            {image(`members.${i}.image`, `Person ${i + 1} picture`)}
          </div>
        ))}
        <BilingualField form={form} name="managementDescription" label="About the management" labelBn="ব্যবস্থাপনা সম্পর্কে" rows={3} hint="One paragraph per line." className="grid gap-4 sm:grid-cols-2 lg:col-span-3" />
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="px-1 text-sm font-semibold">Our team</legend>
        {about.ourTeam.map((_, i) => (
          <div key={i} className="flex flex-col gap-3">
            <BilingualField form={form} name={`team.${i}.description`} label={`Team picture ${i + 1} caption`} labelBn={`দলের ছবি ${bengaliDigits(i + 1)}: ক্যাপশন`} rows={3} className={STACKED} />
            {image(`team.${i}.image`, `Team picture ${i + 1}`)}
          </div>
        ))}
      </fieldset>
      <FormActions submitLabel="Save About page" submitting={submit.submitting} progress={submit.progress} errors={submit.formErrors} />
    </form>
  );
}

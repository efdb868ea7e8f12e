import type { FieldPathByValue } from "react-hook-form";
import { z } from "zod";
import { type FileValue, fileValue, firstAdded } from "@/components/file-input/file-value";
import { FileField } from "@/components/form/file-field";
import { FormActions } from "@/components/form/form-actions";
import { FormField } from "@/components/form/form-field";
import { useFormSubmit } from "@/components/form/use-form-submit";
import { useZodForm } from "@/components/form/use-zod-form";
import { Input, Textarea } from "@/components/ui/input";
import { type About, aboutImageField, toList } from "@/lib/contract";
import { buildFormData } from "@/lib/multipart";
import { useUpdateAbout } from "../api/update-about";

const required = (message: string) => z.string().trim().min(1, message);
const picture = z.custom<FileValue>();
const schema = z.object({
  name: required("Name is required"),
  title: required("Title is required"),
  description: z.string(),
  headerImage: picture,
  targets: z.array(z.object({ title: required("Title is required"), description: z.string(), image: picture })),
  members: z.array(z.object({ name: required("Name is required"), designation: required("Designation is required"), speech: z.string(), image: picture })),
  managementDescription: z.string(),
  team: z.array(z.object({ description: z.string(), image: picture })),
});
type Values = z.output<typeof schema>;

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
    title: v.title,
    description: JSON.stringify(toList(v.description)),
    target: JSON.stringify(v.targets.map((t) => ({ title: t.title, description: toList(t.description), image: kept(t.image) }))),
    management: JSON.stringify({
      members: v.members.map((m) => ({ name: m.name, designation: m.designation, speech: m.speech, image: kept(m.image) })),
      description: toList(v.managementDescription),
    }),
    ourTeam: JSON.stringify(v.team.map((t) => ({ description: t.description, image: kept(t.image) }))),
    ...files,
  });
}

/** Settings > Company: the About page (docs/product.md §2): intro, Mission/Vision/Values, the management trio, the team. */
export function AboutForm({ about }: { about: About }) {
  const form = useZodForm(schema, {
    defaultValues: {
      name: about.name,
      title: about.title,
      description: about.description.join("\n"),
      headerImage: fileValue(about.headerImage),
      targets: about.target.map((t) => ({ title: t.title, description: t.description.join("\n"), image: fileValue(t.image) })),
      members: about.management.members.map((m) => ({ ...m, image: fileValue(m.image) })),
      managementDescription: about.management.description.join("\n"),
      team: about.ourTeam.map((t) => ({ description: t.description, image: fileValue(t.image) })),
    },
  });
  const update = useUpdateAbout();
  const submit = useFormSubmit(form, { send: (values, onProgress) => update.mutateAsync({ body: body(values), onProgress }) });
  const { errors } = form.formState;
  const image = (name: FieldPathByValue<Values, FileValue>, label: string, error?: string) => (
    <FileField control={form.control} name={name} label={label} error={error} />
  );
  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-6" aria-label="About page">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Company name" error={errors.name?.message}>
          <Input {...form.register("name")} />
        </FormField>
        <FormField label="Headline" error={errors.title?.message}>
          <Input {...form.register("title")} />
        </FormField>
      </div>
      <FormField label="Introduction" hint="One paragraph per line." error={errors.description?.message}>
        <Textarea rows={5} {...form.register("description")} />
      </FormField>
      {image("headerImage", "Header image")}
      <fieldset className="grid gap-4 rounded-lg border border-border p-4 lg:grid-cols-3">
        <legend className="px-1 text-sm font-semibold">Mission, vision and values</legend>
        {about.target.map((_, i) => (
          <div key={i} className="flex flex-col gap-3">
            <FormField label={`Block ${i + 1} title`} error={errors.targets?.[i]?.title?.message}>
              <Input {...form.register(`targets.${i}.title`)} />
            </FormField>
            <FormField label={`Block ${i + 1} points`} hint="One point per line.">
              <Textarea rows={4} {...form.register(`targets.${i}.description`)} />
            </FormField>
            {image(`targets.${i}.image`, `Block ${i + 1} picture`)}
          </div>
        ))}
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-border p-4 lg:grid-cols-3">
        <legend className="px-1 text-sm font-semibold">Management</legend>
        {about.management.members.map((_, i) => (
          <div key={i} className="flex flex-col gap-3">
            <FormField label={`Person ${i + 1} name`} error={errors.members?.[i]?.name?.message}>
              <Input {...form.register(`members.${i}.name`)} />
            </FormField>
            <FormField label={`Person ${i + 1} designation`} error={errors.members?.[i]?.designation?.message}>
              <Input {...form.register(`members.${i}.designation`)} />
            </FormField>
            <FormField label={`Person ${i + 1} speech`}>
              <Textarea rows={4} {...form.register(`members.${i}.speech`)} />
            </FormField>
            {image(`members.${i}.image`, `Person ${i + 1} picture`)}
          </div>
        ))}
        <FormField label="About the management" hint="One paragraph per line." className="lg:col-span-3">
          <Textarea rows={3} {...form.register("managementDescription")} />
        </FormField>
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="px-1 text-sm font-semibold">Our team</legend>
        {about.ourTeam.map((_, i) => (
          <div key={i} className="flex flex-col gap-3">
            <FormField label={`Team picture ${i + 1} caption`}>
              <Textarea rows={3} {...form.register(`team.${i}.description`)} />
            </FormField>
            {image(`team.${i}.image`, `Team picture ${i + 1}`)}
          </div>
        ))}
      </fieldset>
      <FormActions submitLabel="Save About page" submitting={submit.submitting} progress={submit.progress} errors={submit.formErrors} />
    </form>
  );
}

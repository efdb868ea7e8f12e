import { z } from "zod";
import { type FileValue, fileValue, firstAdded } from "@/dashboard/components/file-input/file-value";
import { BilingualField } from "@/dashboard/components/bilingual/bilingual-field";
import { FileField } from "@/dashboard/components/form/file-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { optionsOf, SelectField } from "@/dashboard/components/form/select-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { schemaValues, textDefaults } from "@/dashboard/components/form/schema-defaults";
import { statusLabel } from "@/dashboard/components/status-badge";
import { statusOptions } from "@/dashboard/components/form/status-options";
import { Input } from "@/shared/components/ui/input";
import { CATEGORIES, type Project, projectCreate } from "@/shared/lib/contract";
import { buildFormData } from "@/dashboard/lib/multipart";
import { ScheduleFields, scheduleBody, scheduleDefaults, scheduleFormFields, scheduleOrder } from "@/dashboard/components/publishing/schedule-fields";
import { useCreateProject } from "../../api/create-project";
import { useUpdateProject } from "../../api/update-project";

/**
 * The API's own rules (docs/product.md §5 "Add project" / "Edit project"): name, status, category and
 * location required with their messages; locationCode and the image optional. Edit Project allows an
 * empty title (its message "is shown nowhere": docs/decisions.md), as the API does for every client.
 */
const editSchema = projectCreate.extend({ mainImage: z.custom<FileValue>(), ...scheduleFormFields }).superRefine(scheduleOrder);
/** Create Project also asks for the title: docs/product.md §5 "Add project", "Title is required". */
const createSchema = projectCreate.extend({
  mainImage: z.custom<FileValue>(),
  ...scheduleFormFields,
  title: z
    .string()
    .trim()
    .min(1, "Title is required")
    .max(300, "Must be at most 300 characters")
    .transform((v): string | null => v),
}).superRefine(scheduleOrder);
type Values = z.output<typeof editSchema>;

/** docs/product.md §7 multipart fields; an empty title is sent as null (""), a new image only when chosen. */
const projectBody = (v: Values) =>
  buildFormData({ ...schemaValues(projectCreate, v), locationCode: v.locationCode ?? null, mainImage: firstAdded(v.mainImage), ...scheduleBody(v) });

/** Create Project and Edit Project (docs/product.md §2 modals); a successful save closes the modal. */
export function ProjectForm({ project }: { project?: Project }) {
  // createSchema parses to a narrower Values (its title always a string): one form type serves both.
  const form = useZodForm<typeof editSchema>(project ? editSchema : (createSchema as unknown as typeof editSchema), {
    defaultValues: {
      ...textDefaults(projectCreate, project),
      mainImage: fileValue(project?.mainImage),
      ...scheduleDefaults(project),
    },
  });
  const create = useCreateProject();
  const update = useUpdateProject();
  const submit = useFormSubmit(form, {
    send: (values, onProgress) =>
      project ? update.mutateAsync({ uniId: project.uniId, body: projectBody(values), onProgress }) : create.mutateAsync({ body: projectBody(values), onProgress }),
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <BilingualField form={form} name="name" label="Name" labelBn="নাম" autoCompleteOff />
        <BilingualField form={form} name="title" label="Title" labelBn="শিরোনাম" autoCompleteOff />
        <BilingualField form={form} name="location" label="Location" labelBn="অবস্থান" autoCompleteOff />
        <SelectField label="Status" error={errors.status?.message} field={form.register("status")} placeholder="Select status" options={optionsOf(statusOptions("projects", project?.status), statusLabel)} />
        <SelectField label="Category" error={errors.category?.message} field={form.register("category")} placeholder="Select category" options={optionsOf(CATEGORIES)} />
        <FormField label="Location code" error={errors.locationCode?.message} hint="Latitude,longitude for the map, e.g. 23.8103,90.4125">
          <Input autoComplete="off" inputMode="decimal" {...form.register("locationCode")} />
        </FormField>
      </div>
      <FileField form={form} name="mainImage" label="Main image" hint="JPEG, PNG, WebP, AVIF or GIF, up to 5 MB. Large photos are downscaled before upload." />
      <ScheduleFields register={form.register} errors={errors} />
      <FormActions submitLabel={project ? "Update Project" : "Create Project"} submitting={submit.submitting} progress={submit.progress} errors={submit.formErrors} />
    </form>
  );
}

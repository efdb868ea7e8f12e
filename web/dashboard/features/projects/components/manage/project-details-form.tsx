import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { BilingualField } from "@/dashboard/components/bilingual/bilingual-field";
import { FileField } from "@/dashboard/components/form/file-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { Input, Textarea } from "@/shared/components/ui/input";
import { DETAIL_FILE_LABELS, PHONE_HINT, type ProjectDetails } from "@/shared/lib/contract";
import { useCreateProjectDetails } from "../../api/create-project-details";
import { useUpdateProjectDetails } from "../../api/update-project-details";
import { type DetailsFormInput, type DetailsFormOutput, detailsBody, detailsDefaults, detailsFormSchema, type FileFieldName } from "../../lib/details-form";

type Props = {
  /** The project's uniId (the details' foreignKey). */
  projectUniId: string;
  /** The stored details to edit; without them the form adds them. */
  details?: ProjectDetails | null;
};

type Form = UseFormReturn<DetailsFormInput, unknown, DetailsFormOutput>;
const ACCEPT: Record<FileFieldName, string> = { headerImage: "image/*", floorPlan: "image/*", historyImage: "image/*", brochure: "application/pdf" };
const FILE_HINT: Record<FileFieldName, string> = {
  headerImage: "Photos for the page's header slider. Several files; large photos are downscaled before upload.",
  floorPlan: "Floor plan images. Several files.",
  historyImage: "Photos for the Virtual Visit gallery. Several files.",
  brochure: "PDF brochures, up to 20 MB each. Several files.",
};

/** Add Project Details and Edit Project Details (docs/product.md §2 modals; every field of §5). */
export function ProjectDetailsForm({ projectUniId, details }: Props) {
  const mode = details ? "edit" : "create";
  const form = useZodForm(detailsFormSchema(mode) as unknown as z.ZodType<DetailsFormOutput, DetailsFormInput>, {
    defaultValues: detailsDefaults(projectUniId, details),
  }) as Form;
  const create = useCreateProjectDetails();
  const update = useUpdateProjectDetails();
  const submit = useFormSubmit(form, {
    send: (values, onProgress) =>
      details
        ? update.mutateAsync({ uniId: details.uniId, body: detailsBody(values, "edit"), onProgress })
        : create.mutateAsync({ body: detailsBody(values, "create"), onProgress }),
  });
  const { errors } = form.formState;
  const text = (name: keyof DetailsFormInput & string, label: string, extra: { inputMode?: "tel"; hint?: ReactNode } = {}) => (
    <FormField label={label} error={errors[name]?.message} hint={extra.hint}>
      <Input autoComplete="off" inputMode={extra.inputMode} {...form.register(name)} />
    </FormField>
  );
  const lines = (name: keyof DetailsFormInput & string, label: string, hint: ReactNode, rows = 4) => (
    <FormField label={label} error={errors[name]?.message} hint={hint}>
      <Textarea rows={rows} {...form.register(name)} />
    </FormField>
  );
  const files = (name: FileFieldName) => (
    <FileField form={form} name={name} label={DETAIL_FILE_LABELS[name]} hint={FILE_HINT[name]} multiple removableExisting accept={ACCEPT[name]} />
  );

  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      {files("headerImage")}
      <BilingualField form={form} name="description" label="Description" labelBn="বিবরণ" rows={5} hint="One paragraph per line." />
      <BilingualField form={form} name="address" label="Address" labelBn="ঠিকানা" autoCompleteOff />
      <BilingualField form={form} name="landarea" label="Land Area" labelBn="জমির পরিমাণ" autoCompleteOff />
      <BilingualField form={form} name="facing" label="Facing" labelBn="কোনমুখী" autoCompleteOff />
      <BilingualField form={form} name="road" label="Road" labelBn="সামনের রাস্তা" autoCompleteOff />
      <BilingualField form={form} name="unitPerFloor" label="Unit Per Floor" labelBn="প্রতি তলায় ইউনিট" autoCompleteOff />
      <BilingualField form={form} name="apartmentSize" label="Apartment Size" labelBn="অ্যাপার্টমেন্টের আয়তন" autoCompleteOff />
      <BilingualField form={form} name="storied" label="Storied" labelBn="তলা" autoCompleteOff />
      <BilingualField form={form} name="lift" label="Lift" labelBn="লিফট" autoCompleteOff />
      <BilingualField form={form} name="parking" label="Parking" labelBn="পার্কিং" autoCompleteOff />
      <BilingualField form={form} name="commonFeatures" label="Common Features" labelBn="সাধারণ সুবিধা" rows={4} hint="One feature per line." />
      <BilingualField form={form} name="apartmentContains" label="Apartment Contains" labelBn="অ্যাপার্টমেন্টে যা থাকছে" rows={4} hint="One item per line." />
      {files("floorPlan")}
      {files("historyImage")}
      {files("brochure")}
      {lines("youtubeEmbededLink", "YouTube Links", "One YouTube embed link per line (https://www.youtube.com/embed/…); blank lines are dropped.", 3)}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("number", "Number", { inputMode: "tel", hint: PHONE_HINT })}
        {text("map", "Map", { hint: "Google Maps embed link (https://www.google.com/maps/embed?…)" })}
      </div>
      <FormActions
        submitLabel={details ? "Update Details" : "Add Details"}
        submitting={submit.submitting}
        progress={submit.progress}
        errors={submit.formErrors}
      />
    </form>
  );
}

import { z } from "zod";
import { type FileValue, fileValue } from "@/dashboard/components/file-input/file-value";
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
import { ScheduleFields, scheduleBody, scheduleDefaults, scheduleFormFields, scheduleOrder } from "@/dashboard/components/publishing/schedule-fields";
import { Input } from "@/shared/components/ui/input";
import { PROGRESS_IMAGES, PROGRESS_STAGES, type ProgressUpdate, progressCreate } from "@/shared/lib/contract";
import { buildFormData } from "@/dashboard/lib/multipart";
import { useCreateProgress } from "../api/create-progress";
import { useUpdateProgress } from "../api/update-progress";
import { stageLabel } from "./progress-columns";

/** The API's own rules (worker/contract/progress.ts), the photos and the schedule. */
const progressFormSchema = progressCreate.extend({ images: z.custom<FileValue>(), ...scheduleFormFields }).superRefine(scheduleOrder);
type Values = z.output<typeof progressFormSchema>;

/** The multipart body; an edit never sends the project (fixed at creation), and new photos replace the old. */
function progressBody(v: Values, edit: boolean) {
  const { projectUniId, ...fields } = schemaValues(progressCreate, v);
  return buildFormData({ ...fields, ...(edit ? {} : { projectUniId }), percent: String(v.percent), images: v.images.added, ...scheduleBody(v) });
}

/** today in Dhaka (UTC+6), the date a new update starts with. */
const today = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

/** Add Progress and Edit Progress (issue 45 item 4): one form, the update's project given by the screen. */
export function ProgressForm({ projectUniId, update }: { projectUniId: string; update?: ProgressUpdate }) {
  const form = useZodForm(progressFormSchema, {
    defaultValues: {
      ...textDefaults(progressCreate, update),
      projectUniId,
      date: update?.date ?? today(),
      stage: update?.stage ?? "piling",
      percent: update?.percent ?? 0,
      status: update?.status ?? "pending",
      images: fileValue(update?.images),
      ...scheduleDefaults(update),
    },
  });
  const create = useCreateProgress();
  const edit = useUpdateProgress();
  const submit = useFormSubmit(form, {
    confirm: update && { title: "Update progress", message: "Are you sure you want to update this progress update?", confirmLabel: "Update" },
    send: (values, onProgress) =>
      update ? edit.mutateAsync({ uniId: update.uniId, body: progressBody(values, true), onProgress }) : create.mutateAsync({ body: progressBody(values, false), onProgress }),
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Date" error={errors.date?.message}>
          <Input type="date" {...form.register("date")} />
        </FormField>
        <SelectField label="Stage" error={errors.stage?.message} field={form.register("stage")} options={optionsOf(PROGRESS_STAGES, stageLabel)} />
        <FormField label="Percent complete" error={errors.percent?.message} hint="A whole number from 0 to 100.">
          <Input type="number" inputMode="numeric" min={0} max={100} step={1} {...form.register("percent")} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Building" error={errors.building?.message} hint="Optional: which building of the project.">
          <Input {...form.register("building")} />
        </FormField>
        <SelectField label="Status" error={errors.status?.message} field={form.register("status")} options={optionsOf(statusOptions("progress", update?.status), statusLabel)} />
      </div>
      <BilingualField form={form} name="text" label="Text" labelBn="বিবরণ" rows={4} />
      <FileField
        control={form.control}
        name="images"
        label="Photos"
        error={errors.images?.message}
        hint={`Up to ${PROGRESS_IMAGES} photos. ${update?.images.length ? "New photos replace the ones shown. " : ""}Large photos are downscaled before upload.`}
        accept="image/*"
        multiple
      />
      <FormField label="Video link" error={errors.videoLink?.message} hint="Optional: a YouTube embed link (https://www.youtube.com/embed/…).">
        <Input type="url" {...form.register("videoLink")} />
      </FormField>
      <ScheduleFields register={form.register} errors={errors} />
      <FormActions submitLabel={update ? "Update Progress" : "Add Progress"} submitting={submit.submitting} progress={submit.progress} errors={submit.formErrors} />
    </form>
  );
}

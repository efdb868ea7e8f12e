import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { z } from "zod";
import { BilingualField } from "@/dashboard/components/bilingual/bilingual-field";
import { BengaliMissingBadge, lacksBengali, useNeedsTranslation } from "@/dashboard/components/bilingual/translation-status";
import type { Column } from "@/dashboard/components/data-table/types";
import { type FileValue, fileValue } from "@/dashboard/components/file-input/file-value";
import { FileField } from "@/dashboard/components/form/file-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { schemaValues, textDefaults } from "@/dashboard/components/form/schema-defaults";
import { optionsOf, SelectField } from "@/dashboard/components/form/select-field";
import { statusOptions } from "@/dashboard/components/form/status-options";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { ManageScreen } from "@/dashboard/components/manage-screen/manage-screen";
import { PublishingActions } from "@/dashboard/components/publishing/publishing-actions";
import { ScheduleFields, scheduleBody, scheduleDefaults, scheduleFormFields, scheduleOrder } from "@/dashboard/components/publishing/schedule-fields";
import { StatusBadge, statusLabel } from "@/dashboard/components/status-badge";
import { projectDetailsQuery } from "@/dashboard/features/projects/api/get-project-details";
import { BackToProject } from "@/dashboard/features/projects/components/back-to-project";
import { itemLists, useCreateItem, useDeleteItem, useItemList, useUpdateItem } from "@/dashboard/lib/item-api";
import { buildFormData } from "@/dashboard/lib/multipart";
import { staffDefaultsForPublicQuery } from "@/dashboard/lib/staff-query";
import { Input } from "@/shared/components/ui/input";
import { paths } from "@/shared/config/paths";
import { formatDate } from "@/shared/lib/contract";
import { PROGRESS_IMAGES, PROGRESS_STAGES, type ProgressUpdate, progressCreate } from "../../../worker/contract/progress";

/**
 * The Progress screen (issue 45 item 4), all of it: its columns, its one form for add and edit, and the
 * screen. Its calls are the generic item hooks (dashboard/lib/item-api.ts), keyed by the registry's name.
 */

/** A stage's English word (the dashboard is in English; the site's words are web/shared/i18n/{en,bn}/progress.json). */
const stageLabel = (stage: string) => stage.charAt(0).toUpperCase() + stage.slice(1);

/** An update whose text has no Bengali twin yet. */
const progressLacksBengali = (u: ProgressUpdate) => !!u.text && lacksBengali(u, ["text"]);

/** The Progress screen's columns: date, stage and percent, status, and the publishing cell (preview on the project's page). */
const progressColumns = (page: string): Column<ProgressUpdate>[] => [
  {
    id: "date",
    header: "Date",
    cell: (u) => (
      <>
        <span className="font-medium text-ink-900">{formatDate(u.date, "en")}</span>
        {u.building && <span className="block text-xs text-muted-foreground">{u.building}</span>}
        {progressLacksBengali(u) && <BengaliMissingBadge />}
      </>
    ),
    sortValue: (u) => u.date,
  },
  { id: "stage", header: "Stage", cell: (u) => `${stageLabel(u.stage)} · ${u.percent}%`, sortValue: (u) => u.percent },
  { id: "status", header: "Status", cell: (u) => <StatusBadge status={u.status} />, sortValue: (u) => u.status.toLowerCase(), className: "w-32" },
  {
    id: "publishing",
    header: "Publishing",
    cell: (u) => <PublishingActions resource="progress" item={u} label={`${stageLabel(u.stage)} ${u.percent}% (${u.date})`} lists={itemLists("progress")} page={page} />,
  },
];

/** The search box looks in the date, stage, building, text, status and id. */
const progressSearchFields = (u: ProgressUpdate) => [u.date, u.stage, u.building, u.text, u.status, u.uniId];

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
function ProgressForm({ projectUniId, update }: { projectUniId: string; update?: ProgressUpdate }) {
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
  const create = useCreateItem("progress");
  const edit = useUpdateItem("progress");
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
        form={form}
        name="images"
        label="Photos"
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

/**
 * /dashboard/projects/projects/{uniId}/progress (issue 45 item 4): a project's construction updates,
 * newest first; add, edit, delete (to the Trash), and each one's preview on the project's page and History.
 */
export function Component() {
  const { uniId = "" } = useParams();
  const project = useQuery({ ...projectDetailsQuery(uniId), ...staffDefaultsForPublicQuery });
  const updates = useItemList("progress", { project: uniId });
  const remove = useDeleteItem("progress");
  const translation = useNeedsTranslation(progressLacksBengali);
  const name = project.data?.name ?? uniId;

  return (
    <ManageScreen
      title={`Progress: ${name}`}
      description="Construction updates shown on the project's page once approved, newest first."
      list={updates}
      loadError="Failed to fetch progress updates"
      resource="progress"
      table={{
        columns: progressColumns(paths.project(uniId)),
        searchFields: progressSearchFields,
        searchPlaceholder: "Search by date, stage, building or status",
        rowLabel: (u) => `${u.stage} ${u.percent}% (${u.date})`,
        toolbar: translation.toolbar,
        empty: translation.empty("No progress updates yet. Add the first with Add Progress."),
      }}
      headerActions={<BackToProject uniId={uniId} />}
      create={{ label: "Add Progress", title: "Add Progress", render: () => <ProgressForm projectUniId={uniId} /> }}
      edit={{ title: "Edit Progress", render: (u) => <ProgressForm projectUniId={uniId} update={u} /> }}
      remove={{ run: (u) => remove.mutateAsync(u.uniId) }}
      rowFilter={translation.rowFilter}
    />
  );
}

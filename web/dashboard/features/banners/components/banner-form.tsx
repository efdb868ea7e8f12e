import { z } from "zod";
import { type FileValue, fileValue, firstAdded } from "@/dashboard/components/file-input/file-value";
import { BilingualField } from "@/dashboard/components/bilingual/bilingual-field";
import { FileField } from "@/dashboard/components/form/file-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { optionsOf, SelectField } from "@/dashboard/components/form/select-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { schemaValues, textDefaults } from "@/dashboard/components/form/schema-defaults";
import { statusLabel } from "@/dashboard/components/status-badge";
import { statusOptions } from "@/dashboard/components/form/status-options";
import { BANNER_IMAGE_MESSAGE, type Banner, bannerCreate } from "@/shared/lib/contract";
import { buildFormData } from "@/dashboard/lib/multipart";
import { ScheduleFields, scheduleBody, scheduleDefaults, scheduleFormFields, scheduleOrder } from "@/dashboard/components/publishing/schedule-fields";
import { useCreateBanner } from "../api/create-banner";
import { useUpdateBanner } from "../api/update-banner";

/** The API's own rules (docs/product.md §5 "Add/Edit banner"), plus the file: required to create, optional to edit. */
export const bannerFormSchema = (mode: "create" | "edit") =>
  bannerCreate
    .extend({
      imagesVideos: z
        .custom<FileValue>()
        .refine((v) => mode === "edit" || v.added.length > 0, { message: BANNER_IMAGE_MESSAGE }),
      ...scheduleFormFields,
    })
    .superRefine(scheduleOrder);
type Values = z.output<ReturnType<typeof bannerFormSchema>>;

/** docs/product.md §7 multipart fields; only the first file is sent; an empty project unlinks the banner. */
export const bannerBody = (v: Values) =>
  buildFormData({ ...schemaValues(bannerCreate, v), foreignKey: v.foreignKey ?? null, imagesVideos: firstAdded(v.imagesVideos), ...scheduleBody(v) });

export type ProjectOption = { uniId: string; name: string };

type Props = {
  /** The banner to edit; without it the form creates one. */
  banner?: Banner;
  /** Projects a banner may link to (the page loads them: features do not import each other). */
  projects: ProjectOption[];
  /** Create Banner from a project's row: that project is chosen already. */
  projectUniId?: string;
};

/** Create Banner and Edit Banner (docs/product.md §2 modals). An update asks first (docs/product.md §5). */
export function BannerForm({ banner, projects, projectUniId }: Props) {
  const form = useZodForm(bannerFormSchema(banner ? "edit" : "create"), {
    defaultValues: {
      ...textDefaults(bannerCreate, banner),
      status: banner?.status ?? "pending",
      foreignKey: banner?.foreignKey ?? projectUniId ?? "",
      imagesVideos: fileValue(banner?.imagesVideos),
      ...scheduleDefaults(banner),
    },
  });
  const update = useUpdateBanner();
  const create = useCreateBanner();
  const submit = useFormSubmit(form, {
    confirm: banner && { title: "Update banner", message: "Are you sure you want to update this banner?", confirmLabel: "Update" },
    send: (values, onProgress) =>
      banner ? update.mutateAsync({ uniId: banner.uniId, body: bannerBody(values), onProgress }) : create.mutateAsync({ body: bannerBody(values), onProgress }),
  });
  const { errors } = form.formState;
  // Keep a project the list has not loaded, so opening and saving the form never unlinks it silently.
  const linked = banner?.foreignKey;
  const options = linked && !projects.some((p) => p.uniId === linked) ? [{ uniId: linked, name: banner.project?.name ?? linked }, ...projects] : projects;

  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <BilingualField form={form} name="title" label="Title" labelBn="শিরোনাম" />
      <BilingualField form={form} name="description" label="Description" labelBn="বিবরণ" rows={4} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Status" error={errors.status?.message} field={form.register("status")} options={optionsOf(statusOptions("banners", banner?.status), statusLabel)} />
        <SelectField
          label="Project"
          error={errors.foreignKey?.message}
          field={form.register("foreignKey")}
          placeholder="No project"
          options={options.map((p) => ({ value: p.uniId, label: p.name }))}
        />
      </div>
      <FileField
        form={form}
        name="imagesVideos"
        label="Image or video"
        hint="A photo (JPEG, PNG, WebP, AVIF or GIF, up to 5 MB) or an MP4/WebM video (up to 50 MB). Large photos are downscaled before upload."
        accept="image/*,video/mp4,video/webm"
      />
      <ScheduleFields register={form.register} errors={errors} />
      <FormActions submitLabel={banner ? "Update Banner" : "Create Banner"} submitting={submit.submitting} progress={submit.progress} errors={submit.formErrors} />
    </form>
  );
}

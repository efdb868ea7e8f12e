import { z } from "zod";
import { type FileValue, fileValue, firstAdded } from "@/dashboard/components/file-input/file-value";
import { BilingualField } from "@/dashboard/components/bilingual/bilingual-field";
import { FileField } from "@/dashboard/components/form/file-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { optionsOf, SelectField } from "@/dashboard/components/form/select-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { statusLabel } from "@/dashboard/components/status-badge";
import { type ContentItem, contentCreate, NEWS_TAGS, newsEventCreate } from "@/shared/lib/contract";
import type { UploadProgress } from "@/dashboard/lib/multipart";
import { buildFormData } from "@/dashboard/lib/multipart";
import { ScheduleFields, scheduleBody, scheduleDefaults, scheduleFormFields, scheduleOrder } from "@/dashboard/components/publishing/schedule-fields";
import { fromParagraphs, toParagraphs } from "@/dashboard/lib/paragraphs";
import { statusOptions } from "@/dashboard/components/form/status-options";

/**
 * docs/product.md §5 "News event, blog and coverage add": Title, Image and Status required, Tag too for
 * news events; the image optional on edit. The messages are the API's own (contract/content.ts).
 */
export const contentFormSchema = (mode: "create" | "edit", withTag: boolean) =>
  contentCreate
    .pick({ title: true, titleBn: true, status: true })
    .extend({
      tag: z.string(),
      description: z.string(),
      descriptionBn: z.string(),
      mainImage: z.custom<FileValue>().refine((v) => mode === "edit" || v.added.length > 0, { message: "Image is required" }),
      ...scheduleFormFields,
    })
    .superRefine((v, ctx) => {
      scheduleOrder(v, ctx);
      if (!withTag) return;
      const tag = newsEventCreate.shape.tag.safeParse(v.tag);
      if (!tag.success) ctx.addIssue({ code: "custom", path: ["tag"], message: tag.error.issues[0]?.message ?? "Tag is required" });
    });
type Values = z.output<ReturnType<typeof contentFormSchema>>;

/** docs/product.md §7 multipart fields. An emptied description is sent as "" (an empty list), not left out. */
export const contentBody = (v: Values, withTag: boolean, editing: boolean) => {
  const paragraphs = toParagraphs(v.description);
  const paragraphsBn = toParagraphs(v.descriptionBn);
  return buildFormData({
    title: v.title,
    titleBn: v.titleBn ?? "",
    status: v.status,
    ...(withTag ? { tag: v.tag } : {}),
    mainDescription: paragraphs.length ? paragraphs : editing ? null : undefined,
    mainDescriptionBn: paragraphsBn.length ? paragraphsBn : editing ? null : undefined,
    mainImage: firstAdded(v.mainImage),
    ...scheduleBody(v),
  });
};

export type SaveContent = (body: FormData, onProgress: (p: UploadProgress) => void) => Promise<unknown>;

type Props = {
  /** The item to edit; without it the form adds one. */
  item?: ContentItem;
  withTag: boolean;
  /** The type's create or update mutation (the page passes it: features do not import each other). */
  save: SaveContent;
  submitLabel: string;
};

/** Add and edit of a blog, coverage item or news event: one form for the three (docs/product.md §2). */
export function ContentForm({ item, withTag, save, submitLabel }: Props) {
  const form = useZodForm(contentFormSchema(item ? "edit" : "create", withTag), {
    defaultValues: {
      title: item?.title ?? "",
      titleBn: item?.titleBn ?? "",
      tag: item?.tag ?? "",
      status: item?.status ?? "",
      description: fromParagraphs(item?.mainDescription),
      descriptionBn: fromParagraphs(item?.mainDescriptionBn),
      mainImage: fileValue(item?.mainImage),
      ...scheduleDefaults(item),
    },
  });
  const submit = useFormSubmit(form, { send: (values, onProgress) => save(contentBody(values, withTag, !!item), onProgress) });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <BilingualField form={form} name="title" label="Title" labelBn="শিরোনাম" />
      <div className="grid gap-4 sm:grid-cols-2">
        {withTag && <SelectField label="Tag" error={errors.tag?.message} field={form.register("tag")} placeholder="Select a tag" options={optionsOf(NEWS_TAGS, statusLabel)} />}
        <SelectField label="Status" error={errors.status?.message} field={form.register("status")} placeholder="Select a status" options={optionsOf(statusOptions("blogs", item?.status), statusLabel)} />
      </div>
      <BilingualField form={form} name="description" label="Description" labelBn="বিবরণ" rows={6} hint="One paragraph per line; blank lines are dropped." />
      <FileField form={form} name="mainImage" label="Image" hint="JPEG, PNG, WebP, AVIF or GIF, up to 5 MB. Large photos are downscaled before upload." />
      <ScheduleFields register={form.register} errors={errors} />
      <FormActions submitLabel={submitLabel} submitting={submit.submitting} progress={submit.progress} errors={submit.formErrors} />
    </form>
  );
}

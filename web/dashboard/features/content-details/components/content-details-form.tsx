import { Trash2 } from "lucide-react";
import { z } from "zod";
import { type FileValue, fileValue } from "@/dashboard/components/file-input/file-value";
import { BilingualField } from "@/dashboard/components/bilingual/bilingual-field";
import { FileField } from "@/dashboard/components/form/file-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { useConfirm } from "@/dashboard/components/modal/confirm-dialog";
import { useModal } from "@/dashboard/components/modal/modal";
import { Button } from "@/shared/components/ui/button";
import { Input } from "@/shared/components/ui/input";
import { CONTENT_TYPE_INFO, type ContentDetails, type ContentType, contentDetailsUpdate } from "@/shared/lib/contract";
import { buildFormData } from "@/dashboard/lib/multipart";
import { fromParagraphs, toParagraphs } from "@/dashboard/lib/paragraphs";
import { useCreateContentDetails } from "../api/create-content-details";
import { useDeleteContentDetails } from "../api/delete-content-details";
import { useUpdateContentDetails } from "../api/update-content-details";

/** docs/product.md §8: shown in the red box when the server gave no message of its own. */
export const DETAILS_FAILURE = "Failed to add CNB details";

/** docs/product.md §5 "Content details": only the content type is required (the screen sets it); the links are checked as the API does. */
const schema = z.object({
  detailsDescription: z.string(),
  detailsDescriptionBn: z.string(),
  projectLink: contentDetailsUpdate.shape.projectLink.unwrap(),
  youtubeLink: contentDetailsUpdate.shape.youtubeLink.unwrap(),
  images: z.custom<FileValue>(),
});
type Values = z.output<typeof schema>;

/** docs/product.md §7: add sends the type as cnbStatus, edit as contentType; new images replace the list. */
export const detailsBody = (v: Values, type: ContentType, foreignKey: string, editing: boolean) => {
  const paragraphs = toParagraphs(v.detailsDescription);
  const paragraphsBn = toParagraphs(v.detailsDescriptionBn);
  return buildFormData({
    foreignKey,
    [editing ? "contentType" : "cnbStatus"]: type,
    detailsDescription: paragraphs.length ? paragraphs : editing ? null : undefined,
    detailsDescriptionBn: paragraphsBn.length ? paragraphsBn : editing ? null : undefined,
    projectLink: v.projectLink,
    youtubeLink: v.youtubeLink,
    images: v.images.added,
  });
};

type Props = {
  type: ContentType;
  /** The blog, coverage item or news event (its uniId is the details' foreignKey). */
  owner: { uniId: string; title: string };
  /** Its details record: the form edits it; without it the form adds one. */
  details: ContentDetails | null;
};

/** Add Details / Edit Details (modal states add-cnb-details, edit-cnb-details). Failures keep the form open with a red box. */
export function ContentDetailsForm({ type, owner, details }: Props) {
  const form = useZodForm(schema, {
    defaultValues: {
      detailsDescription: fromParagraphs(details?.detailsDescription),
      detailsDescriptionBn: fromParagraphs(details?.detailsDescriptionBn),
      projectLink: details?.projectLink ?? "",
      youtubeLink: details?.youtubeLink ?? "",
      images: fileValue(details?.images),
    },
  });
  const create = useCreateContentDetails();
  const update = useUpdateContentDetails();
  const submit = useFormSubmit(form, {
    failureInForm: DETAILS_FAILURE,
    send: (values, onProgress) => {
      const body = detailsBody(values, type, owner.uniId, !!details);
      return details ? update.mutateAsync({ uniId: details.uniId, body, onProgress }) : create.mutateAsync({ body, onProgress });
    },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <FormField label="Content type" hint={`The details of ${owner.title}.`}>
        <Input value={CONTENT_TYPE_INFO[type].label} readOnly />
      </FormField>
      <BilingualField form={form} name="detailsDescription" label="Details description" labelBn="বিস্তারিত বিবরণ" rows={8} hint="One paragraph per line; blank lines are dropped." />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Project link" hint="A site path such as /projects/… or an https link." error={errors.projectLink?.message}>
          <Input {...form.register("projectLink")} />
        </FormField>
        <FormField label="YouTube link" hint="An embed link: https://www.youtube.com/embed/…" error={errors.youtubeLink?.message}>
          <Input {...form.register("youtubeLink")} />
        </FormField>
      </div>
      <FileField
        form={form}
        name="images"
        label="Images"
        hint={details?.images.length ? "New images replace the ones shown. Large photos are downscaled before upload." : "Several images allowed. Large photos are downscaled before upload."}
        multiple
      />
      <FormActions submitLabel={details ? "Update Details" : "Add Details"} submitting={submit.submitting} progress={submit.progress} errors={submit.formErrors} />
      {details && <DeleteDetails uniId={details.uniId} />}
    </form>
  );
}

/** Removes the details record (the item stays), behind a confirmation. */
function DeleteDetails({ uniId }: { uniId: string }) {
  const confirm = useConfirm();
  const modal = useModal();
  const remove = useDeleteContentDetails();
  const run = async () => {
    const ok = await confirm({ title: "Delete details", message: "Are you sure you want to delete these details?", confirmLabel: "Delete", destructive: true });
    if (!ok) return;
    await remove.mutateAsync(uniId).then(() => modal?.close(), () => undefined);
  };
  return (
    <Button type="button" variant="ghost" className="self-start text-destructive" onClick={() => void run()} disabled={remove.isPending}>
      <Trash2 aria-hidden="true" />
      Delete Details
    </Button>
  );
}

import { z } from "zod";
import { type FileValue, fileValue, firstAdded } from "@/dashboard/components/file-input/file-value";
import { BilingualField } from "@/dashboard/components/bilingual/bilingual-field";
import { FileField } from "@/dashboard/components/form/file-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { textDefaults } from "@/dashboard/components/form/schema-defaults";
import { Input, Textarea } from "@/shared/components/ui/input";
import { type ContactInformation, contactInformationUpdate, formatPhone, PHONE_HINT } from "@/shared/lib/contract";
import { buildFormData } from "@/dashboard/lib/multipart";
import { useUpdateContactInformation } from "../api/update-contact-information";

/** The API's own rules (worker/contract/contact-information.ts), every field sent; the background is a file. */
const schema = contactInformationUpdate.extend({
  phones: z.string(),
  businesses: z.string(),
  businessesBn: z.string(),
  image: z.custom<FileValue>(),
});
type Values = z.output<typeof schema>;
const rules = contactInformationUpdate.required({ phone: true, phones: true, email: true, address: true });
const formSchema = schema.superRefine((v, ctx) => {
  // Phones and businesses are typed one per line; the API's list rules check them as the server will.
  const parsed = rules.pick({ phones: true, businesses: true, businessesBn: true }).safeParse({ phones: v.phones, businesses: v.businesses, businessesBn: v.businessesBn });
  if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: [issue.path[0] ?? "phones"], message: issue.message });
});

const body = ({ image, ...v }: Values) => buildFormData({ ...v, image: firstAdded(image) });

/** Settings > Company: the contact details every public page shows (docs/decisions.md "One source"). */
export function ContactInformationForm({ info, salesEmail }: { info: ContactInformation | null; salesEmail: string }) {
  const form = useZodForm(formSchema, {
    defaultValues: {
      ...textDefaults(contactInformationUpdate, info),
      phone: formatPhone(info?.phone),
      phones: (info?.phones ?? []).map(formatPhone).join("\n"),
      whatsapp: info?.whatsapp ? formatPhone(info.whatsapp) : "",
      businesses: (info?.businesses ?? []).join("\n"),
      businessesBn: (info?.businessesBn ?? []).join("\n"),
      image: fileValue(info?.image),
      salesEmail,
    },
  });
  const update = useUpdateContactInformation();
  const submit = useFormSubmit(form, { send: (values, onProgress) => update.mutateAsync({ body: body(values), onProgress }) });
  const { errors } = form.formState;
  const text = (name: "phone" | "email" | "socialHandle" | "address" | "facebook" | "instagram" | "youtube" | "whatsapp" | "salesEmail", label: string, hint?: string) => (
    <FormField label={label} error={errors[name]?.message} hint={hint}>
      <Input {...form.register(name)} />
    </FormField>
  );
  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4" aria-label="Contact information">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("phone", "Hotline", PHONE_HINT)}
        {text("whatsapp", "WhatsApp number", "Leave empty to hide the chat button.")}
        <FormField label="Phone numbers" error={errors.phones?.message} hint="One per line; the footer shows them in this order.">
          <Textarea rows={4} {...form.register("phones")} />
        </FormField>
        {text("email", "Email")}
        {text("socialHandle", "Social handle")}
        {text("salesEmail", "Sales email", "New leads from the website are announced here. Never shown on the website.")}
      </div>
      <BilingualField form={form} name="businesses" label="Businesses" labelBn="ব্যবসাসমূহ" rows={4} hint="One per line; shown in the footer and on the About page." />
      <BilingualField form={form} name="address" label="Address" labelBn="ঠিকানা" rows={2} />
      <div className="grid gap-4 sm:grid-cols-3">
        {text("facebook", "Facebook link")}
        {text("instagram", "Instagram link")}
        {text("youtube", "YouTube link")}
      </div>
      <FormField label="Map embed link" error={errors.mapEmbed?.message} hint="Google Maps > Share > Embed a map: the link inside src=&quot;…&quot;.">
        <Input {...form.register("mapEmbed")} />
      </FormField>
      <FileField form={form} name="image" label="Background image" hint="Behind the contact block and the home page's contact strip. JPEG, PNG, WebP, AVIF or GIF, up to 5 MB." />
      <FormActions submitLabel="Save contact information" submitting={submit.submitting} progress={submit.progress} errors={submit.formErrors} />
    </form>
  );
}

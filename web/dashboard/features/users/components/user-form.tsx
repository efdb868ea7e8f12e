import { useState } from "react";
import { z } from "zod";
import { type FileValue, fileValue, firstAdded } from "@/dashboard/components/file-input/file-value";
import { FileField } from "@/dashboard/components/form/file-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { textDefaults } from "@/dashboard/components/form/schema-defaults";
import { Input } from "@/shared/components/ui/input";
import { NativeSelect } from "@/shared/components/ui/native-select";
import { PasswordInput } from "@/dashboard/components/ui/password-input";
import { DESIGNATIONS, formatPhone, PHONE_HINT, roleOf, type User, userCreate } from "@/shared/lib/contract";
import { buildFormData } from "@/dashboard/lib/multipart";
import { useCreateUser } from "../api/create-user";
import { useUpdateUser } from "../api/update-user";

/** docs/product.md §5 "Users": the API's own rules; the password only on create; the picture optional (images only). */
const picture = z.custom<FileValue>();
const createSchema = userCreate.omit({ image: true }).extend({ image: picture });
/** One's own e-mail changes only with the current password (worker/lib/reauth.ts); the server says when it is missing. */
const editSchema = userCreate.omit({ image: true, password: true }).extend({ image: picture, currentPassword: z.string().optional() });
type CreateValues = z.output<typeof createSchema>;

/** docs/product.md §7 multipart fields; the picture only when one was chosen. */
const userBody = ({ image, currentPassword, ...fields }: Omit<CreateValues, "password"> & { password?: string; currentPassword?: string }) =>
  buildFormData({ ...fields, ...(currentPassword ? { currentPassword } : {}), image: firstAdded(image) });

/** The designation select's choice for a title that is none of the three roles. */
const OTHER = "other";

const TEXT_FIELDS = [
  ["name", "Name", "name"],
  ["username", "Username", "username"],
  ["email", "Email", "email"],
  ["employeeId", "Employee ID", "off"],
  ["department", "Department", "organization-title"],
  ["phone", "Phone", "tel"],
] as const;

type Props = {
  /** The user to edit; without it the form creates one. */
  user?: User;
  /** User Details in View mode: every field read-only and no save button. */
  readOnly?: boolean;
  /** The signed-in user's own account: a new e-mail address asks for the current password. */
  self?: boolean;
};

/** Create User (Cancel, Create User) and the edit half of User Details (Save Changes, Close). */
export function UserForm({ user, readOnly = false, self = false }: Props) {
  const form = useZodForm(user ? editSchema : createSchema, {
    defaultValues: {
      ...textDefaults(editSchema.omit({ image: true, currentPassword: true }), user),
      phone: user ? formatPhone(user.phone) : "",
      image: fileValue(user?.image),
      ...(user ? { currentPassword: "" } : { password: "" }),
    },
  });
  const emailChanged = self && !readOnly && !!user && form.watch("email").trim().toLowerCase() !== user.email.toLowerCase();
  const create = useCreateUser();
  const update = useUpdateUser();
  const submit = useFormSubmit(form, {
    send: (values, onProgress) =>
      user ? update.mutateAsync({ id: user.id, body: userBody(values), onProgress }) : create.mutateAsync({ body: userBody(values as CreateValues), onProgress }),
  });
  const errors = form.formState.errors as Partial<Record<keyof CreateValues | "currentPassword", { message?: string }>>;
  const [choice, setChoice] = useState(() => (user ? (roleOf(user.designation) ?? OTHER) : ""));
  const choose = (value: string) => {
    setChoice(value);
    form.setValue("designation", value === OTHER ? "" : value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(([name, label, autoComplete]) => (
          <FormField key={name} label={label} error={errors[name]?.message} hint={name === "phone" && !readOnly ? PHONE_HINT : undefined}>
            <Input {...form.register(name)} readOnly={readOnly} autoComplete={autoComplete} type={name === "email" ? "email" : name === "phone" ? "tel" : "text"} />
          </FormField>
        ))}
        {/* Chosen from the list (issue 42): a typed "Sales Manager" signed in to an empty dashboard. Another
            title stays possible (docs/product.md §6), but only by choosing it, with what it means said. */}
        <FormField label="Designation" error={choice === OTHER ? undefined : errors.designation?.message} hint={readOnly ? undefined : "Manager, Admin or Super-Admin decide the menus."}>
          <NativeSelect value={choice} disabled={readOnly} onChange={(e) => choose(e.target.value)}>
            <option value="">Choose a designation</option>
            {DESIGNATIONS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
            <option value={OTHER}>Another title (no dashboard menus)</option>
          </NativeSelect>
        </FormField>
        {choice === OTHER && (
          <FormField label="Other designation" error={errors.designation?.message} hint={readOnly ? undefined : "This title opens no dashboard menu: its user signs in to an empty dashboard."}>
            <Input {...form.register("designation")} readOnly={readOnly} autoComplete="off" />
          </FormField>
        )}
        {!user && (
          <FormField label="Password" error={errors.password?.message} hint="At least 8 characters.">
            <PasswordInput {...form.register("password" as "name")} autoComplete="new-password" />
          </FormField>
        )}
        {emailChanged && (
          <FormField label="Current password" error={errors.currentPassword?.message} hint="Your account's alerts go to this address: changing it needs your password.">
            <PasswordInput {...form.register("currentPassword" as "name")} autoComplete="current-password" />
          </FormField>
        )}
      </div>
      {readOnly ? (
        user?.image && <img src={user.image} alt={user.name} className="size-24 rounded-full object-cover" />
      ) : (
        <FileField form={form} name="image" label="Profile picture" hint="Optional. An image file (JPEG, PNG, WebP, AVIF or GIF)." />
      )}
      {!readOnly && (
        <FormActions
          submitLabel={user ? "Save Changes" : "Create User"}
          cancelLabel={user ? "Close" : "Cancel"}
          submitting={submit.submitting}
          progress={submit.progress}
          errors={submit.formErrors}
        />
      )}
    </form>
  );
}

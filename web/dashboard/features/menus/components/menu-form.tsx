import { useWatch } from "react-hook-form";
import { z } from "zod";
import { type FileValue, fileValue, firstAdded } from "@/dashboard/components/file-input/file-value";
import { FileField } from "@/dashboard/components/form/file-field";
import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { SelectField } from "@/dashboard/components/form/select-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { Input } from "@/shared/components/ui/input";
import { menuCreate, menuUpdate } from "@/shared/lib/contract";
import { buildFormData } from "@/dashboard/lib/multipart";
import { useCreateMenu } from "../api/create-menu";
import { useUpdateMenu } from "../api/update-menu";
import type { MenuRow } from "../lib/menu-rows";

const icons = { icon: z.custom<FileValue>(), active_icon: z.custom<FileValue>() };
/** Add: the API's rules (uni_id, Name, Path required). Edit: docs/product.md §5 "no required rule", empty keeps the value. */
const createSchema = menuCreate.extend({ parent: z.string(), ...icons });
const editSchema = menuUpdate.pick({ name: true, path: true }).extend({ uni_id: z.string(), parent: z.string(), ...icons });
type Values = z.output<typeof createSchema> | z.output<typeof editSchema>;

/** Multipart: icons only on menus (the API refuses them on submenus); an empty parent adds a top-level menu. */
export const menuBody = (v: Values, editing: boolean) => {
  const isMenu = !v.parent;
  return buildFormData({
    ...(editing ? {} : { uni_id: v.uni_id, parent: v.parent || undefined }),
    name: v.name ?? "",
    path: v.path ?? "",
    icon: isMenu ? firstAdded(v.icon) : undefined,
    active_icon: isMenu ? firstAdded(v.active_icon) : undefined,
  });
};

type Props = {
  /** The row to edit; without it the form adds a menu or submenu. */
  row?: MenuRow;
  /** Top-level menus a new submenu may go under. */
  parents: { uni_id: string; name: string }[];
};

/** Add Menu and Edit Menu (modal state edit-menu): name, path and the two icons; uni_id and parent fixed once added. */
export function MenuForm({ row, parents }: Props) {
  const form = useZodForm(row ? editSchema : createSchema, {
    defaultValues: {
      uni_id: row?.uni_id ?? "",
      name: row?.name ?? "",
      path: row?.path ?? "",
      parent: row?.parent?.uni_id ?? "",
      icon: fileValue(row?.icon),
      active_icon: fileValue(row?.active_icon),
    },
  });
  const create = useCreateMenu();
  const update = useUpdateMenu();
  const submit = useFormSubmit(form, {
    send: (values, onProgress) =>
      row ? update.mutateAsync({ uniId: row.uni_id, body: menuBody(values, true), onProgress }) : create.mutateAsync({ body: menuBody(values, false), onProgress }),
  });
  const parent = useWatch({ control: form.control, name: "parent" });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="uni_id" error={errors.uni_id?.message} hint={row ? "The permission id; it cannot change." : "3 to 12 lower-case letters or digits, e.g. rep007."}>
          <Input {...form.register("uni_id")} readOnly={!!row} autoCapitalize="none" spellCheck={false} />
        </FormField>
        <SelectField
          label="Parent menu"
          error={errors.parent?.message}
          field={form.register("parent")}
          disabled={!!row}
          placeholder="None (a top-level menu)"
          options={parents.map((p) => ({ value: p.uni_id, label: p.name }))}
        />
        <FormField label="Name" error={errors.name?.message}>
          <Input {...form.register("name")} />
        </FormField>
        <FormField label="Path" error={errors.path?.message} hint="Inside the dashboard, e.g. /reports/sales.">
          <Input {...form.register("path")} autoCapitalize="none" spellCheck={false} />
        </FormField>
      </div>
      {!parent && (
        <div className="grid gap-4 sm:grid-cols-2">
          {(["icon", "active_icon"] as const).map((name) => (
            <FileField key={name} form={form} name={name} label={name === "icon" ? "Icon" : "Active Icon"} hint={row ? "Leave empty to keep the current one." : "Optional. A small square image."} />
          ))}
        </div>
      )}
      <FormActions submitLabel={row ? "Update Menu" : "Add Menu"} submitting={submit.submitting} progress={submit.progress} errors={submit.formErrors} />
    </form>
  );
}

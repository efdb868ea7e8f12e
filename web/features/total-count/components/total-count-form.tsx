import { FormActions } from "@/components/form/form-actions";
import { FormField } from "@/components/form/form-field";
import { useFormSubmit } from "@/components/form/use-form-submit";
import { useZodForm } from "@/components/form/use-zod-form";
import { Input } from "@/components/ui/input";
import { COUNT_FIELDS, type TotalCount, totalCountUpdate } from "@/lib/contract";
import { type TotalCountFigures, useUpdateTotalCount } from "../api/update-total-count";

type Field = (typeof COUNT_FIELDS)[number];

/** The six figures of docs/product.md §3, paired as the home page shows them: projects, then their flats. */
const GROUPS: { title: string; fields: [Field, string][] }[] = [
  { title: "Planned", fields: [["totalProject", "Total Projects"], ["totalFlat", "Total Flats"]] },
  { title: "Handed over", fields: [["handoverProject", "Handover Projects"], ["handoverFlat", "Handover Flats"]] },
  { title: "Under construction", fields: [["constructionProject", "Construction Projects"], ["constructionFlat", "Construction Flats"]] },
];

// Every figure must be given here (the API would keep a left-out one, but an emptied box is a mistake).
const schema = totalCountUpdate.required({ totalProject: true, totalFlat: true, handoverProject: true, constructionProject: true, handoverFlat: true, constructionFlat: true });

/** Total Count form (docs/product.md §2, §7): the figures of the home page's counts section. */
export function TotalCountForm({ counts }: { counts: TotalCount }) {
  const form = useZodForm(schema, {
    defaultValues: Object.fromEntries(COUNT_FIELDS.map((f) => [f, String(counts[f])])) as Record<Field, string>,
  });
  const update = useUpdateTotalCount();
  const submit = useFormSubmit(form, {
    send: (values) => update.mutateAsync(Object.fromEntries(COUNT_FIELDS.map((f) => [f, values[f]])) as TotalCountFigures),
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit.onSubmit} noValidate className="flex max-w-3xl flex-col gap-6 rounded-xl border border-border bg-white p-4 shadow-sm sm:p-6">
      {GROUPS.map((g) => (
        <fieldset key={g.title} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-800">{g.title}</legend>
          {g.fields.map(([name, label]) => (
            <FormField key={name} label={label} error={errors[name]?.message}>
              <Input type="text" inputMode="numeric" autoComplete="off" {...form.register(name)} />
            </FormField>
          ))}
        </fieldset>
      ))}
      <FormActions submitLabel="Save Counts" submitting={submit.submitting} errors={submit.formErrors} />
    </form>
  );
}

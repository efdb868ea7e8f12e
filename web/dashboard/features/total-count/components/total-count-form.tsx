import { FormActions } from "@/dashboard/components/form/form-actions";
import { FormField } from "@/dashboard/components/form/form-field";
import { useFormSubmit } from "@/dashboard/components/form/use-form-submit";
import { useZodForm } from "@/dashboard/components/form/use-zod-form";
import { Input } from "@/shared/components/ui/input";
import { z } from "zod";
import { COUNT_FIELDS, MAX_COUNT, type TotalCount } from "@/shared/lib/contract";
import { type TotalCountFigures, useUpdateTotalCount } from "../api/update-total-count";

type Field = (typeof COUNT_FIELDS)[number];

/** The six figures of docs/product.md §3, paired as the home page shows them: projects, then their flats. */
const GROUPS: { title: string; fields: [Field, string][] }[] = [
  { title: "Planned", fields: [["totalProject", "Total Projects"], ["totalFlat", "Total Flats"]] },
  { title: "Handed over", fields: [["handoverProject", "Handover Projects"], ["handoverFlat", "Handover Flats"]] },
  { title: "Under construction", fields: [["constructionProject", "Construction Projects"], ["constructionFlat", "Construction Flats"]] },
];

/**
 * The API's rule for a figure (a whole number up to a million, same message) for a text box. Not the
 * API's schema itself: its number-or-text union would surface zod's "expected number" message through
 * the form resolver. Every figure must be given here (the API would keep a left-out one, but an
 * emptied box is a mistake).
 */
const figure = z.string().trim().regex(/^\d{1,7}$/, "Must be a whole number").transform(Number).pipe(z.number().max(MAX_COUNT, `Must be at most ${MAX_COUNT}`));
const schema = z.object(Object.fromEntries(COUNT_FIELDS.map((f) => [f, figure])) as Record<Field, typeof figure>);

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

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { z } from "zod";
import { FormField } from "@/dashboard/components/form/form-field";
import { Input } from "@/shared/components/ui/input";
import { dhakaInputToIso, isoToDhakaInput, type Schedule } from "@/shared/lib/contract";

/**
 * "Publish at" and "Unpublish at" in every item form (issue 32), entered as Dhaka wall-clock time
 * (datetime-local; Dhaka is UTC+6 all year) and sent as ISO 8601 with +06:00, empty for none.
 */
export const scheduleFormFields = { publishAt: z.string(), unpublishAt: z.string() };

/** The same order rule as the API's (contract/schedule.ts), on the form's own values. */
export const scheduleOrder = <T extends { publishAt: string; unpublishAt: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.publishAt && v.unpublishAt && v.unpublishAt <= v.publishAt) ctx.addIssue({ code: "custom", path: ["unpublishAt"], message: "Unpublish at must be after publish at" });
};

export const scheduleDefaults = (item?: Partial<Schedule>) => ({ publishAt: isoToDhakaInput(item?.publishAt), unpublishAt: isoToDhakaInput(item?.unpublishAt) });

export const scheduleBody = (v: { publishAt: string; unpublishAt: string }) => ({ publishAt: dhakaInputToIso(v.publishAt), unpublishAt: dhakaInputToIso(v.unpublishAt) });

type Values = { publishAt: string; unpublishAt: string };

export function ScheduleFields<T extends Values>({ register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<T> }) {
  const reg = register as unknown as UseFormRegister<Values>;
  const err = errors as FieldErrors<Values>;
  return (
    <fieldset className="grid gap-4 rounded-md border border-border p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">Schedule (Dhaka time, optional)</legend>
      <FormField label="Publish at" error={err.publishAt?.message} hint="Shown on the site from then, once approved.">
        <Input type="datetime-local" {...reg("publishAt")} />
      </FormField>
      <FormField label="Unpublish at" error={err.unpublishAt?.message} hint="Taken down (archived) then.">
        <Input type="datetime-local" {...reg("unpublishAt")} />
      </FormField>
    </fieldset>
  );
}

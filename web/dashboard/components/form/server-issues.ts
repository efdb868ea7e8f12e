import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError, type FieldIssues } from "@/shared/lib/api-error";

/**
 * Splits a 422's per-field issues into those the form has a field for (shown beside the field) and
 * the rest (shown in the form's error box), so no message from the server is ever lost.
 */
export function splitIssues(issues: FieldIssues, formFields: readonly string[]) {
  const fields: FieldIssues = {};
  const other: string[] = [];
  for (const [name, messages] of Object.entries(issues)) {
    if (formFields.includes(name)) fields[name] = messages;
    else other.push(...messages);
  }
  return { fields, other };
}

/**
 * A refusal that names the form's fields: a 422, or a 403 with issues (the re-authentication's wrong
 * password, worker/lib/reauth.ts: `{ password: [...] }`), shown on the field like a 422's.
 */
export const namesFields = (err: unknown): err is ApiError => err instanceof ApiError && (err.status === 422 || (err.status === 403 && err.hasFieldIssues));

/**
 * Puts a failed save's messages where the user will see them: 422 issues (and a 403's, above) on their
 * fields (the first one focused); anything else is returned for the form's error box. Other failures
 * return [] (toasted).
 */
export function applyServerIssues<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, err: unknown): string[] {
  if (!namesFields(err)) return [];
  if (!err.hasFieldIssues) return [err.message];
  const { fields, other } = splitIssues(err.issues, Object.keys(form.formState.defaultValues ?? {}));
  Object.entries(fields).forEach(([name, messages], i) => {
    form.setError(name as Path<T>, { type: "server", message: messages[0] }, { shouldFocus: i === 0 });
  });
  return other;
}

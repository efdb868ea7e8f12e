import type { Context } from "hono";
import type { z } from "zod";
import { fail } from "./errors";
import { IMAGE_VARIANTS_FIELD } from "../contract/image-variants";
import { type FileField, formCap } from "../storage/upload-rules";
import { readCapped } from "./capped-body";

/** `variants`: the width variants the browser made for the form's images (storage/variants.ts). */
export type ParsedForm = { fields: Record<string, string>; files: Record<string, File[]>; variants: File[] };

/**
 * Reads a multipart body once, capped to what the route's file fields can hold (formCap).
 * Files are only accepted in the route's declared file fields; empty file inputs (no file chosen)
 * are ignored. Image variants are accepted where a file field takes images. Text fields are
 * validated by the caller's strict schema.
 */
export async function readForm(c: Context, fileFields: FileField[]): Promise<ParsedForm> {
  const type = c.req.header("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) fail(415, "Send this form as multipart/form-data.");
  const form = await readCapped(c, formCap(fileFields), (r) => r.formData(), "The form data could not be read.");
  const fields: Record<string, string> = {};
  const files: Record<string, File[]> = {};
  const variants: File[] = [];
  const allowed = new Set(fileFields.map((f) => f.name));
  if (fileFields.some((f) => f.rule.kinds.includes("image"))) allowed.add(IMAGE_VARIANTS_FIELD);
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      fields[name] = value;
      continue;
    }
    if (value.size === 0 && !value.name) continue;
    if (!allowed.has(name)) fail(422, `Unexpected file field: ${name}`, { [name]: ["No file is accepted here"] });
    if (name === IMAGE_VARIANTS_FIELD) variants.push(value);
    else (files[name] ??= []).push(value);
  }
  for (const f of fileFields) {
    if (!f.multiple && (files[f.name]?.length ?? 0) > 1) files[f.name] = files[f.name]!.slice(0, 1);
  }
  return { fields, files, variants };
}

/** Validates with a zod schema; 422 with per-field messages in the product's wording (docs/product.md §5). */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issues: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join(".") || "_";
      const message = issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : issue.message;
      (issues[key] ??= []).push(message);
    }
    const first = Object.values(issues)[0]?.[0] ?? "Invalid input";
    fail(422, first, issues);
  }
  return result.data;
}

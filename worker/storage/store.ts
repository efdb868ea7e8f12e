import { uploads } from "../db/schema/index";
import type { Db } from "../db/client";
import { fail } from "../lib/errors";
import { contentKey, keyToPath } from "./keys";
import { sniff, type Sniffed } from "./sniff";
import { type FileField, maxBytesFor } from "./upload-rules";
import { checkVariants } from "./variants";

type Checked = { field: FileField; bytes: Uint8Array; type: Sniffed; filename: string };
export type Stored = { paths: Record<string, string[]>; registry: Array<{ key: string; contentType: string; size: number }> };

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, "_").slice(-100) || "file";

/** Checks every file by its bytes before anything is written: a bad file stores nothing. */
async function check(fields: FileField[], files: Record<string, File[]>): Promise<Checked[]> {
  const out: Checked[] = [];
  for (const field of fields) {
    for (const file of files[field.name] ?? []) {
      if (file.size > field.rule.maxBytes) fail(413, `${field.name} is too large: it must be ${field.rule.label}.`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (bytes.length === 0) fail(422, `${field.name} is an empty file.`, { [field.name]: ["The file is empty"] });
      const type = sniff(bytes);
      if (!type || !field.rule.kinds.includes(type.kind) || (field.rule.types && !field.rule.types.includes(type.mime))) {
        fail(415, `${field.name} must be ${field.rule.label}.`, { [field.name]: [`Unsupported file: ${safeName(file.name)}`] });
      }
      if (bytes.length > maxBytesFor(field.rule, type.kind)) fail(413, `${field.name} is too large: it must be ${field.rule.label}.`);
      out.push({ field, bytes, type, filename: safeName(file.name) });
    }
  }
  return out;
}

/**
 * Writes the files to R2 under content-addressed keys, before any row points at them, with the
 * width variants the browser made for its images (storage/variants.ts; every file and variant is
 * checked before the first is written). Returns the files' /im paths per field and the
 * uploads-registry rows to insert in the same batch; a variant lives and is swept with its image.
 */
export async function storeFiles(bucket: R2Bucket, fields: FileField[], files: Record<string, File[]>, variants: File[] = []): Promise<Stored> {
  const checked = await check(fields, files);
  const keyed = await Promise.all(
    checked.map(async (f) => ({ ...f, key: await contentKey(f.field.folder, f.bytes, f.type.ext) })),
  );
  const sized = await checkVariants(variants, keyed.map((f) => f.key));
  await Promise.all([
    ...keyed.map(({ key, bytes, type, filename }) =>
      bucket.put(key, bytes, { httpMetadata: { contentType: type.mime }, customMetadata: { filename } }),
    ),
    ...sized.map(({ key, bytes }) => putVariantOnce(bucket, key, bytes)),
  ]);
  const stored: Stored = { paths: {}, registry: [] };
  for (const { field, key, bytes, type } of keyed) {
    (stored.paths[field.name] ??= []).push(keyToPath(key));
    stored.registry.push({ key, contentType: type.mime, size: bytes.length });
  }
  return stored;
}

/**
 * A variant is named after its original, not its own bytes (the srcset is built from the original's
 * URL), and served immutable for a year: once stored it is never replaced, so re-uploading an
 * existing image with other variants cannot change the picture other items show. It goes with its
 * image when the sweep removes that.
 */
async function putVariantOnce(bucket: R2Bucket, key: string, bytes: Uint8Array) {
  if (await bucket.head(key)) return;
  await bucket.put(key, bytes, { httpMetadata: { contentType: "image/webp" } });
}

/** The registry insert for a batch; a re-upload of the same bytes is already registered. */
export function registerUploads(db: Db, stored: Stored) {
  return stored.registry.length
    ? [db.insert(uploads).values(stored.registry).onConflictDoNothing()]
    : [];
}

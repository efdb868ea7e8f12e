import { IMAGE_VARIANTS_FIELD, imageVariant, MAX_VARIANT_BYTES, parseVariantFile } from "../contract/image-variants";
import { fail } from "../lib/errors";
import { keyToPath } from "./keys";
import { webpSize } from "./webp-size";

/** A variant ready to store: its R2 key beside its image, and its bytes. */
export type CheckedVariant = { key: string; bytes: Uint8Array };

const refuse = (status: 413 | 415 | 422, message: string, name: string): never =>
  fail(status, message, { [IMAGE_VARIANTS_FIELD]: [`${message} (${name.replace(/[^A-Za-z0-9._-]/g, "_").slice(-100)})`] });

/**
 * Checks the width variants the browser made (contract/image-variants.ts) against the images of the
 * same request, before anything is stored: each is named {hash}.w{width}.webp after an image in this
 * form that has variants (not a GIF), is sent once, is a WebP by its bytes, and is no wider than its
 * name says. The picture itself is not compared with its image: only staff upload, from our own form.
 * `originals` are the R2 keys of this request's files ("{folder}/{hash}.{ext}").
 */
export async function checkVariants(variants: File[], originals: string[]): Promise<CheckedVariant[]> {
  const out: CheckedVariant[] = [];
  const seen = new Set<string>();
  for (const file of variants) {
    const named = parseVariantFile(file.name);
    if (!named) refuse(422, "An image variant must be named {hash}.w{width}.webp", file.name);
    const { hash, width } = named!;
    const homes = originals.filter((key) => key.slice(key.indexOf("/") + 1).startsWith(`${hash}.`) && imageVariant(keyToPath(key), width));
    if (!homes.length) refuse(422, "An image variant belongs to no image in this form", file.name);
    if (seen.has(`${hash}.${width}`)) refuse(422, "An image variant was sent twice", file.name);
    seen.add(`${hash}.${width}`);
    if (file.size > MAX_VARIANT_BYTES) refuse(413, "An image variant is too large: it must be up to 1 MB", file.name);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const size = webpSize(bytes);
    if (!size) refuse(415, "An image variant must be a WebP image", file.name);
    if (size!.width > width) refuse(422, "An image variant is wider than its name says", file.name);
    for (const key of homes) out.push({ key: `${key.slice(0, key.indexOf("/"))}/${file.name}`, bytes });
  }
  return out;
}

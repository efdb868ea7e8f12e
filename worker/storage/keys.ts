import { contentHash } from "../contract/content-hash";
import { PRIVATE_FOLDERS, type StorageFolder, UPLOAD_FOLDERS, type UploadFolder } from "../contract/folders";

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
// {hash}.{ext}, and its width variants {hash}.w{width}.webp (contract/image-variants.ts).
const CONTENT_ADDRESSED = /^[0-9a-f]{32}(\.w\d{2,4})?\.[a-z0-9]{2,5}$/;

export function isUploadFolder(value: string): value is UploadFolder {
  return (UPLOAD_FOLDERS as readonly string[]).includes(value);
}

/** A key in a folder uploads are stored in (public or private): the only keys the orphan sweep may reclaim. */
export function isStorageKey(key: string): boolean {
  const folder = key.slice(0, key.indexOf("/"));
  return isUploadFolder(folder) || (PRIVATE_FOLDERS as readonly string[]).includes(folder);
}

/** Maps /im/{folder}/{file} to an R2 key, or null for anything outside the known folders. */
export function keyFromPath(folder: string, file: string): string | null {
  if (!isUploadFolder(folder) || !FILE_NAME.test(file) || file.includes("..")) return null;
  return `${folder}/${file}`;
}

/** Keys named by their content never change, so they can be cached for a year. */
export function isImmutableKey(key: string): boolean {
  return CONTENT_ADDRESSED.test(key.slice(key.indexOf("/") + 1));
}

/** Content-addressed key: the first 128 bits of the SHA-256 of the bytes. */
export async function contentKey(folder: StorageFolder, bytes: ArrayBuffer | Uint8Array, ext: string): Promise<string> {
  return `${folder}/${await contentHash(bytes)}.${ext}`;
}

export const keyToPath = (key: string) => `/im/${key}`;

/** "/im/projectImages/x.jpg" -> "projectImages/x.jpg"; anything else -> null. */
export function pathToKey(path: string): string | null {
  const m = /^\/im\/([A-Za-z]+)\/([^/]+)$/.exec(path);
  return m ? keyFromPath(m[1]!, m[2]!) : null;
}

/**
 * The name a stored file is keyed by: the first 128 bits of the SHA-256 of its bytes, in hex.
 * The server keys uploads with it (storage/keys.ts); the browser names an image's width variants
 * with it before the upload (contract/image-variants.ts). Zod-free: the web reaches it through web/shared/lib/contract.ts.
 */
export async function contentHash(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes as BufferSource);
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

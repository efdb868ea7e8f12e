import { ApiError, errorFromBody } from "@/shared/lib/api-error";
import { IMAGE_VARIANTS_FIELD } from "@/shared/lib/contract";

/**
 * Files that travel with a chosen file wherever a form sends it: its width variants, still being
 * drawn while the form is filled in (file-input/variants.ts). `buildFormData` notes them per form
 * (FormData keeps a copy of each file, not the file itself) and `sendMultipart` waits for them.
 */
const companions = new WeakMap<Blob, Promise<readonly File[]>>();
const formCompanions = new WeakMap<FormData, Array<Promise<readonly File[]>>>();
export const sendAlong = (file: Blob, variants: Promise<readonly File[]>) => void companions.set(file, variants.catch(() => []));

/** How long a send waits for variants still being drawn; after it, the image goes alone (the original serves every width). */
export const COMPANIONS_WAIT_MS = 15_000;

/** A copy of the form with its files' companions at the end, under IMAGE_VARIANTS_FIELD, once they are ready. */
export async function withCompanions(form: FormData, waitMs = COMPANIONS_WAIT_MS): Promise<FormData> {
  const pending = formCompanions.get(form);
  if (!pending?.length) return form;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<readonly File[][]>((resolve) => (timer = setTimeout(() => resolve([]), waitMs)));
  const variants = (await Promise.race([Promise.all(pending), late]).finally(() => clearTimeout(timer))).flat();
  const out = new FormData();
  for (const [name, value] of form.entries()) out.append(name, value);
  for (const variant of variants) out.append(IMAGE_VARIANTS_FIELD, variant, variant.name);
  return out;
}

/**
 * One multipart field as a form holds it. The API's rules (docs/decisions.md) decide the encoding:
 * - `undefined` is left out (PATCH: "absent leaves the field as it is");
 * - `null` is sent as "" (an explicit empty value: "no linked project", an emptied list);
 * - a list of strings is sent as one JSON array (list fields accept JSON);
 * - a list of files is sent as repeated parts under the same name (several files per field);
 * - an empty list is left out: it cannot say whether it holds texts or files (use null to empty a list);
 * - numbers and booleans as their text.
 */
export type MultipartValue = string | number | boolean | null | undefined | Blob | readonly string[] | readonly Blob[];

export function buildFormData(fields: Record<string, MultipartValue>): FormData {
  const form = new FormData();
  const attach = (name: string, file: Blob) => {
    form.append(name, file, fileName(file));
    const variants = companions.get(file);
    if (variants) formCompanions.set(form, [...(formCompanions.get(form) ?? []), variants]);
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null) form.append(name, "");
    else if (value instanceof Blob) attach(name, value);
    else if (Array.isArray(value)) {
      if (value.length === 0) continue;
      if (value.every((v) => typeof v === "string")) form.append(name, JSON.stringify(value));
      else for (const file of value as readonly Blob[]) attach(name, file);
    } else form.append(name, String(value));
  }
  return form;
}

const fileName = (blob: Blob) => (blob instanceof File ? blob.name : "upload");

/** What the progress bar shows: bytes of the request body sent so far. */
export type UploadProgress = { loaded: number; total: number; fraction: number };

type SendOptions = {
  method: "POST" | "PATCH" | "PUT";
  /** From the typed client, e.g. `api.banner[":id"].$path({ param: { id } })`. */
  url: string;
  body: FormData;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * Sends a multipart form with upload progress. fetch() cannot report upload progress; XHR can
 * (https://developer.mozilla.org/docs/Web/API/XMLHttpRequest/upload). Resolves with the JSON answer,
 * rejects with an ApiError exactly like the typed client does.
 */
export async function sendMultipart<T>({ method, url, body: form, onProgress, signal }: SendOptions): Promise<T> {
  // A photo chosen a moment ago may still have its variants drawing: the send waits for them.
  const body = await withCompanions(form);
  if (signal?.aborted) throw new DOMException("The upload was cancelled.", "AbortError");
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.responseType = "text";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (!onProgress || !e.lengthComputable) return;
      onProgress({ loaded: e.loaded, total: e.total, fraction: e.total ? e.loaded / e.total : 1 });
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(errorFromBody(xhr.status, body, xhr.getResponseHeader("Retry-After")));
    };
    xhr.onerror = () => reject(ApiError.from(new TypeError("network")));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

import { ApiError, errorFromBody } from "./api-error";
import { IMAGE_VARIANTS_FIELD } from "./contract";

/** Files that travel with a chosen file wherever a form sends it: its width variants (file-input/variants.ts). */
const companions = new WeakMap<Blob, readonly File[]>();
export const sendAlong = (file: Blob, variants: readonly File[]) => void companions.set(file, variants);

/**
 * One multipart field as a form holds it. The API's rules (docs/decisions.md) decide the encoding:
 * - `undefined` is left out (PATCH: "absent leaves the field as it is");
 * - `null` is sent as "" (an explicit empty value: "no linked project", an emptied list);
 * - a list of strings is sent as one JSON array (list fields accept JSON);
 * - a list of files is sent as repeated parts under the same name (several files per field);
 * - an empty list is left out: it cannot say whether it holds texts or files (use null to empty a list);
 * - numbers and booleans as their text;
 * - a file's variants (`sendAlong`) follow it under IMAGE_VARIANTS_FIELD.
 */
export type MultipartValue = string | number | boolean | null | undefined | Blob | readonly string[] | readonly Blob[];

export function buildFormData(fields: Record<string, MultipartValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null) form.append(name, "");
    else if (value instanceof Blob) appendFile(form, name, value);
    else if (Array.isArray(value)) {
      if (value.length === 0) continue;
      if (value.every((v) => typeof v === "string")) form.append(name, JSON.stringify(value));
      else for (const file of value as readonly Blob[]) appendFile(form, name, file);
    } else form.append(name, String(value));
  }
  return form;
}

const fileName = (blob: Blob) => (blob instanceof File ? blob.name : "upload");

function appendFile(form: FormData, name: string, file: Blob) {
  form.append(name, file, fileName(file));
  for (const variant of companions.get(file) ?? []) form.append(IMAGE_VARIANTS_FIELD, variant, variant.name);
}

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
export function sendMultipart<T>({ method, url, body, onProgress, signal }: SendOptions): Promise<T> {
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

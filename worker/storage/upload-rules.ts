import { DOCUMENT_FILE_LABEL, DOCUMENT_TYPES } from "../contract/booking-documents";
import type { StorageFolder } from "../contract/folders";
import { IMAGE_WIDTHS, MAX_VARIANT_BYTES } from "../contract/image-variants";
import { MAX_FILES_PER_FIELD } from "../contract/project-details";

/** What each upload field accepts, and its size cap (stated in the README). */
/** `types`: only these of its kinds' types (by the bytes, storage/sniff.ts), when not every one is welcome. */
export type UploadRule = { kinds: Array<"image" | "video" | "pdf">; maxBytes: number; label: string; types?: readonly string[] };

const MB = 1024 * 1024;
export const IMAGE: UploadRule = { kinds: ["image"], maxBytes: 5 * MB, label: "an image (JPEG, PNG, WebP, AVIF or GIF) up to 5 MB" };
export const IMAGE_OR_VIDEO: UploadRule = {
  kinds: ["image", "video"],
  maxBytes: 50 * MB,
  label: "an image up to 5 MB or an MP4/WebM video up to 50 MB",
};
/** A landowner's deed: a photo or a scan. */
export const DEED: UploadRule = {
  kinds: ["image", "pdf"],
  maxBytes: 10 * MB,
  label: "an image (JPEG, PNG, WebP, AVIF or GIF) up to 5 MB or a PDF up to 10 MB",
};
/** A booking's document (an allotment letter, an agreement): a PDF, or a photo or scan a buyer's phone opens. */
export const BOOKING_DOCUMENT: UploadRule = { kinds: ["image", "pdf"], maxBytes: 10 * MB, label: DOCUMENT_FILE_LABEL, types: DOCUMENT_TYPES };
export const PDF: UploadRule = { kinds: ["pdf"], maxBytes: 20 * MB, label: "a PDF up to 20 MB" };

/** Images inside an image-or-video field keep the image cap. */
export function maxBytesFor(rule: UploadRule, kind: "image" | "video" | "pdf"): number {
  return kind === "image" ? Math.min(rule.maxBytes, IMAGE.maxBytes) : rule.maxBytes;
}

/** The largest request any multipart route accepts; single files are capped by their rule. */
export const MAX_MULTIPART_BYTES = 100 * MB;
export const MAX_JSON_BYTES = 64 * 1024;
/** Text fields of one form: lists of long paragraphs, in Bengali three bytes a character. */
export const FORM_TEXT_BYTES = 2 * MB;
/** Every multi-file field is capped at this many files (project details; content details' images alike). */
const MAX_FILES = MAX_FILES_PER_FIELD;

/** `maxFiles`: fewer files than the usual cap a multi-file field takes. */
export type FileField = { name: string; folder: StorageFolder; rule: UploadRule; multiple: boolean; maxFiles?: number };

/** A route's multipart cap: its text plus the most its file fields and their images' variants accept, at most 100 MB. */
export function formCap(fields: FileField[]): number {
  const slots = (f: FileField) => (f.multiple ? (f.maxFiles ?? MAX_FILES) : 1);
  const files = fields.reduce((sum, f) => sum + f.rule.maxBytes * slots(f), 0);
  const variants = fields.reduce((sum, f) => sum + (f.rule.kinds.includes("image") ? slots(f) * IMAGE_WIDTHS.length * MAX_VARIANT_BYTES : 0), 0);
  return Math.min(MAX_MULTIPART_BYTES, FORM_TEXT_BYTES + files + variants);
}

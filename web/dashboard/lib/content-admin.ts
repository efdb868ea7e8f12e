import { queryOptions } from "@tanstack/react-query";
import type { ContentItem, ContentSegment } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { type UploadProgress, sendMultipart } from "./multipart";
import { staffQueryDefaults } from "./staff-query";
import { useApiMutation } from "./use-api-mutation";

/**
 * The staff calls blogs, coverage and news events share (docs/product.md §7: one shape for all three);
 * each feature's api/ file passes its own typed path and its docs/product.md §8 texts. Dashboard chunks
 * only. Every key starts with the URL segment, so one invalidation refreshes the staff list, the
 * public list and the items (docs/product.md §7: "the lists and the details are refetched").
 */
type Call = Parameters<typeof json>[0];
/** docs/product.md §8 wording of the toasts. */
type Texts = { success: string; failure: string };

/** GET /api/{segment}/all (staff): every status, newest first, each with its details record. */
export const adminContentQuery = (segment: ContentSegment, call: () => Call) =>
  queryOptions({ queryKey: [segment, "all"], queryFn: () => json<ContentItem[]>(call()), ...staffQueryDefaults });

export type ContentSaveInput = { uniId?: string; body: FormData; onProgress?: (p: UploadProgress) => void };

/** POST /api/{segment}/add or PATCH /api/{segment}/{uniId} (multipart title, mainDescription, mainImage, status, tag). */
export const useSaveContent = (segment: ContentSegment, method: "POST" | "PATCH", url: (uniId: string) => string, texts: Texts) =>
  useApiMutation<ContentItem, ContentSaveInput>({
    mutationFn: ({ uniId = "", body, onProgress }) => sendMultipart<ContentItem>({ method, url: url(uniId), body, onProgress }),
    ...texts,
    invalidates: [[segment]],
  });

/** DELETE /api/{segment}/{uniId}: the item and its details record. */
export const useDeleteContent = (segment: ContentSegment, call: (uniId: string) => Call, texts: Texts) =>
  useApiMutation<{ deleted: string }, string>({
    mutationFn: (uniId) => json<{ deleted: string }>(call(uniId)),
    ...texts,
    invalidates: [[segment]],
  });

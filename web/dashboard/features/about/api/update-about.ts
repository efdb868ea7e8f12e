import { api } from "@/shared/lib/api-client";
import type { About } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { aboutQuery } from "@/dashboard/features/about/api/get-about";

export type UpdateAboutInput = { body: FormData; onProgress?: (p: UploadProgress) => void };

/** PATCH /api/about (multipart: text, lists as JSON, one file field per picture). Settings > Company. */
export const updateAbout = ({ body, onProgress }: UpdateAboutInput) => sendMultipart<About>({ method: "PATCH", url: api.about.$path(), body, onProgress });

export const useUpdateAbout = () =>
  useApiMutation({
    mutationFn: updateAbout,
    success: "About page updated successfully",
    failure: "Failed to update the About page. Please try again.",
    invalidates: [aboutQuery().queryKey],
  });

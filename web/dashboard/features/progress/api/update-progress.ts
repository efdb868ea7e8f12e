import { api } from "@/shared/lib/api-client";
import type { ProgressUpdate } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { progressLists } from "./get-progress";

export type UpdateProgressInput = { uniId: string; body: FormData; onProgress?: (p: UploadProgress) => void };

/** PATCH /api/progress/{uniId} (multipart; new images replace the stored ones). */
export const updateProgress = ({ uniId, body, onProgress }: UpdateProgressInput) =>
  sendMultipart<ProgressUpdate>({ method: "PATCH", url: api.progress[":id"].$path({ param: { id: uniId } }), body, onProgress });

export const useUpdateProgress = () =>
  useApiMutation({
    mutationFn: updateProgress,
    success: "Progress update updated successfully",
    failure: "Failed to update the progress update. Please try again.",
    invalidates: progressLists(),
  });

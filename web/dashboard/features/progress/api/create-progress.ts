import { api } from "@/shared/lib/api-client";
import type { ProgressUpdate } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { progressLists } from "./get-progress";

export type CreateProgressInput = { body: FormData; onProgress?: (p: UploadProgress) => void };

/** POST /api/progress/add (multipart: projectUniId, building, date, stage, percent, text, textBn, images, videoLink, status). */
export const createProgress = ({ body, onProgress }: CreateProgressInput) =>
  sendMultipart<ProgressUpdate>({ method: "POST", url: api.progress.add.$path(), body, onProgress });

export const useCreateProgress = () =>
  useApiMutation({
    mutationFn: createProgress,
    success: "Progress update added successfully",
    failure: "Failed to add the progress update. Please try again.",
    invalidates: progressLists(),
  });

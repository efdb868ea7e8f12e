import { api } from "@/shared/lib/api-client";
import type { MenuWriteResponse } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { menuChangeInvalidates } from "./menu-lists";

export type UpdateMenuInput = { uniId: string; body: FormData; onProgress?: (p: UploadProgress) => void };

/** PATCH /api/dashboards/update-menu/{uni_id} (multipart name, path, icon, active_icon). */
export const updateMenu = ({ uniId, body, onProgress }: UpdateMenuInput) =>
  sendMultipart<MenuWriteResponse>({
    method: "PATCH",
    url: api.dashboards["update-menu"][":uni_id"].$path({ param: { uni_id: uniId } }),
    body,
    onProgress,
  });

export const useUpdateMenu = () =>
  useApiMutation({ mutationFn: updateMenu, success: "Menu updated successfully", failure: "Failed to update menu. Please try again.", invalidates: menuChangeInvalidates() });

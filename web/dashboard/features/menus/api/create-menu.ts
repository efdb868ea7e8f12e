import { api } from "@/shared/lib/api-client";
import type { MenuWriteResponse } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { menuChangeInvalidates } from "./menu-lists";

export type CreateMenuInput = { body: FormData; onProgress?: (p: UploadProgress) => void };

/** POST /api/dashboards/add-menu (multipart uni_id, name, path, parent for a submenu, icon, active_icon). */
export const createMenu = ({ body, onProgress }: CreateMenuInput) =>
  sendMultipart<MenuWriteResponse>({ method: "POST", url: api.dashboards["add-menu"].$path(), body, onProgress });

/** docs/product.md §8 has no menu texts; ours follow the other screens (docs/decisions.md). */
export const useCreateMenu = () =>
  useApiMutation({ mutationFn: createMenu, success: "Menu added successfully", failure: "Failed to add menu. Please try again.", invalidates: menuChangeInvalidates() });

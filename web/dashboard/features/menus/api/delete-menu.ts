import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { menuChangeInvalidates } from "./menu-lists";

/** DELETE /api/dashboards/delete-menu/{uni_id}: a menu takes its submenus with it. */
export const deleteMenu = (uniId: string) => json<{ deleted: string }>(api.dashboards["delete-menu"][":uni_id"].$delete({ param: { uni_id: uniId } }));

export const useDeleteMenu = () =>
  useApiMutation({ mutationFn: deleteMenu, success: "Menu deleted successfully", failure: "Failed to delete menu. Please try again.", invalidates: menuChangeInvalidates() });

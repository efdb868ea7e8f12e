import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { usersQuery } from "./get-users";

/** DELETE /api/users/{id}. The server refuses one's own account and the last Super-Admin, with its reason. */
export const deleteUser = (id: number) => json<{ deleted: number }>(api.users[":id{[0-9]+}"].$delete({ param: { id: String(id) } }));

export const useDeleteUser = () =>
  useApiMutation({ mutationFn: deleteUser, success: "User deleted successfully", failure: "Failed to delete user", invalidates: [usersQuery().queryKey] });

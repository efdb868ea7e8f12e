import { api } from "@/shared/lib/api-client";
import type { User } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { usersQuery } from "./get-users";

export type UpdateUserInput = { id: number; body: FormData; onProgress?: (p: UploadProgress) => void };

/** PATCH /api/users/profile/{id} (multipart, the edited fields, optional image). */
export const updateUser = ({ id, body, onProgress }: UpdateUserInput) =>
  sendMultipart<User>({ method: "PATCH", url: api.users.profile[":id{[0-9]+}"].$path({ param: { id: String(id) } }), body, onProgress });

/** Refreshes the list and the header's own profile (a user may edit their own name or picture here). */
export const useUpdateUser = () =>
  useApiMutation({
    mutationFn: updateUser,
    success: "User updated successfully",
    failure: "Failed to update user",
    invalidates: [usersQuery().queryKey, ["profile"]],
  });

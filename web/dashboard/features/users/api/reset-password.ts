import { api } from "@/shared/lib/api-client";
import { ApiError } from "@/shared/lib/api-error";
import type { PasswordResetResponse } from "@/shared/lib/contract";
import { buildFormData, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";

export type ResetPasswordInput = {
  id: number;
  newPassword: string;
  /** Required when changing one's own password (Account Settings); the server checks it. */
  currentPassword?: string;
};

/** PATCH /api/users/{id}/reset-password (multipart). Every session of that user ends; `loggedOut` on a self reset. */
export function resetPassword({ id, ...fields }: ResetPasswordInput) {
  if (!id || !fields.newPassword) return Promise.reject(new ApiError(400, "Missing required data"));
  const url = api.users[":id{[0-9]+}"]["reset-password"].$path({ param: { id: String(id) } });
  return sendMultipart<PasswordResetResponse>({ method: "PATCH", url, body: buildFormData(fields) });
}

/** docs/product.md §8: "Password reset successfully"; "Failed to reset password" with the server's message. */
export const useResetPassword = () =>
  useApiMutation({
    mutationFn: resetPassword,
    success: "Password reset successfully",
    failure: "Failed to reset password",
  });

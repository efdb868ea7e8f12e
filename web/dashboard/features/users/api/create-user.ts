import { api } from "@/shared/lib/api-client";
import type { ApiError } from "@/shared/lib/api-error";
import type { User } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { usersQuery } from "./get-users";

export type CreateUserInput = { body: FormData; onProgress?: (p: UploadProgress) => void };

/** POST /api/auth/register (multipart: name, username, email, employeeId, department, designation, password, phone, optional image). */
export const createUser = ({ body, onProgress }: CreateUserInput) =>
  sendMultipart<User>({ method: "POST", url: api.auth.register.$path(), body, onProgress });

/** docs/product.md §8: "Failed to add user" when refused, "Failed to create user" when the server or the line failed. */
const failure = (err: ApiError) => (err.isNetwork || err.status >= 500 ? "Failed to create user" : "Failed to add user");

export const useCreateUser = () =>
  useApiMutation({ mutationFn: createUser, success: "User added successfully", failure, invalidates: [usersQuery().queryKey] });

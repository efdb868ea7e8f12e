import { z } from "zod";
import { email, phone, required } from "./fields";
import { roleOf } from "./roles";

/** docs/product.md §9: at least 8 characters; stored as a scrypt hash, never returned. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

const username = z
  .string({ error: "Username is required" })
  .trim()
  .min(1, { message: "Username is required", abort: true })
  .max(40, { message: "Must be at most 40 characters", abort: true })
  .regex(USERNAME_PATTERN, { message: "Username may only contain letters, numbers, dots, dashes and underscores" });

/** Free text (any designation may exist, docs/product.md §6); the three roles are stored in their canonical spelling. */
const designation = required("Designation is required", 60).transform((v) => roleOf(v) ?? v);

/** Emails are compared and stored lower-case, so "A@x.com" and "a@x.com" are one account. */
const userEmail = email("Email is required").transform((v) => v.toLowerCase());

const profileFields = {
  name: required("Name is required", 100),
  username,
  email: userEmail,
  employeeId: required("Employee ID is required", 40),
  department: required("Department is required", 80),
  designation,
  phone: phone("Phone is required"),
};

/** A form with no picture chosen may send `image` as an empty text field; it changes nothing. */
const noTextImage = z.literal("", { error: "Upload the picture as an image file" }).optional();

/** POST /auth/register (multipart; image is the optional file field). docs/product.md §5 "Users". */
export const userCreate = z.strictObject({
  ...profileFields,
  password: z
    .string({ error: "Password is required" })
    .min(1, { message: "Password is required", abort: true })
    .min(PASSWORD_MIN, { message: "Password must be at least 8 characters", abort: true })
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  image: noTextImage,
});

/** PATCH /users/profile/{id}: the same fields (no password), each optional; present ones must be valid. */
export const userUpdate = userCreate
  .omit({ password: true })
  .partial()
  .extend({
    /** Needed to change one's own e-mail (worker/lib/reauth.ts); ignored otherwise. */
    currentPassword: z.string().max(PASSWORD_MAX, `Current password must be at most ${PASSWORD_MAX} characters`).optional(),
  });

/** What a user may change on their own account without the users menu. */
export const SELF_EDITABLE = ["name", "email", "phone", "image"] as const;

/**
 * PATCH /users/{id}/reset-password (multipart newPassword). docs/product.md §5 "Reset password".
 * `currentPassword` is required when the account is the caller's own, and ignored otherwise.
 */
export const userPasswordReset = z.strictObject({
  currentPassword: z.string().max(PASSWORD_MAX, `Current password must be at most ${PASSWORD_MAX} characters`).optional(),
  newPassword: z
    .string({ error: "New password is required" })
    .min(1, { message: "New password is required", abort: true })
    .min(PASSWORD_MIN, { message: "New password must be at least 8 characters long", abort: true })
    .max(PASSWORD_MAX, { message: `New password must be at most ${PASSWORD_MAX} characters`, abort: true })
    .refine((v) => /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9]/.test(v), {
      message:
        "New password must include at least one uppercase letter, one lowercase letter, one number, and one special character",
    }),
});

/** A user as the API sends it: never a password or hash. */
export type User = {
  id: number;
  name: string;
  username: string;
  email: string;
  employeeId: string;
  department: string;
  designation: string;
  phone: string;
  image: string | null;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
};

export type PasswordResetResponse = { message: "Password reset successfully"; loggedOut: boolean };

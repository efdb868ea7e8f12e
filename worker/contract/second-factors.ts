import { z } from "zod";
import { PASSWORD_MAX } from "./users";

/** POST /auth/totp/verify and /auth/totp/enable: a six-digit code (verify also takes a recovery code). */
export const totpCode = z.strictObject({
  code: z.string({ error: "Code is required" }).trim().min(1, "Code is required").max(40, "Code is too long"),
});
export type TotpCode = z.infer<typeof totpCode>;

/** DELETE /auth/totp: turning one's own second factor off needs the password. */
export const totpDisable = z.strictObject({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX),
});

/** PUT /settings/second-factor (Super-Admin): designations that must sign in with a second factor. */
export const secondFactorPolicy = z.strictObject({
  designations: z
    .array(z.string().trim().min(1, "A designation cannot be empty").max(60, "Must be at most 60 characters"), { error: "designations must be a list" })
    .max(50, "At most 50 designations"),
});
export type SecondFactorPolicy = z.infer<typeof secondFactorPolicy>;

/**
 * What login answers when the password was right but no session starts yet: a code is due
 * ("totp"), or the user's designation requires a second factor they have not set up ("enrol").
 */
export type SecondFactorDue = { secondFactor: "totp" | "enrol" };
export type TotpSetup = { secret: string; uri: string };
export type TotpEnabled = { recoveryCodes: string[] };
/** GET /auth/totp: whether the signed-in user's second factor is on, and whether their designation requires one. */
export type TotpStatus = { enabled: boolean; required: boolean; recoveryCodesLeft: number };

/** One of GET /auth/sessions. `network`: the address prefix (IPv4 /24, IPv6 /64), never the full address. */
export type SessionInfo = { id: string; current: boolean; createdAt: string; lastSeenAt: string; userAgent: string | null; network: string | null };

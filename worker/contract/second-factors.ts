import { z } from "zod";
import { PASSWORD_MAX } from "./users";

const code = z.string({ error: "Code is required" }).trim().min(1, "Code is required").max(40, "Code is too long");
/**
 * The account's current password, which every change to how it signs in carries (worker/lib/reauth.ts):
 * optional here, so that its absence answers the re-authentication's 403, not a 422.
 */
const password = z.string().max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`).optional();

/** POST /auth/totp/verify: a six-digit code or a recovery code. */
export const totpCode = z.strictObject({ code });
export type TotpCode = z.infer<typeof totpCode>;

/**
 * POST /auth/passkeys/register/options, /auth/totp/setup, /auth/totp/recovery-codes, DELETE /auth/totp,
 * DELETE /auth/passkeys/{id}: the current password (re-authentication).
 */
export const reauthBody = z.strictObject({ password });
export type ReauthBody = z.infer<typeof reauthBody>;
/** The dashboard's password field of those dialogs: required there, so the form says so before sending. */
export const reauthForm = z.strictObject({ password: z.string().min(1, "Password is required").max(PASSWORD_MAX) });

/**
 * POST /auth/totp/enable: the first code, the password, and for a must-enrol user's first second
 * factor the code e-mailed to them (POST /auth/totp/enrol-code).
 */
export const totpEnable = z.strictObject({
  code,
  password,
  emailCode: z.string().trim().max(20, "Code is too long").optional(),
});
export type TotpEnable = z.infer<typeof totpEnable>;

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
/** POST /auth/totp/enrol-code: where the code went (the address, partly hidden). */
export type EnrolCodeSent = { sentTo: string };
/** GET /auth/totp: whether the signed-in user's second factor is on, and whether their designation requires one. */
export type TotpStatus = { enabled: boolean; required: boolean; recoveryCodesLeft: number };

/** One of GET /auth/sessions. `network`: the address prefix (IPv4 /24, IPv6 /64), never the full address. */
export type SessionInfo = { id: string; current: boolean; createdAt: string; lastSeenAt: string; userAgent: string | null; network: string | null };

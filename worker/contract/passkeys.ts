import { z } from "zod";

/** POST /auth/passkeys/register: the browser's answer (as @simplewebauthn/browser gives it) and a name for it. */
export const passkeyRegister = z.strictObject({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(60, "Must be at most 60 characters"),
  response: z.looseObject({ id: z.string().max(1400), rawId: z.string().max(1400), type: z.literal("public-key") }, { error: "The passkey's answer is missing" }),
});

/** POST /auth/passkeys/login: the browser's signed assertion. */
export const passkeyLogin = z.strictObject({
  response: z.looseObject({ id: z.string().max(1400), rawId: z.string().max(1400), type: z.literal("public-key") }, { error: "The passkey's answer is missing" }),
});

/** One of GET /auth/passkeys. */
export type Passkey = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

import { startRegistration } from "@simplewebauthn/browser";
import { api } from "@/shared/lib/api-client";
import { ApiError } from "@/shared/lib/api-error";
import type { Passkey } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { passkeysQuery } from "./get-passkeys";

type CreationOptions = Parameters<typeof startRegistration>[0]["optionsJSON"];
export type NewPasskey = { name: string; password: string };

const CANCELLED = "The passkey was not added: the browser or the device stopped the setup. Try again.";
const HELD = "This device already holds a passkey for your account. Use that one, or add one on another device.";

/**
 * Registers a passkey: the current password unlocks the server's creation options (issue 41: a
 * borrowed session cannot add one), then the browser's ceremony (the phone, the laptop's fingerprint
 * reader, a security key), then the answer with the name the user gave it.
 */
export async function registerPasskey({ name, password }: NewPasskey): Promise<Passkey> {
  const optionsJSON = await json<CreationOptions>(api.auth.passkeys.register.options.$post({ json: { password } }));
  // A cancelled or refused ceremony is no network failure: say what happened, in the form.
  const response = await startRegistration({ optionsJSON }).catch((err: unknown) => {
    throw new ApiError(400, (err as { code?: string } | null)?.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" ? HELD : CANCELLED);
  });
  return json<Passkey>(api.auth.passkeys.register.$post({ json: { name, response: response as never } }));
}

/** The dialog shows every failure (a wrong password on its field, the rest in its error box): no toast. */
export const useRegisterPasskey = () =>
  useApiMutation<Passkey, NewPasskey>({
    mutationFn: registerPasskey,
    success: "Passkey added",
    failure: false,
    invalidates: [passkeysQuery().queryKey],
  });

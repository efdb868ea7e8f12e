import { startRegistration } from "@simplewebauthn/browser";
import { api } from "@/lib/api-client";
import type { Passkey } from "@/lib/contract";
import { json } from "@/lib/fetch-json";
import { useApiMutation } from "@/lib/use-api-mutation";
import { passkeysQuery } from "./get-passkeys";

type CreationOptions = Parameters<typeof startRegistration>[0]["optionsJSON"];

/**
 * Registers a passkey: the server's creation options, the browser's ceremony (the phone, the
 * laptop's fingerprint reader, a security key), then the answer with the name the user gave it.
 */
export async function registerPasskey(name: string): Promise<Passkey> {
  const optionsJSON = await json<CreationOptions>(api.auth.passkeys.register.options.$post());
  const response = await startRegistration({ optionsJSON });
  return json<Passkey>(api.auth.passkeys.register.$post({ json: { name, response: response as never } }));
}

export const useRegisterPasskey = () =>
  useApiMutation<Passkey, string>({
    mutationFn: registerPasskey,
    success: "Passkey added",
    failure: "Failed to add the passkey",
    invalidates: [passkeysQuery().queryKey],
  });

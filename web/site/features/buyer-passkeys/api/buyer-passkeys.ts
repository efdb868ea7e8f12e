import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { useSyncExternalStore } from "react";
import { api } from "@/shared/lib/api-client";
import { ApiError } from "@/shared/lib/api-error";
import type { BuyerPasskey, BuyerPasskeyList } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";

type CreationOptions = Parameters<typeof startRegistration>[0]["optionsJSON"];
type RequestOptions = Parameters<typeof startAuthentication>[0]["optionsJSON"];

/**
 * The buyer portal's passkey calls (worker/routes/my-passkeys.ts). The islands say every failure in
 * the page's language by its kind, so a browser's refusal becomes an ApiError with a status of its
 * own: 499 the person or device stopped the ceremony, 409 this device already holds one.
 */
export const CEREMONY_STOPPED = 499;
export const ALREADY_HELD = 409;

const never = () => () => {};
/** Whether this browser can use passkeys: false in the server's render, read once the island runs. */
export const useWebAuthnSupport = () => useSyncExternalStore(never, browserSupportsWebAuthn, () => false);

export const listBuyerPasskeys = () => json<BuyerPasskeyList>(api.my.passkeys.$get());

export async function addBuyerPasskey(name: string): Promise<BuyerPasskey> {
  const optionsJSON = await json<CreationOptions>(api.my.passkeys.register.options.$post());
  const response = await startRegistration({ optionsJSON }).catch((err: unknown) => {
    const held = (err as { code?: string } | null)?.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED";
    throw new ApiError(held ? ALREADY_HELD : CEREMONY_STOPPED, "");
  });
  return json<BuyerPasskey>(api.my.passkeys.register.$post({ json: { name, response: response as never } }));
}

export const removeBuyerPasskey = (id: string) => json<{ deleted: string }>(api.my.passkeys[":id{[A-Za-z0-9_-]+}"].$delete({ param: { id } }));

/** Signs the buyer in with a passkey the browser offers (discoverable: no address asked). */
export async function signInWithPasskey(): Promise<void> {
  const optionsJSON = await json<RequestOptions>(api.my.passkeys.login.options.$post());
  const response = await startAuthentication({ optionsJSON }).catch(() => {
    throw new ApiError(CEREMONY_STOPPED, "");
  });
  await json<{ isAuthenticated: true }>(api.my.passkeys.login.$post({ json: { response: response as never } }));
}

/** The key of the page's message for a failure (i18n/en/buyer-passkeys.json). */
export function failureKey(err: unknown): string {
  const status = err instanceof ApiError ? err.status : 0;
  const keys: Record<number, string> = { [CEREMONY_STOPPED]: "cancelled", [ALREADY_HELD]: "held", 401: "refused", 403: "stale", 429: "tooMany" };
  return keys[status] ?? "failed";
}

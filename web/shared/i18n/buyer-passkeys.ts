import { namespace } from "./index";
import english from "./en/buyer-passkeys.json";

/** The buyer portal's passkeys (issue 46): the list with add and remove, and "Sign in with a passkey". */
export const BUYER_PASSKEYS = namespace("buyer-passkeys", english);

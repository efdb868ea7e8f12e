import { PasskeySignIn } from "@/site/features/buyer-passkeys/components/passkey-sign-in";
import { island } from "@/shared/lib/island";

/** The buyer portal's signed-out state: "Sign in with a passkey", beside the e-mailed code. */
export default island("buyer-passkey-sign-in", PasskeySignIn);

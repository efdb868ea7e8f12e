import { BuyerPasskeys } from "@/site/features/buyer-passkeys/components/buyer-passkeys";
import { island } from "@/shared/lib/island";

/** The buyer portal's passkeys: the signed-in buyer's list, with add and remove (its data is fetched, never cached). */
export default island("buyer-passkeys", BuyerPasskeys);

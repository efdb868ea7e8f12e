import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { passkeyColumns } from "./columns";

/**
 * Passkeys buyers registered in the portal (docs/product.md §11 "Buyer passkeys"): apart from staff
 * `passkeys`, so a staff credential never signs a buyer in nor the reverse (docs/decisions.md
 * "Buyer passkeys"). The buyer is their e-mail address, lower-cased, as `buyer_sessions` keeps it.
 */
export const buyerPasskeys = sqliteTable(
  "buyer_passkeys",
  {
    /** The credential id, base64url, as the browser reports it. */
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    ...passkeyColumns(),
  },
  (t) => [index("buyer_passkeys_email_idx").on(t.email)],
);

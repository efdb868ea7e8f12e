import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { passkeyColumns } from "./columns";
import { users } from "./users";

/**
 * WebAuthn credentials (passkeys) staff registered in Account Settings. A passkey signs in on its
 * own: it proves possession and, with user verification required, a PIN or biometric.
 */
export const passkeys = sqliteTable(
  "passkeys",
  {
    /** The credential id, base64url, as the browser reports it. */
    id: text("id").primaryKey(),
    userId: integer("userId")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...passkeyColumns(),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

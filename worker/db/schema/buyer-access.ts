import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

/**
 * The buyer portal's sign-in (issue 46, docs/product.md §11 "Buyer portal"). Buyers are no users: a
 * buyer is an e-mail address on `booking_buyers`, kept here lower-cased.
 * - `buyer_codes`: the one-time code e-mailed to that address, stored as a SHA-256 hash; one row per
 *   address (a new code replaces the old), `attempts` wrong tries.
 * - `buyer_sessions`: a buyer's sessions, apart from staff `sessions`, so staff routes never see them.
 *   `method` is how one began ("code" or "passkey"): only a recent code sign-in may add or remove a
 *   passkey (docs/decisions.md "Buyer passkeys").
 */
export const buyerCodes = sqliteTable("buyer_codes", {
  email: text("email").primaryKey(),
  codeHash: text("codeHash").notNull(),
  expiresAt: text("expiresAt").notNull(),
  attempts: integer("attempts").notNull().default(0),
  createdAt: createdAt(),
});

export const buyerSessions = sqliteTable(
  "buyer_sessions",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    method: text("method").$type<"code" | "passkey">().notNull().default("code"),
    createdAt: createdAt(),
    expiresAt: text("expiresAt").notNull(),
    revokedAt: text("revokedAt"),
  },
  (t) => [index("buyer_sessions_email_idx").on(t.email)],
);

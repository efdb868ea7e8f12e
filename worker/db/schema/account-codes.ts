import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * Single-use secrets of account changes, kept on the server and deleted on first use
 * (docs/decisions.md "Re-authentication and account alerts"):
 * - `webauthn_challenges`: a passkey ceremony's challenge ("register" names its user, "login"
 *   nobody; a buyer's "buyer-register" and "buyer-login" name no user); the browser's cookie only carries it, so a captured assertion cannot be replayed.
 * - `email_codes`: the code e-mailed to a must-enrol user for their first second factor, stored
 *   as a SHA-256 hash; one row per user (a new code replaces the old), `attempts` wrong tries.
 */
export const webauthnChallenges = sqliteTable("webauthn_challenges", {
  challenge: text("challenge").primaryKey(),
  ceremony: text("ceremony").$type<"register" | "login" | "buyer-register" | "buyer-login">().notNull(),
  userId: integer("userId").references(() => users.id, { onDelete: "cascade" }),
  expiresAt: text("expiresAt").notNull(),
});

export const emailCodes = sqliteTable("email_codes", {
  userId: integer("userId")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  codeHash: text("codeHash").notNull(),
  expiresAt: text("expiresAt").notNull(),
  attempts: integer("attempts").notNull().default(0),
  createdAt: createdAt(),
});

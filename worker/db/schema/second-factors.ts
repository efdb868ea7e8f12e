import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

/**
 * A user's TOTP second factor (RFC 6238). One row per user: written by setup (enabledAt null:
 * not yet confirmed), confirmed by the first code. The secret is AES-GCM encrypted with a key
 * derived from JWT_SECRET (lib/totp-secret.ts; docs/decisions.md "Second factor").
 */
export const secondFactors = sqliteTable("second_factors", {
  userId: integer("userId")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: text("enabledAt"),
  /** The last 30-second step a code was accepted for: that code, and older ones, are refused. */
  lastUsedStep: integer("lastUsedStep"),
  createdAt: createdAt(),
});

/** One-time recovery codes: stored as SHA-256 hashes, each usable once. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: id(),
    userId: integer("userId")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("codeHash").notNull(),
    usedAt: text("usedAt"),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

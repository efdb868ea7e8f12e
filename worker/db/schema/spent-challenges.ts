import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Proof-of-work solutions already used (issue 43; docs/decisions.md "Leads a flood cannot stop"): the
 * challenge's signature, inserted by the same batch as the lead it let in, so the primary key refuses
 * a second use even by two posts at once. Rows past `expiresAt` (the challenge's own expiry, after
 * which it is refused anyway) are deleted by the cron.
 */
export const spentChallenges = sqliteTable(
  "spent_challenges",
  {
    signature: text("signature").primaryKey(),
    expiresAt: text("expiresAt").notNull(),
  },
  (t) => [index("spent_challenges_expires_idx").on(t.expiresAt)],
);

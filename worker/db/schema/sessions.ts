import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./users";

/** Server-side sessions: the JWT carries the id, so logout and resets can revoke it. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("userId")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: text("lastSeenAt").notNull(),
    expiresAt: text("expiresAt").notNull(),
    revokedAt: text("revokedAt"),
    /** The browser's User-Agent at sign-in (cut to 300 characters), shown in the sessions list. */
    userAgent: text("userAgent"),
    /** The address prefix at sign-in (IPv4 /24, IPv6 /64; lib/client-network.ts), never the full address. */
    network: text("network"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

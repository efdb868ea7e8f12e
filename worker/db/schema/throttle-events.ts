import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id } from "./columns";

/** Failed logins and contact-form sends, counted per key ("login-user:x", "login-ip:y", "message-ip:z"). */
export const throttleEvents = sqliteTable(
  "throttle_events",
  {
    id: id(),
    key: text("key").notNull(),
    at: text("at").notNull(),
  },
  (t) => [index("throttle_events_key_at_idx").on(t.key, t.at)],
);

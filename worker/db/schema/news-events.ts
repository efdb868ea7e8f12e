import { sql } from "drizzle-orm";
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { contentColumns } from "./columns";

export const newsEvents = sqliteTable(
  "news_events",
  { ...contentColumns(), tag: text("tag").notNull() },
  (t) => [index("news_events_status_idx").on(sql`lower(${t.status})`)],
);

import { sql } from "drizzle-orm";
import { index, sqliteTable } from "drizzle-orm/sqlite-core";
import { contentColumns } from "./columns";

export const blogs = sqliteTable("blogs", contentColumns(), (t) => [
  index("blogs_status_idx").on(sql`lower(${t.status})`),
]);

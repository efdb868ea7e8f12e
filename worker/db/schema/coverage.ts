import { sql } from "drizzle-orm";
import { index, sqliteTable } from "drizzle-orm/sqlite-core";
import { contentColumns } from "./columns";

export const coverage = sqliteTable("coverage", contentColumns(), (t) => [
  index("coverage_status_idx").on(sql`lower(${t.status})`),
]);

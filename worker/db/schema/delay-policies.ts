import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { updatedAt } from "./columns";

/** A project's delay-charge policy (issue 46): percent per month on overdue money, after grace days. */
export const delayPolicies = sqliteTable("delay_policies", {
  projectUniId: text("projectUniId").primaryKey(),
  percentPerMonth: real("percentPerMonth").notNull(),
  graceDays: integer("graceDays").notNull(),
  updatedBy: integer("updatedBy").notNull(),
  updatedAt: updatedAt(),
});

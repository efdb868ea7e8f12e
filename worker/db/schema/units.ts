import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { UnitStatus } from "../../contract/units";
import { createdAt, id, updatedAt } from "./columns";
import { projectRef } from "./projects";

/**
 * A project's flats (issue 45). `building` is "" when the project has one building, so the unique
 * (project, building, code) holds for it too (SQLite counts NULLs as distinct); the API says null.
 * A hold names its lead (no foreign key: a lead may go to the Trash and come back) and its expiry,
 * after which the minute cron makes the flat available again (lib/units.ts `releaseExpiredHolds`).
 */
export const units = sqliteTable(
  "units",
  {
    id: id(),
    projectUniId: projectRef(),
    building: text("building").notNull().default(""),
    floor: integer("floor").notNull(),
    code: text("code").notNull(),
    sizeSft: integer("sizeSft").notNull(),
    bedrooms: integer("bedrooms").notNull(),
    bathrooms: integer("bathrooms").notNull(),
    balconies: integer("balconies").notNull().default(0),
    facing: text("facing"),
    /** Car parks that come with the flat. */
    parking: integer("parking").notNull().default(0),
    status: text("status").$type<UnitStatus>().notNull().default("available"),
    holdUntil: text("holdUntil"),
    holdLeadId: integer("holdLeadId"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("units_code_idx").on(t.projectUniId, t.building, t.code),
    index("units_status_idx").on(t.status, t.holdUntil),
  ],
);

import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { ProgressStage } from "../../contract/progress";
import { createdAt, id, jsonList, scheduleColumns, twin, updatedAt } from "./columns";
import { projectRef } from "./projects";

/**
 * A project's construction updates (issue 45 item 4; docs/product.md §10): a dated stage and percent,
 * a text with its Bengali twin, photos (/im paths, storage/references.ts) and a YouTube embed.
 * Approved and scheduled as content is (its status and schedule columns). `building` is "" for the
 * whole project. They go to the Trash and come back with their project.
 */
export const progress = sqliteTable(
  "progress",
  {
    id: id(),
    uniId: text("uniId").notNull().unique(),
    projectUniId: projectRef(),
    building: text("building").notNull().default(""),
    /** ISO date (YYYY-MM-DD) of the update. */
    date: text("date").notNull(),
    stage: text("stage").$type<ProgressStage>().notNull(),
    percent: integer("percent").notNull(),
    text: text("text").notNull().default(""),
    textBn: twin("textBn"),
    images: jsonList("images"),
    videoLink: text("videoLink").notNull().default(""),
    status: text("status").notNull(),
    ...scheduleColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("progress_project_idx").on(t.projectUniId, t.date), index("progress_status_idx").on(sql`lower(${t.status})`)],
);

import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { scheduleLines } from "./schedule-lines";

/**
 * The reminders the cron has queued (issue 46), one per line and kind: the unique index makes "once" hold
 * when two crons overlap. The e-mails themselves go through the outbox.
 */
export const bookingReminders = sqliteTable(
  "booking_reminders",
  {
    id: id(),
    lineId: integer("lineId")
      .notNull()
      .references(() => scheduleLines.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"due-soon" | "overdue">().notNull(),
    /** The run that queued it: only that run adds its outbox rows. */
    token: text("token").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("booking_reminders_line_kind_idx").on(t.lineId, t.kind)],
);

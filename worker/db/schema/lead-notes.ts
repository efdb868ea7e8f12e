import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { messages } from "./messages";

/** A lead's timeline: staff notes, oldest first; the author's name kept as it was (users may be renamed or removed). */
export const leadNotes = sqliteTable(
  "lead_notes",
  {
    id: id(),
    messageId: integer("messageId")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: integer("userId").notNull(),
    userName: text("userName").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_message_idx").on(t.messageId, t.id)],
);

import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { messages } from "./messages";

/**
 * The files a lead came with (a landowner's deed photos or scans). Private: their R2 keys are in a
 * folder /im never serves (contract/folders.ts), and staff read them through the API
 * (GET /api/messages/{id}/files/{fileId}). The sweep keeps every key listed here.
 */
export const messageFiles = sqliteTable(
  "message_files",
  {
    id: id(),
    messageId: integer("messageId")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The name the visitor's file had, made safe; shown to staff and offered as the download's name. */
    name: text("name").notNull(),
    contentType: text("contentType").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("message_files_message_idx").on(t.messageId)],
);

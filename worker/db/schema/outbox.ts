import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { AccountAlert, AccountEvent } from "../../contract/account-alerts";
import type { AlertEvent } from "../../contract/messages";
import type { ReminderEvent } from "../../contract/booking-reminders";
import type { BuyerPasskeyEvent } from "../../contract/buyer-passkeys";
import { createdAt, id } from "./columns";
import { messages } from "./messages";

/**
 * Alerts to send (worker/lib/outbox.ts): written in the same batch as the lead or change they tell of,
 * sent after the answer, retried by the cron with backoff. `claimedUntil` is the lease of the one
 * attempt under way; `sentAt` set means sent, and never sent again; `nextAttemptAt` null and no
 * `sentAt` means given up. The recipient is read when it is sent (the sales address, or the owner's).
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: id(),
    /** The lead a lead alert tells of; null for an account alert. */
    messageId: integer("messageId").references(() => messages.id, { onDelete: "cascade" }),
    event: text("event").$type<AlertEvent | AccountEvent | ReminderEvent | BuyerPasskeyEvent>().notNull(),
    /** For an owner change: the user to tell; for an account alert: the account (told at its own address). */
    userId: integer("userId"),
    /** An account alert's facts (when, browser, network, who): the mail is written from them when sent. */
    detail: text("detail", { mode: "json" }).$type<AccountAlert>(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("nextAttemptAt"),
    claimedUntil: text("claimedUntil"),
    sentAt: text("sentAt"),
    sentTo: text("sentTo"),
    lastError: text("lastError"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_due_idx").on(t.sentAt, t.nextAttemptAt), index("outbox_message_idx").on(t.messageId)],
);

import { and, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { addDays, dhakaDate } from "../contract/bookings";
import { OVERDUE_REMINDER_WINDOW_DAYS, REMIND_DAYS_BEFORE, type ReminderDetail, type ReminderEvent, reminderMail } from "../contract/booking-reminders";
import { NO_DELAY_POLICY } from "../contract/dues";
import type { Db } from "../db/client";
import { bookingBuyers, bookingReminders, bookings, outbox, scheduleLines } from "../db/schema/index";
import { delayPolicyOf } from "./bookings";
import type { Statement } from "./write";

const KIND: Record<ReminderEvent, "due-soon" | "overdue"> = { "payment-due-soon": "due-soon", "payment-overdue": "overdue" };

/**
 * The minute cron (worker/index.ts): queues each unpaid line's reminders of active bookings, once per line
 * and kind: `REMIND_DAYS_BEFORE` days before it falls due, and the day after its due date (overdue). Each
 * reminder is one batch: its row in booking_reminders (the unique (lineId, kind) index: a second run, even
 * at the same moment, inserts nothing) and an outbox row per buyer with an e-mail, inserted only if this
 * run's row is the one there (its token). The outbox sends them as it sends the lead alerts.
 */
export async function queueReminders(db: Db, now: Date): Promise<number> {
  const today = dhakaDate(now);
  const lines = await db
    .select({
      id: scheduleLines.id,
      bookingId: scheduleLines.bookingId,
      kind: scheduleLines.kind,
      label: scheduleLines.label,
      dueDate: scheduleLines.dueDate,
      amount: scheduleLines.amount,
      flat: bookings.unitLabel,
      projectUniId: bookings.projectUniId,
      paid: sql<number>`coalesce((select sum("a"."amount") from "payment_allocations" "a" where "a"."lineId" = "schedule_lines"."id"), 0)`.mapWith(Number),
      sent: sql<string | null>`(select group_concat("r"."kind") from ${bookingReminders} "r" where "r"."lineId" = "schedule_lines"."id")`,
    })
    .from(scheduleLines)
    .innerJoin(bookings, eq(bookings.id, scheduleLines.bookingId))
    .where(and(eq(bookings.status, "active"), gte(scheduleLines.dueDate, addDays(today, -OVERDUE_REMINDER_WINDOW_DAYS)), lte(scheduleLines.dueDate, addDays(today, REMIND_DAYS_BEFORE))));
  const due = lines
    .filter((l) => l.paid < l.amount)
    .map((l) => ({ ...l, event: (l.dueDate < today ? "payment-overdue" : "payment-due-soon") as ReminderEvent }))
    .filter((l) => !(l.sent ?? "").split(",").includes(KIND[l.event]));
  if (!due.length) return 0;
  const ids = [...new Set(due.map((l) => l.bookingId))];
  const [buyers, policies] = await Promise.all([
    db.select().from(bookingBuyers).where(and(inArray(bookingBuyers.bookingId, ids), isNotNull(bookingBuyers.email))),
    delayPolicyOf(db, [...new Set(due.map((l) => l.projectUniId))]),
  ]);
  let queued = 0;
  const at = now.toISOString();
  for (const l of due) {
    const token = crypto.randomUUID();
    const kind = KIND[l.event];
    const policy = policies.get(l.projectUniId) ?? NO_DELAY_POLICY;
    const statements: Statement[] = [db.insert(bookingReminders).values({ lineId: l.id, kind, token, createdAt: at }).onConflictDoNothing()];
    for (const b of buyers.filter((x) => x.bookingId === l.bookingId)) {
      const mail = reminderMail(l.event, b.language, { name: b.name, flat: l.flat, kind: l.kind, label: l.label, dueDate: l.dueDate, due: l.amount - l.paid, delayPercent: policy.percentPerMonth, graceDays: policy.graceDays });
      const detail: ReminderDetail = { to: b.email!, ...mail };
      statements.push(
        db.run(sql`insert into ${outbox} ("messageId", "event", "userId", "detail", "nextAttemptAt")
          select null, ${l.event}, null, ${JSON.stringify(detail)}, ${at} from ${bookingReminders} where "lineId" = ${l.id} and "kind" = ${kind} and "token" = ${token}`),
      );
    }
    await db.batch(statements as [Statement, ...Statement[]]);
    const [mine] = await db.select({ id: bookingReminders.id }).from(bookingReminders).where(and(eq(bookingReminders.lineId, l.id), eq(bookingReminders.kind, kind), eq(bookingReminders.token, token)));
    if (mine) queued++;
  }
  return queued;
}

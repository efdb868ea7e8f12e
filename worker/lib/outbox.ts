import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import { type AccountAlert, type AccountEvent, accountAlertMail, isAccountEvent } from "../contract/account-alerts";
import { isReminderEvent, type ReminderDetail } from "../contract/booking-reminders";
import { isBuyerPasskeyEvent } from "../contract/buyer-passkeys";
import type { AlertEvent, LeadAlert } from "../contract/messages";
import { type LeadLanguage, leadLink, visitInWords } from "../contract/leads";
import type { Db } from "../db/client";
import { contactInformation, messages, outbox, projects, users } from "../db/schema/index";
import { headerSafe } from "./header-safe";
import type { AppEnv } from "../env";
import { sessionClient } from "./sessions";

/** Cloudflare Email Service's `send_email` binding, as far as alerts use it; tests pass their own. */
export type Mailer = { send(message: { from: string; to: string; subject: string; text: string }): Promise<unknown> };
export type MailConfig = { mailer?: Mailer; from?: string; siteOrigin?: string };

/** How long one attempt holds its row: past it, a row whose sender vanished mid-send is tried again. */
const LEASE_MS = 10 * 60_000;
/** Minutes to wait after the 1st, 2nd, … failed attempt; after the last the alert is given up. */
const BACKOFF_MIN = [1, 5, 15, 60, 180, 720];

/**
 * What a lead alert's row keeps, in `detail` (JSON, which account alerts use for their own facts): the
 * origin of the request that wrote it, so its e-mail links absolutely when SITE_ORIGIN is empty (the
 * cron that retries it has no request), and for a new lead the language of the page it came from
 * (docs/decisions.md "Leads on a phone, in words").
 */
export type LeadAlertDetail = { origin?: string; language?: LeadLanguage };

/** The origin the request came to ("https://uday.example"): where links in the e-mails it causes point. */
export const requestOrigin = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/** The outbox row an alert starts as: written in the batch of the lead or change it tells of. */
export const alertRow = (db: Db, messageId: number | ReturnType<typeof sql>, event: AlertEvent, now: Date, userId?: number, detail?: LeadAlertDetail) =>
  db.insert(outbox).values({
    messageId: messageId as number,
    event,
    userId: userId ?? null,
    // The column is typed for account alerts; a lead alert's facts are its own shape.
    detail: (detail ?? null) as unknown as AccountAlert | null,
    nextAttemptAt: now.toISOString(),
  });

/** An e-mail's links start with SITE_ORIGIN, else the origin of the request that wrote the alert; never relative if either is known. */
const linkOrigin = (mail: MailConfig, row: typeof outbox.$inferSelect) =>
  (mail.siteOrigin || (row.detail as { origin?: string } | null)?.origin || "").replace(/\/$/, "");

/**
 * An account alert's outbox row, for the batch of the change it tells of: to `userId`'s own address,
 * with the request's time, browser and network (`by`: the admin who made it, when not the owner).
 */
export function accountAlertRow(c: Context<AppEnv>, userId: number, event: AccountEvent, extra: Pick<AccountAlert, "by" | "passkey" | "to"> = {}) {
  const now = c.var.now();
  const detail: AccountAlert = { at: now.toISOString(), ...sessionClient(c.req), origin: requestOrigin(c), ...extra };
  return c.var.db.insert(outbox).values({ messageId: null, event, userId, detail, nextAttemptAt: now.toISOString() }).returning({ id: outbox.id });
}

/** Sends these alerts after the answer (the worker's waitUntil); in tests, with no execution context, on its own. */
export function sendAfterAnswer(c: Context<AppEnv>, ids: number[]) {
  const work = deliverAlerts(c.var.db, c.var.mail, c.var.now(), ids);
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    void work;
  }
}

/** The ids of the outbox rows a batch inserted (`accountAlertRow`s at these result indexes). */
export const insertedIds = (results: unknown[], at: number[]) => at.flatMap((i) => (results[i] as { id: number }[]).map((r) => r.id));

/** An alert's state for the lead view. */
export function alertState(row: typeof outbox.$inferSelect): LeadAlert {
  const state = row.sentAt ? "sent" : row.nextAttemptAt ? "pending" : "failed";
  const { id, event, attempts, sentAt, sentTo, nextAttemptAt, lastError } = row;
  return { id, event: event as AlertEvent, state, attempts, sentAt, sentTo, nextAttemptAt, lastError };
}

/**
 * Sends the alerts that are due (`ids`: only those), one attempt each. An attempt first claims its
 * row (a lease, in one statement), so two senders (the request's waitUntil and the cron) never send
 * the same row; a sent row is marked sent and never claimed again. A failure (the binding throws, no
 * sales address yet) frees the row for a later attempt, after a backoff; after the last, it is given
 * up and shows as failed. Never throws: an alert must not fail the request it follows.
 */
export async function deliverAlerts(db: Db, mail: MailConfig, now: Date, ids?: number[]): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 };
  try {
    const at = now.toISOString();
    const due = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          isNotNull(outbox.nextAttemptAt),
          lte(outbox.nextAttemptAt, at),
          or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, at)),
          ids ? inArray(outbox.id, ids.length ? ids : [0]) : undefined,
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(50);
    for (const { id } of due) {
      const sent = await attempt(db, mail, id, now);
      if (sent === true) result.sent++;
      else if (sent === false) result.failed++;
    }
  } catch (err) {
    console.error("alerts:", (err as Error).message);
  }
  return result;
}

/** One attempt at one row: true sent, false failed, null not claimed (another sender has it). */
async function attempt(db: Db, mail: MailConfig, id: number, now: Date): Promise<boolean | null> {
  const at = now.toISOString();
  const [row] = await db
    .update(outbox)
    .set({ claimedUntil: new Date(now.getTime() + LEASE_MS).toISOString(), attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt), isNotNull(outbox.nextAttemptAt), or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, at))))
    .returning();
  if (!row) return null;
  try {
    const message = await compose(db, mail, row);
    // Every subject, whoever built it, reaches the header on one line (issue 41).
    await mail.mailer!.send({ ...message, subject: headerSafe(message.subject) });
    await db.update(outbox).set({ sentAt: at, sentTo: message.to, claimedUntil: null, lastError: null }).where(eq(outbox.id, id));
    return true;
  } catch (err) {
    const wait = BACKOFF_MIN[row.attempts - 1];
    const next = wait === undefined ? null : new Date(now.getTime() + wait * 60_000).toISOString();
    const lastError = String((err as Error).message ?? err).slice(0, 300);
    await db.update(outbox).set({ claimedUntil: null, nextAttemptAt: next, lastError }).where(eq(outbox.id, id));
    return false;
  }
}

/** The e-mail of one alert: to the sales address (a new lead) or to the lead's new owner. */
async function compose(db: Db, mail: MailConfig, row: typeof outbox.$inferSelect) {
  if (!mail.mailer || !mail.from) throw new Error("Mail is not set up (MAIL_FROM and the EMAIL binding).");
  // A buyer's payment reminder or passkey alert (issue 46) was written when queued, to the buyer's own address.
  if (isReminderEvent(row.event) || isBuyerPasskeyEvent(row.event)) {
    const { to, subject, text } = row.detail as unknown as ReminderDetail;
    return { from: mail.from, to, subject, text };
  }
  if (isAccountEvent(row.event)) {
    const [account] = row.userId ? await db.select({ email: users.email, name: users.name, username: users.username }).from(users).where(eq(users.id, row.userId)) : [];
    if (!account?.email) throw new Error("The account has no e-mail address.");
    const { subject, text } = accountAlertMail(row.event, row.detail!, account, linkOrigin(mail, row));
    return { from: mail.from, to: row.detail?.to ?? account.email, subject, text };
  }
  const [lead] = row.messageId ? await db.select().from(messages).where(eq(messages.id, row.messageId)) : [];
  if (!lead) throw new Error("The lead is gone.");
  let to: string | undefined;
  if (row.event === "new-lead") {
    const [company] = await db.select({ salesEmail: contactInformation.salesEmail }).from(contactInformation).orderBy(asc(contactInformation.id)).limit(1);
    to = company?.salesEmail || undefined;
    if (!to) throw new Error("No sales address is set on the Company screen.");
  } else {
    const [owner] = row.userId ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId)) : [];
    to = owner?.email;
    if (!to) throw new Error("The new owner has no e-mail address.");
  }
  const what = lead.kind === "visit" ? "Site visit request" : lead.kind === "landowner" ? "Land proposal" : "New message";
  const [named] = lead.projectUniId ? await db.select({ name: projects.name }).from(projects).where(eq(projects.uniId, lead.projectUniId)) : [];
  const project = lead.projectUniId ? ` (${named?.name ? `${named.name}, ` : ""}${lead.projectUniId})` : "";
  const link = `${linkOrigin(mail, row)}${leadLink(lead.id)}`;
  const subject = row.event === "new-lead" ? `${what} from ${lead.name}${project}` : `Lead #${lead.id} is now yours: ${lead.name}${project}`;
  const lines = [
    row.event === "new-lead" ? `${what} on the website${project}.` : `Lead #${lead.id} has been given to you${project}.`,
    "",
    `Name: ${lead.name}`,
    `Phone: ${lead.number}`,
    `E-mail: ${lead.email}`,
    ...((row.detail as LeadAlertDetail | null)?.language === "bn" ? ["Sent from the Bengali site."] : []),
    ...(lead.visitDate ? [`Preferred visit: ${visitInWords(lead.visitDate, lead.visitSlot)}`] : []),
    ...(lead.kind === "landowner"
      ? [
          `Land: ${lead.landArea ?? ""}, ${lead.landAddress ?? ""}`,
          `Size: ${lead.landSize ?? ""} ${lead.landUnit ?? ""} (${lead.landSizeSft ?? ""} sft); road ${lead.roadWidthFt ?? ""} ft`,
          `Ownership: ${lead.ownership === "joint" ? "joint / inherited" : "single owner"}`,
        ]
      : []),
    "",
    lead.message,
    "",
    `Open the lead: ${link}`,
  ];
  return { from: mail.from, to, subject: subject.slice(0, 200), text: lines.join("\n") };
}

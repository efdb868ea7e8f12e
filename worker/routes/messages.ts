import { and, asc, desc, eq, getTableColumns, lte, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Context } from "hono";
import { dhakaDay, type LeadDetail, type LeadFile, type LeadOwner, leadListQuery, leadNoteCreate, leadUpdate, type Message, type MessageSentResponse, messageCreate } from "../contract/messages";
import { canUseMenu, MENU_IDS } from "../contract/roles";
import type { Page } from "../contract/paging";
import { leadNotes, messageFiles, messages as messagesTable, outbox, projects, users } from "../db/schema/index";
import type { AppEnv } from "../env";
import { changeBy } from "../lib/activity";
import { fail } from "../lib/errors";
import { validate } from "../lib/form";
import { readJson } from "../lib/json-body";
import { inboxMatch } from "../lib/messages";
import { leadUnitsOf, leadUnitsQuery } from "../lib/units";
import { LAND_FILES, landFileName, type NewLead, readNewLead, refuseIfTooFast } from "../lib/new-lead";
import { alertRow, alertState, requestOrigin, sendAfterAnswer } from "../lib/outbox";
import { offsetOf } from "../lib/paging";
import { inLanguage, postLanguage, TOO_MANY_THIS_HOUR, TOO_MANY_THIS_MINUTE } from "../lib/lead-refusals";
import { refuseIfSpent, spendStatement, verifyProof } from "../lib/proof-of-work";
import { clientIp, MESSAGE_BURST_RULE, MESSAGE_RULE, refuseIfThrottled, reserveOrThrottle } from "../lib/throttle";
import { parseId } from "../lib/users";
import { moveToTrash } from "../lib/trash";
import { leadTitle } from "../lib/trash-records";
import { commit } from "../lib/write";
import { currentUser } from "../middleware/require-menu";
import { registerUploads, type Stored, storeFiles } from "../storage/store";
import { endpoint, json } from "../middleware/endpoint";

const INBOX = [MENU_IDS.messages, MENU_IDS.inbox];
const SENT: MessageSentResponse = { message: "Message sent successfully!" };
const m = messagesTable;

/**
 * A lead as staff read it: its row, its project's name (issue 42: staff read names, not ids) and the
 * language of the page it came from, kept with its new-lead alert (lib/outbox.ts `LeadAlertDetail`).
 */
const leadFields = {
  ...getTableColumns(m),
  projectName: projects.name,
  language: sql<Message["language"]>`(select json_extract(${outbox.detail}, '$.language') from ${outbox} where ${outbox.messageId} = ${m.id} and ${outbox.event} = 'new-lead' limit 1)`,
};
const selectLeads = (db: AppEnv["Variables"]["db"]) => db.select(leadFields).from(m).leftJoin(projects, eq(projects.uniId, m.projectUniId));

/** The lead with this id, or the API's 404. */
async function findLead(c: Context<AppEnv>): Promise<Message> {
  const id = parseId(c.req.param("id"));
  const [row] = id === null ? [] : await selectLeads(c.var.db).where(eq(m.id, id));
  return row ?? fail(404, "Message not found.");
}

/** The rows of a lead's stored files, in the order the visitor gave them. */
function leadFiles(stored: Stored, files: File[], messageId: SQL) {
  return stored.registry.map((r, i) => ({
    messageId: messageId as unknown as number,
    key: r.key,
    name: landFileName(files[i]!.name, r.key),
    contentType: r.contentType,
    size: r.size,
  }));
}

// Rows stored before names followed the detected type are named again on the way out.
const fileOf = (leadId: number, f: { id: number; name: string; key: string; contentType: string; size: number }): LeadFile => ({
  id: f.id,
  name: landFileName(f.name, f.key),
  contentType: f.contentType,
  size: f.size,
  url: `/api/messages/${leadId}/files/${f.id}`,
});

/**
 * A visitor's post: validated, its proof of work checked (lib/proof-of-work.ts), throttled per address
 * through the database, honeypot-filtered. The lead, its alert and the proof's spending are one batch;
 * the alert is sent after the answer (lib/outbox.ts), so the visitor never waits for the mail nor sees
 * its failure. There is no site-wide cap (issue 43): nothing others send can refuse a real visitor.
 */
export async function newLead(c: Context<AppEnv>, read: (c: Context<AppEnv>) => Promise<NewLead> = readNewLead) {
  const { db } = c.var;
  const now = c.var.now();
  // The address's hour and minute (one address is often many people: carrier-grade NAT, an office),
  // each with its own words; the hour's are said when none is full.
  const ip = clientIp(c.req);
  const limits = [
    { key: `message-ip:${ip}`, rule: MESSAGE_RULE, message: TOO_MANY_THIS_HOUR },
    { key: `message-ip:${ip}:minute`, rule: MESSAGE_BURST_RULE, message: TOO_MANY_THIS_MINUTE },
  ];
  // Asked before the body is read: a landowner's post may carry 50 MB of files (issue 41).
  await refuseIfThrottled(db, limits, now, TOO_MANY_THIS_HOUR);
  const { row, files, website, fillMs, altcha, fields } = await read(c);
  // Before anything is counted: an unsolved post costs an HMAC and takes nobody's place.
  const spent = await verifyProof(c, altcha, fields);
  refuseIfTooFast(fillMs);
  // Counted and recorded in one statement, so parallel sends cannot all slip under the limits.
  await reserveOrThrottle(db, limits, now, TOO_MANY_THIS_HOUR);
  c.header("Cache-Control", "no-store");
  // A filled honeypot counts against the limit and looks sent, but nothing is stored.
  if (website?.trim()) return c.json(SENT, 201);
  // Checked by their bytes and written before the row that points at them (the sweep reclaims them if the batch fails).
  const stored = files.length ? await storeFiles(c.var.bucket, [LAND_FILES], { [LAND_FILES.name]: files }) : null;
  // The batch is one write transaction: the newest message is this one.
  const leadId = sql`(select max(${m.id}) from ${m})`;
  const [, , alert] = await db
    .batch([
      // First: a proof used already fails the batch before anything is written (409).
      spendStatement(db, spent),
      db.insert(m).values({ ...row, createdAt: now.toISOString() }),
      alertRow(db, sql`last_insert_rowid()`, "new-lead", now, undefined, { origin: requestOrigin(c), language: postLanguage(c.req) }).returning({ id: outbox.id }),
      ...(stored ? [db.insert(messageFiles).values(leadFiles(stored, files, leadId)), ...registerUploads(db, stored)] : []),
    ])
    .catch(refuseIfSpent);
  sendAfterAnswer(c, alert.map((a) => a.id));
  return c.json(SENT, 201);
}

/** /messages: the contact form's and the site-visit form's messages, and the sales team's leads (docs/product.md §5, §7). */
export const messages = new Hono<AppEnv>()
  // Every refusal is said in the page's language (lib/lead-refusals.ts): the forms show it as it is.
  .post(
    "/",
    endpoint({
      summary:
        "Send a contact-form message or a site-visit request (JSON; shown), or a landowner's proposal (multipart: landownerCreate's fields and up to 5 `files`); `altcha` carries the solved GET /challenge (403 without a valid one, 409 when used already); rate-limited per address",
      access: "public",
      body: json(messageCreate),
    }),
    async (c) => {
      try {
        return await newLead(c);
      } catch (err) {
        throw await inLanguage(err, postLanguage(c.req));
      }
    },
  )
  // Without `page` every matching message; with it one page (worker/contract/paging.ts): one COUNT
  // and one page query in one round trip, newest first by the (createdAt, id) index.
  .get(
    "/",
    endpoint({
      summary:
        "Messages (leads), newest first; filters status, kind, owner (id or me), project, due=1; with page (pageSize, q) one page { items, total, page, pageSize }",
      access: INBOX,
    }),
    async (c) => {
      const { db } = c.var;
      const query = validate(leadListQuery, c.req.query());
      const filters: (SQL | undefined)[] = [
        query.status ? eq(m.status, query.status) : undefined,
        query.kind ? eq(m.kind, query.kind) : undefined,
        query.owner !== undefined ? eq(m.ownerId, query.owner === "me" ? currentUser(c).id : query.owner) : undefined,
        query.project ? eq(m.projectUniId, query.project) : undefined,
        query.due ? lte(m.followUpAt, dhakaDay(c.var.now())) : undefined,
      ];
      const newest = [desc(m.createdAt), desc(m.id)];
      if (query.page === undefined) return c.json((await selectLeads(db).where(and(...filters)).orderBy(...newest)) satisfies Message[]);
      const where = and(inboxMatch(query.q), ...filters);
      // A search by id shows that message first, before the newer ones whose texts hold the digits.
      const order = /^\d{1,15}$/.test(query.q) ? [sql`${m.id} = ${Number(query.q)} desc`, ...newest] : newest;
      const paging = { page: query.page, pageSize: query.pageSize };
      const [[counted], items] = await db.batch([
        db.select({ total: sql<number>`count(*)` }).from(m).where(where),
        selectLeads(db).where(where).orderBy(...order).limit(paging.pageSize).offset(offsetOf(paging)),
      ]);
      return c.json({ items, total: counted?.total ?? 0, page: paging.page, pageSize: paging.pageSize } satisfies Page<Message>);
    },
  )
  // Who a lead may be given to: the staff who see the inbox, by name.
  .get("/owners", endpoint({ summary: "Who a lead may be given to: the staff who see the inbox", access: INBOX }), async (c) => {
    const rows = await c.var.db.select({ id: users.id, name: users.name, designation: users.designation }).from(users).orderBy(asc(users.name));
    return c.json(rows.filter((u) => canUseMenu(u.designation, ...INBOX)).map(({ id, name }) => ({ id, name })) satisfies LeadOwner[]);
  })
  // One lead, its timeline and the state of its alerts.
  .get("/:id", endpoint({ summary: "One lead with its notes and the state of its alerts", access: INBOX }), async (c) => {
    const lead = await findLead(c);
    const { db } = c.var;
    const [notes, alerts, files, flats] = await db.batch([
      db
        .select({ id: leadNotes.id, userId: leadNotes.userId, userName: leadNotes.userName, text: leadNotes.text, createdAt: leadNotes.createdAt })
        .from(leadNotes)
        .where(eq(leadNotes.messageId, lead.id))
        .orderBy(asc(leadNotes.id)),
      db.select().from(outbox).where(eq(outbox.messageId, lead.id)).orderBy(asc(outbox.id)),
      db.select().from(messageFiles).where(eq(messageFiles.messageId, lead.id)).orderBy(asc(messageFiles.id)),
      leadUnitsQuery(db, lead),
    ]);
    const units = leadUnitsOf(flats, lead);
    return c.json({ ...lead, notes, alerts: alerts.map(alertState), files: files.map((f) => fileOf(lead.id, f)), units } satisfies LeadDetail);
  })
  // A file the lead came with, to staff only: never cached, never under /im (contract/folders.ts).
  .get("/:id/files/:fileId", endpoint({ summary: "A file the lead came with (a landowner's deed scan); never cached", access: INBOX }), async (c) => {
    const lead = await findLead(c);
    const fileId = parseId(c.req.param("fileId"));
    const [file] = fileId === null ? [] : await c.var.db.select().from(messageFiles).where(and(eq(messageFiles.id, fileId), eq(messageFiles.messageId, lead.id)));
    const obj = file ? await c.var.bucket.get(file.key) : null;
    if (!file || !obj) fail(404, "File not found.");
    const name = landFileName(file.name, file.key);
    return new Response(obj.body, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Length": String(file.size),
        "Cache-Control": "private, no-store",
        // A PDF downloads (a sandboxed page cannot show it); a photo opens in the tab.
        // An ASCII name for old clients, the real one (a Bengali name) in RFC 6266's filename*.
        "Content-Disposition": `${file.contentType === "application/pdf" ? "attachment" : "inline"}; filename="${name.replace(/[^A-Za-z0-9._-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    });
  })
  // Status, owner and follow-up day; a new owner other than oneself is told by e-mail.
  .patch("/:id", endpoint({ summary: "Change a lead's status, owner or follow-up day", access: INBOX, body: json(leadUpdate) }), async (c) => {
    const lead = await findLead(c);
    const input = await readJson(c, leadUpdate);
    const { db } = c.var;
    const me = currentUser(c);
    const now = c.var.now();
    let ownerName: string | null = null;
    if (input.ownerId) {
      const [owner] = await db.select({ id: users.id, name: users.name, designation: users.designation }).from(users).where(eq(users.id, input.ownerId));
      if (!owner || !canUseMenu(owner.designation, ...INBOX)) fail(422, "Please check the lead.", { ownerId: ["The owner must be a staff user who sees the inbox"] });
      ownerName = owner.name;
    }
    const set: Partial<typeof m.$inferInsert> = {};
    const said: string[] = [];
    if (input.status !== undefined) {
      set.status = input.status;
      said.push(`status ${input.status}`);
    }
    if (input.ownerId !== undefined) {
      set.ownerId = input.ownerId;
      said.push(input.ownerId ? `owner ${ownerName}` : "no owner");
    }
    if (input.followUpAt !== undefined) {
      set.followUpAt = input.followUpAt;
      said.push(input.followUpAt ? `follow-up ${input.followUpAt}` : "no follow-up");
    }
    const newOwner = input.ownerId && input.ownerId !== lead.ownerId && input.ownerId !== me.id ? input.ownerId : null;
    const [, alert] = await commit(
      db,
      [db.update(m).set(set).where(eq(m.id, lead.id)), ...(newOwner ? [alertRow(db, lead.id, "owner-changed", now, newOwner, { origin: requestOrigin(c) }).returning({ id: outbox.id })] : [])],
      { activity: changeBy(c, { action: "update", resource: "messages", resourceId: lead.id, label: `${lead.name}: ${said.join(", ")}` }) },
    );
    if (newOwner) sendAfterAnswer(c, (alert as { id: number }[]).map((a) => a.id));
    const [updated] = await selectLeads(db).where(eq(m.id, lead.id));
    return c.json(updated! satisfies Message);
  })
  .post("/:id/notes", endpoint({ summary: "Add a note to a lead's timeline", access: INBOX, body: json(leadNoteCreate) }), async (c) => {
    const lead = await findLead(c);
    const { text } = await readJson(c, leadNoteCreate);
    const { db } = c.var;
    const me = currentUser(c);
    const at = c.var.now().toISOString();
    const [[note]] = await commit(
      db,
      [db.insert(leadNotes).values({ messageId: lead.id, userId: me.id, userName: me.name, text, createdAt: at }).returning()],
      { activity: changeBy(c, { action: "create", resource: "lead-notes", resourceId: lead.id, label: `${lead.name}: ${text.slice(0, 80)}` }) },
    );
    return c.json(note, 201);
  })
  .delete("/:id/delete", endpoint({ summary: "Move a message to the Trash", access: INBOX }), async (c) => {
    const id = parseId(c.req.param("id"));
    const { db } = c.var;
    const [row] = id === null ? [] : await db.select({ id: m.id, name: m.name, kind: m.kind, createdAt: m.createdAt }).from(m).where(eq(m.id, id));
    if (!row) fail(404, "Message not found.");
    // To the Trash with its notes and files' rows; its alerts go (lib/trash.ts; docs/decisions.md "Trash").
    // Logged only if this batch removed it (a second click racing the first changes nothing).
    const activity = changeBy(c, { action: "delete", resource: "messages", resourceId: row.id, label: row.name, when: sql`changes() > 0` });
    const writes = moveToTrash(db, "messages", String(row.id), leadTitle(row), activity);
    const results = await commit(db, writes, { activity });
    if (!(results[writes.length - 1] as { rowsAffected: number }).rowsAffected) fail(404, "Message not found.");
    return c.json({ deleted: row.id });
  });

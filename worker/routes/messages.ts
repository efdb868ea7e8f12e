import { desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { messageCreate, type Message, type MessageSentResponse } from "../contract/messages";
import { MENU_IDS } from "../contract/roles";
import { messages as messagesTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { changeBy } from "../lib/activity";
import { readJson } from "../lib/json-body";
import { inboxMatch } from "../lib/messages";
import { offsetOf, readPageQuery } from "../lib/paging";
import type { Page } from "../contract/paging";
import { commit } from "../lib/write";
import { clientIp, MESSAGE_RULE, reserveOrThrottle } from "../lib/throttle";
import { parseId } from "../lib/users";
import { fail } from "../lib/errors";
import { requireMenu } from "../middleware/require-menu";

const staff = requireMenu([MENU_IDS.messages, MENU_IDS.inbox]);
const SENT: MessageSentResponse = { message: "Message sent successfully!" };

export const messages = new Hono<AppEnv>()
  // Public contact form: validated, throttled per IP through the database, honeypot-filtered.
  .post("/", async (c) => {
    const { website, ...input } = await readJson(c, messageCreate);
    const { db } = c.var;
    const now = c.var.now();
    // Counted and recorded in one statement, so parallel sends cannot all slip under the limit.
    const limits = [{ key: `message-ip:${clientIp(c.req)}`, rule: MESSAGE_RULE }];
    await reserveOrThrottle(db, limits, now, "Too many messages. Please wait and try again.");
    c.header("Cache-Control", "no-store");
    // A filled honeypot counts against the limit and looks sent, but nothing is stored.
    if (!website?.trim()) await db.insert(messagesTable).values({ ...input, createdAt: now.toISOString() });
    return c.json(SENT, 201);
  })
  // Without `page` the whole inbox, as always; with it one page (worker/contract/paging.ts): one
  // COUNT and one page query in one round trip, newest first by the (createdAt, id) index.
  .get("/", staff, async (c) => {
    const { db } = c.var;
    const paging = readPageQuery(c);
    const newest = [desc(messagesTable.createdAt), desc(messagesTable.id)];
    if (!paging) return c.json((await db.select().from(messagesTable).orderBy(...newest)) satisfies Message[]);
    const m = messagesTable;
    const where = inboxMatch(paging.q);
    // A search by id shows that message first, before the newer ones whose texts hold the digits.
    const order = /^\d{1,15}$/.test(paging.q) ? [sql`${m.id} = ${Number(paging.q)} desc`, ...newest] : newest;
    const [[counted], items] = await db.batch([
      db.select({ total: sql<number>`count(*)` }).from(m).where(where),
      db.select().from(m).where(where).orderBy(...order).limit(paging.pageSize).offset(offsetOf(paging)),
    ]);
    return c.json({ items, total: counted?.total ?? 0, page: paging.page, pageSize: paging.pageSize } satisfies Page<Message>);
  })
  .delete("/:id/delete", staff, async (c) => {
    const id = parseId(c.req.param("id"));
    const { db } = c.var;
    const [row] = id === null ? [] : await db.select({ id: messagesTable.id, name: messagesTable.name }).from(messagesTable).where(eq(messagesTable.id, id));
    if (!row) fail(404, "Message not found.");
    const del = db.delete(messagesTable).where(eq(messagesTable.id, row.id)).returning({ id: messagesTable.id });
    // Logged only if this batch removed it (a second click racing the first changes nothing).
    const when = sql`changes() > 0`;
    const [gone] = await commit(db, [del], { activity: changeBy(c, { action: "delete", resource: "messages", resourceId: row.id, label: row.name, when }) });
    if (!(gone as unknown[]).length) fail(404, "Message not found.");
    return c.json({ deleted: row.id });
  });

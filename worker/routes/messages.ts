import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { messageCreate, type Message, type MessageSentResponse } from "../contract/messages";
import { MENU_IDS } from "../contract/roles";
import { messages as messagesTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { readJson } from "../lib/json-body";
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
  .get("/", staff, async (c) => {
    const rows: Message[] = await c.var.db
      .select()
      .from(messagesTable)
      .orderBy(desc(messagesTable.createdAt), desc(messagesTable.id));
    return c.json(rows);
  })
  .delete("/:id/delete", staff, async (c) => {
    const id = parseId(c.req.param("id"));
    const { db } = c.var;
    const [gone] = id === null ? [] : await db.delete(messagesTable).where(eq(messagesTable.id, id)).returning({ id: messagesTable.id });
    if (!gone) fail(404, "Message not found.");
    return c.json({ deleted: gone.id });
  });

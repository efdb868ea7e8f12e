import { Hono } from "hono";
import type { AppEnv } from "../env";
import { fail } from "../lib/errors";
import { listSessions, revokeOtherSessions, revokeOwnSession } from "../lib/sessions";
import { currentUser } from "../middleware/require-menu";
import { clearSessionCookie } from "../middleware/session";
import { endpoint } from "../middleware/endpoint";

/** The signed-in user's own sessions (docs/decisions.md "Sessions"): list them, end one or every other. */
export const sessionRoutes = new Hono<AppEnv>()
  .get(
    "/sessions",
    endpoint({ summary: "The signed-in user's live sessions { id, current, createdAt, lastSeenAt, userAgent, network }[]", access: "session" }),
    async (c) => c.json(await listSessions(c.var.db, currentUser(c), c.var.now())),
  )
  .delete("/sessions", endpoint({ summary: "With others=1: ends every session of the user but this one", access: "session" }), async (c) => {
    // Only the explicit form: a bare DELETE must never end everything by accident.
    if (c.req.query("others") !== "1") fail(400, "Add others=1 to end every other session.");
    const ended = await revokeOtherSessions(c.var.db, currentUser(c), c.var.now()).returning();
    return c.json({ ended: ended.length });
  })
  .delete("/sessions/:id{[A-Za-z0-9_-]+}", endpoint({ summary: "Ends one of the user's own sessions", access: "session" }), async (c) => {
    const user = currentUser(c);
    const id = c.req.param("id");
    if (!(await revokeOwnSession(c.var.db, user.id, id, c.var.now()))) fail(404, "Session not found.");
    if (id === user.sessionId) clearSessionCookie(c);
    return c.json({ ended: 1 });
  });

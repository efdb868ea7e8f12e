import { and, eq, inArray, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { MENU_IDS, roleOf } from "../contract/roles";
import { secondFactorPolicy, type SecondFactorPolicy } from "../contract/second-factors";
import type { AppEnv } from "../env";
import { recordActivity } from "../lib/activity";
import { fail } from "../lib/errors";
import { readJson } from "../lib/json-body";
import { secondFactors, sessions, users } from "../db/schema/index";
import { approvalRequired, isRequiredFor, requiredDesignations, saveApprovalRequired, saveRequiredDesignations } from "../lib/settings";
import { approvalSetting, type ApprovalSetting } from "../contract/revisions";
import { currentUser } from "../middleware/require-menu";
import { endpoint, json } from "../middleware/endpoint";

/** Site-wide settings: which designations must sign in with a second factor (Super-Admin decides). */
export const settingsRoutes = new Hono<AppEnv>()
  .get(
    "/second-factor",
    endpoint({ summary: "{ designations } that must sign in with a second factor", access: [MENU_IDS.users] }),
    async (c) => c.json({ designations: await requiredDesignations(c.var.db) } satisfies SecondFactorPolicy),
  )
  .patch(
    "/second-factor",
    endpoint({ summary: "Sets the designations that must sign in with a second factor (Super-Admin)", access: [MENU_IDS.users], body: json(secondFactorPolicy) }),
    async (c) => {
      const actor = currentUser(c);
      // Past the menu guard, like the users routes' rank rule (lib/users-access.ts): the body, then the rank.
      const { designations } = await readJson(c, secondFactorPolicy);
      if (roleOf(actor.designation) !== "Super-Admin") fail(403, "Only a Super-Admin can change who must use a second factor.");
      const { db } = c.var;
      const now = c.var.now();
      // The rule reaches sessions already open (issue 42): a user it now covers who has no second factor
      // signed in without one, so their sessions end and their next sign-in goes through enrolment.
      const unenrolled = await db
        .select({ id: users.id, designation: users.designation })
        .from(users)
        .leftJoin(secondFactors, eq(secondFactors.userId, users.id))
        .where(isNull(secondFactors.enabledAt));
      const ending = unenrolled.filter((u) => isRequiredFor(designations, u.designation)).map((u) => u.id);
      await db.batch([
        saveRequiredDesignations(db, designations, now),
        recordActivity(db, { by: actor, at: now, action: "update", resource: "settings", resourceId: "second-factor", label: "Second factor required for" }),
        db
          .update(sessions)
          .set({ revokedAt: now.toISOString() })
          .where(and(inArray(sessions.userId, ending.length ? ending : [0]), isNull(sessions.revokedAt))),
      ]);
      return c.json({ designations: await requiredDesignations(db) } satisfies SecondFactorPolicy);
    },
  )
  // Whether approving needs an Admin or Super-Admin (issue 32): every staff member's forms follow it.
  .get(
    "/approval",
    endpoint({ summary: "{ required }: whether only an Admin or Super-Admin may approve", access: "session" }),
    async (c) => c.json({ required: await approvalRequired(c.var.db) } satisfies ApprovalSetting),
  )
  .patch(
    "/approval",
    endpoint({ summary: "Turns required approval on or off (Super-Admin; logged)", access: [MENU_IDS.company], body: json(approvalSetting) }),
    async (c) => {
      const actor = currentUser(c);
      const { required } = await readJson(c, approvalSetting);
      if (roleOf(actor.designation) !== "Super-Admin") fail(403, "Only a Super-Admin can change whether approval is required.");
      const { db } = c.var;
      const now = c.var.now();
      await db.batch([
        saveApprovalRequired(db, required, now),
        recordActivity(db, { by: actor, at: now, action: "update", resource: "settings", resourceId: "approval", label: required ? "Approval required" : "Approval not required" }),
      ]);
      return c.json({ required: await approvalRequired(db) } satisfies ApprovalSetting);
    },
  );

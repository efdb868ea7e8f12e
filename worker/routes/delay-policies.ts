import { Hono } from "hono";
import { NO_DELAY_POLICY } from "../contract/dues";
import { MENU_IDS } from "../contract/roles";
import { delayPolicies } from "../db/schema/index";
import type { AppEnv } from "../env";
import { changeBy } from "../lib/activity";
import { delayPolicyPut } from "../contract/booking-schemas";
import { delayPolicyOf } from "../lib/bookings";
import { readJson } from "../lib/json-body";
import { findProjectFor } from "../lib/units";
import { commit } from "../lib/write";
import { endpoint, json } from "../middleware/endpoint";

/**
 * GET/PUT /projects/{uniId}/delay-policy (issue 46): the percent per month charged on overdue money after
 * the grace days. A project without one charges nothing ({ percentPerMonth: 0, graceDays: 0 }). The charge
 * is computed when read, so a new policy applies to every day of delay (docs/decisions.md "Delay charge").
 */
const staff = [MENU_IDS.projects];

export const delayPolicyRoutes = new Hono<AppEnv>()
  .get("/:uniId/delay-policy", endpoint({ summary: "The project's delay-charge policy { percentPerMonth, graceDays } (0 and 0 until set)", access: staff }), async (c) => {
    const project = await findProjectFor(c.var.db, c.req.param("uniId"), null);
    c.header("Cache-Control", "no-store");
    return c.json((await delayPolicyOf(c.var.db, [project.uniId])).get(project.uniId) ?? NO_DELAY_POLICY);
  })
  .put("/:uniId/delay-policy", endpoint({ summary: "Set the project's delay-charge policy { percentPerMonth (0-10), graceDays (0-90) }", access: staff, body: json(delayPolicyPut) }), async (c) => {
    const { db } = c.var;
    const project = await findProjectFor(db, c.req.param("uniId"), null);
    const input = await readJson(c, delayPolicyPut);
    const row = { ...input, projectUniId: project.uniId, updatedBy: c.var.user!.id, updatedAt: c.var.now().toISOString() };
    const write = db.insert(delayPolicies).values(row).onConflictDoUpdate({ target: delayPolicies.projectUniId, set: row });
    const label = `${project.uniId}: ${input.percentPerMonth}% a month after ${input.graceDays} days`;
    await commit(db, [write], { activity: changeBy(c, { action: "update", resource: "delay-policies", resourceId: project.uniId, label }) });
    return c.json(input);
  });

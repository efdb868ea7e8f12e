import { Hono } from "hono";
import { BACKUP_PREFIX, backupCreatedAt } from "../contract/backups";
import { MENU_IDS } from "../contract/roles";
import type { AppEnv } from "../env";
import { changeBy, recordActivity } from "../lib/activity";
import { listBackups, takeBackup } from "../lib/backups";
import { fail } from "../lib/errors";
import { reserveOrThrottle, type ThrottleRule } from "../lib/throttle";
import { endpoint } from "../middleware/endpoint";

const access = [MENU_IDS.backups];
const denied = "Only a Super-Admin may see or take the backups.";

/**
 * Backups taken by hand, site-wide: an export reads the whole database, so a few an hour at most
 * (the nightly one is the cron's, not counted).
 */
export const BACKUP_RULE: ThrottleRule = { max: 4, windowMs: 60 * 60_000 };

/**
 * /api/backups (Super-Admin only; docs/decisions.md "Backups"): the list, a backup now, one backup
 * downloaded. Taking and downloading are on the activity log: a backup holds every row there is.
 */
export const backups = new Hono<AppEnv>()
  .get(
    "/",
    endpoint({ summary: "The database's backups, newest first: { name, createdAt, bytes }[] (Super-Admin)", access, denied }),
    async (c) => c.json(await listBackups(c.var.bucket)),
  )
  .post(
    "/",
    endpoint({
      summary: "Take a backup now (a gzipped SQL dump and the R2 manifest, kept 30 days); 201 { name, createdAt, bytes }; 4 an hour",
      access,
      denied,
    }),
    async (c) => {
      const { db } = c.var;
      const now = c.var.now();
      await reserveOrThrottle(db, [{ key: "backups", rule: BACKUP_RULE }], now, "Four backups were taken this hour. Please wait before taking another.");
      const taken = await takeBackup(db.$client, c.var.bucket, now);
      await recordActivity(db, changeBy(c, { action: "create", resource: "backups", resourceId: taken.name }));
      return c.json(taken, 201);
    },
  )
  .get("/:name", endpoint({ summary: "Download one backup (application/gzip, attachment, no-store); logged", access, denied }), async (c) => {
    // Only a backup's exact name (contract/backups.ts) is looked up: no other key can be reached.
    const name = c.req.param("name");
    if (!backupCreatedAt(name)) fail(404, "No such backup.");
    const obj = await c.var.bucket.get(`${BACKUP_PREFIX}${name}`);
    if (!obj) fail(404, "No such backup.");
    await recordActivity(c.var.db, changeBy(c, { action: "download", resource: "backups", resourceId: name }));
    return new Response(obj.body, {
      headers: {
        "Content-Type": "application/gzip",
        "Content-Length": String(obj.size),
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": "no-store",
      },
    });
  });

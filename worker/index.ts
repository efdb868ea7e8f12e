// The page renderer, built from web/entry-server.tsx by `vite build` (wrangler.toml [alias]).
import { BUILD_ID, renderPage } from "page-renderer";
import { createApp } from "./app";
import { createDb } from "./db/client";
import type { Bindings } from "./env";
import { nightlyBackup } from "./lib/backups";
import { housekeeping } from "./lib/housekeeping";
import { deliverAlerts } from "./lib/outbox";
import { runSchedule } from "./lib/schedule";
import { releaseExpiredHolds } from "./lib/units";
import { queueReminders } from "./lib/booking-reminders";
import { testClock } from "./lib/test-clock";

/** wrangler.toml's second cron. */
const ALERTS_CRON = "*/5 * * * *";
/** wrangler.toml's third cron: scheduled publishing, at most a minute late (lib/schedule.ts). */
const SCHEDULE_CRON = "* * * * *";
/** wrangler.toml's fourth cron: the nightly backup, 21:00 UTC (03:00 in Dhaka), kept 30 days (lib/backups.ts). */
const BACKUP_CRON = "0 21 * * *";
import { sweepOrphans } from "./storage/sweep";

/**
 * The app is built once per isolate: it is a router plus references to bindings, and holds no
 * client, promise or stream. The database client is built per request through `db()`, because
 * workerd forbids a request to wait on I/O another request started (a shared libSQL client
 * queued queries across requests and hung the whole API past ~20 in flight).
 */
let cached: { env: Bindings; app: ReturnType<typeof createApp> } | undefined;

function appFor(env: Bindings) {
  if (cached?.env !== env) {
    const secureCookies = env.ENVIRONMENT !== "development";
    cached = {
      env,
      app: createApp({
        db: (timing) => createDb(env.LIBSQL_URL, env.LIBSQL_AUTH_TOKEN, { timing }),
        bucket: env.BUCKET,
        cache: caches.default,
        assets: env.ASSETS,
        render: renderPage,
        requestClock: testClock(env),
        mailer: env.EMAIL,
        config: { jwtSecret: env.JWT_SECRET, secureCookies, siteOrigin: env.SITE_ORIGIN, buildId: BUILD_ID, mailFrom: env.MAIL_FROM },
      }),
    };
  }
  return cached.app;
}

export default {
  fetch(request, env, ctx) {
    return appFor(env).fetch(request, env, ctx);
  },
  async scheduled(controller, env, ctx) {
    const db = createDb(env.LIBSQL_URL, env.LIBSQL_AUTH_TOKEN);
    // Every five minutes: the alerts that are due again (worker/lib/outbox.ts).
    if (controller.cron === SCHEDULE_CRON) {
      ctx.waitUntil(
        runSchedule(db, new Date()).then(
          (r) => r.length && console.log("schedule:", JSON.stringify(r)),
          (err: Error) => console.error("schedule failed:", err.message),
        ),
      );
      // Issue 45: holds past their time make their flats available again, at most a minute late.
      ctx.waitUntil(
        releaseExpiredHolds(db, new Date()).then(
          (r) => r.length && console.log("holds released:", JSON.stringify(r)),
          (err: Error) => console.error("hold release failed:", err.message),
        ),
      );
      // Issue 46: buyers' payment reminders, once per line and kind; the alerts cron sends them.
      ctx.waitUntil(
        queueReminders(db, new Date()).then(
          (n) => n && console.log("payment reminders queued:", n),
          (err: Error) => console.error("payment reminders failed:", err.message),
        ),
      );
      return;
    }
    if (controller.cron === BACKUP_CRON) {
      // An export reads every table: a longer deadline per exchange than a request's 5 s.
      const client = createDb(env.LIBSQL_URL, env.LIBSQL_AUTH_TOKEN, { deadlineMs: 60_000 }).$client;
      ctx.waitUntil(
        nightlyBackup(client, env.BUCKET, new Date()).then(
          (r) => console.log("backup:", JSON.stringify(r)),
          (err: Error) => console.error("backup failed:", err.message),
        ),
      );
      return;
    }
    if (controller.cron === ALERTS_CRON) {
      const mail = { mailer: env.EMAIL, from: env.MAIL_FROM, siteOrigin: env.SITE_ORIGIN };
      ctx.waitUntil(deliverAlerts(db, mail, new Date()).then((r) => console.log("alerts:", JSON.stringify(r))));
      return;
    }
    ctx.waitUntil(
      sweepOrphans({
        db,
        bucket: env.BUCKET,
        graceHours: Number(env.ORPHAN_GRACE_HOURS ?? 24),
        limit: Number(env.ORPHAN_SWEEP_LIMIT ?? 200),
      }).then((r) => console.log("orphan sweep:", JSON.stringify(r))),
    );
    ctx.waitUntil(
      housekeeping(db, new Date()).then(
        (r) => console.log("housekeeping:", JSON.stringify(r)),
        (err: Error) => console.error("housekeeping failed:", err.message),
      ),
    );
  },
} satisfies ExportedHandler<Bindings>;

import { createApp } from "./app";
import { createDb } from "./db/client";
import type { Bindings } from "./env";
import { sweepOrphans } from "./storage/sweep";

let cached: { env: Bindings; app: ReturnType<typeof createApp> } | undefined;

/** One app per isolate: env is fixed for an isolate's lifetime. */
function appFor(env: Bindings) {
  if (cached?.env !== env) {
    const db = createDb(env.LIBSQL_URL, env.LIBSQL_AUTH_TOKEN);
    const secureCookies = env.ENVIRONMENT !== "development";
    cached = { env, app: createApp({ db, bucket: env.BUCKET, config: { jwtSecret: env.JWT_SECRET, secureCookies } }) };
  }
  return cached.app;
}

export default {
  fetch(request, env, ctx) {
    return appFor(env).fetch(request, env, ctx);
  },
  async scheduled(_controller, env, ctx) {
    const db = createDb(env.LIBSQL_URL, env.LIBSQL_AUTH_TOKEN);
    ctx.waitUntil(
      sweepOrphans({
        db,
        bucket: env.BUCKET,
        graceHours: Number(env.ORPHAN_GRACE_HOURS ?? 24),
        limit: Number(env.ORPHAN_SWEEP_LIMIT ?? 200),
      }).then((r) => console.log("orphan sweep:", JSON.stringify(r))),
    );
  },
} satisfies ExportedHandler<Bindings>;

import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { endpoint } from "../middleware/endpoint";

async function probe(fn: () => Promise<unknown>): Promise<boolean> {
  try {
    await fn();
    return true;
  } catch (err) {
    console.error("health probe failed:", (err as Error).message);
    return false;
  }
}

/** Touches the database and the bucket; 503 when either is down so monitors can alert. */
export const health = new Hono<AppEnv>().get("/", endpoint({ summary: "Touches the database and storage", access: "public" }), async (c) => {
  const [db, storage] = await Promise.all([
    probe(() => c.var.db.run(sql`select 1`)),
    probe(() => c.var.bucket.list({ limit: 1 })),
  ]);
  const ok = db && storage;
  c.header("Cache-Control", "no-store");
  return c.json({ ok, db, storage }, ok ? 200 : 503);
});

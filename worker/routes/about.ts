import { asc } from "drizzle-orm";
import { Hono } from "hono";
import type { About } from "../contract/about";
import { about as aboutTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { fail } from "../lib/errors";
import { publicCache } from "../middleware/public-cache";

/** GET /about: the single about record (the first, if several were ever written). */
export const about = new Hono<AppEnv>().get("/", publicCache, async (c) => {
  const [row] = await c.var.db.select().from(aboutTable).orderBy(asc(aboutTable.id)).limit(1);
  if (!row) fail(404, "About information not found.");
  return c.json(row satisfies About);
});

import { asc } from "drizzle-orm";
import { Hono } from "hono";
import type { ContactInformation } from "../contract/contact-information";
import { contactInformation as contactTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { fail } from "../lib/errors";
import { publicCache } from "../middleware/public-cache";

/** GET /contactInformation: the company's contact block (the first record, if several were ever written). */
export const contactInformation = new Hono<AppEnv>().get("/", publicCache, async (c) => {
  const [row] = await c.var.db.select().from(contactTable).orderBy(asc(contactTable.id)).limit(1);
  if (!row) fail(404, "Contact information not found.");
  return c.json(row satisfies ContactInformation);
});

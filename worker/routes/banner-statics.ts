import { asc } from "drizzle-orm";
import { Hono } from "hono";
import type { BannerStatic } from "../contract/banner-statics";
import { bannerStatics as bannerStaticsTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { publicCache } from "../middleware/public-cache";

/** GET /banner-statics: the static page headers, [{ name, image }] (docs/product.md §3). */
export const bannerStatics = new Hono<AppEnv>().get("/", publicCache, async (c) => {
  const rows: BannerStatic[] = await c.var.db
    .select({ name: bannerStaticsTable.name, image: bannerStaticsTable.image })
    .from(bannerStaticsTable)
    .orderBy(asc(bannerStaticsTable.id));
  return c.json(rows);
});

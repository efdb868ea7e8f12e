import { Hono } from "hono";
import type { AppEnv } from "../env";
import { publicCache } from "../middleware/public-cache";
import { publicReads } from "../pages/public-reads";
import { endpoint } from "../middleware/endpoint";

/** GET /banner-statics: the static page headers, [{ name, image }] (docs/product.md §3). */
export const bannerStatics = new Hono<AppEnv>().get(
  "/",
  endpoint({ summary: "Static page banners by page name", access: "public" }),
  publicCache,
  async (c) => c.json(await publicReads.bannerStatics(c.var.db)),
);

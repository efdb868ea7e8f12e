import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { MENU_IDS } from "../contract/roles";
import { COUNT_FIELDS, TOTAL_COUNT_ID, type TotalCount, totalCountUpdate } from "../contract/total-count";
import type { Db } from "../db/client";
import { totalCount as totalCountTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { changeBy } from "../lib/activity";
import { readJson } from "../lib/json-body";
import { commit } from "../lib/write";
import { fail } from "../lib/errors";
import { publicCache } from "../middleware/public-cache";
import { requireMenu } from "../middleware/require-menu";

const t = totalCountTable;
const columns = {
  id: t.id,
  totalProject: t.totalProject,
  totalFlat: t.totalFlat,
  handoverProject: t.handoverProject,
  constructionProject: t.constructionProject,
  handoverFlat: t.handoverFlat,
  constructionFlat: t.constructionFlat,
};
const ZEROS = { id: TOTAL_COUNT_ID, ...Object.fromEntries(COUNT_FIELDS.map((f) => [f, 0])) } as TotalCount;

/** The one record (id 1); before anyone saves figures it reads as zeros. */
async function readTotals(db: Db): Promise<TotalCount> {
  const [row] = await db.select(columns).from(t).where(eq(t.id, TOTAL_COUNT_ID));
  return row ?? ZEROS;
}

/** /total-count: the company's headline figures (docs/product.md §3, §7). */
export const totalCount = new Hono<AppEnv>()
  .get("/", publicCache, async (c) => c.json([await readTotals(c.var.db)]))
  .patch("/:id", requireMenu([MENU_IDS.projects]), async (c) => {
    if (c.req.param("id") !== String(TOTAL_COUNT_ID)) fail(404, "Total count not found.");
    const { id: _id, ...figures } = await readJson(c, totalCountUpdate);
    const { db } = c.var;
    const updatedAt = c.var.now().toISOString();
    await commit(
      db,
      [
        db
          .insert(totalCountTable)
          .values({ ...figures, id: TOTAL_COUNT_ID, updatedAt })
          .onConflictDoUpdate({ target: totalCountTable.id, set: { ...figures, updatedAt } }),
      ],
      { activity: changeBy(c, { action: "update", resource: "total-count", resourceId: TOTAL_COUNT_ID }) },
    );
    return c.json(await readTotals(db));
  });

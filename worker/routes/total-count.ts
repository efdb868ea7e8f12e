import { Hono } from "hono";
import { MENU_IDS } from "../contract/roles";
import { TOTAL_COUNT_ID, totalCountUpdate } from "../contract/total-count";
import { totalCount as totalCountTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { changeBy } from "../lib/activity";
import { assertMayChangeFigures } from "../lib/approval";
import { readJson } from "../lib/json-body";
import { rowJson } from "../lib/trash-rows";
import { commit } from "../lib/write";
import { eq } from "drizzle-orm";
import { fail } from "../lib/errors";
import { publicCache } from "../middleware/public-cache";
import { publicReads } from "../pages/public-reads";
import { endpoint, json } from "../middleware/endpoint";

/** /total-count: the company's headline figures (docs/product.md §3, §7). */
export const totalCount = new Hono<AppEnv>()
  .get("/", endpoint({ summary: "[{ the six company figures }]", access: "public" }), publicCache, async (c) => c.json(await publicReads.totalCount(c.var.db)))
  .patch("/:id", endpoint({ summary: "Update the company figures (id 1)", access: [MENU_IDS.projects], body: json(totalCountUpdate) }), async (c) => {
    if (c.req.param("id") !== String(TOTAL_COUNT_ID)) fail(404, "Total count not found.");
    // The figures have no draft: while approval is required, only an approver changes them (issue 41).
    await assertMayChangeFigures(c);
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
      {
        activity: changeBy(c, { action: "update", resource: "total-count", resourceId: TOTAL_COUNT_ID }),
        revision: { resource: "total-count", table: totalCountTable, idColumn: totalCountTable.id, where: eq(totalCountTable.id, TOTAL_COUNT_ID), snapshot: rowJson(totalCountTable) },
      },
    );
    const [totals] = await publicReads.totalCount(db);
    return c.json(totals!);
  });

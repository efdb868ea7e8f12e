import { Hono } from "hono";
import { MENU_IDS } from "../contract/roles";
import type { AppEnv } from "../env";
import { salesCsv, salesReport } from "../lib/sales-report";
import { endpoint } from "../middleware/endpoint";

/** /reports/sales: Reports → Sales as JSON, or with ?format=csv as a CSV download (issue 45). */
export const salesReportRoutes = new Hono<AppEnv>().get(
  "/sales",
  endpoint({ summary: "Per project: flats by status, unsold stock's value at today's prices, holds ending within 48 hours, most asked flats; ?format=csv as CSV", access: [MENU_IDS.reports] }),
  async (c) => {
  const rows = await salesReport(c.var.db, c.var.now());
  if (c.req.query("format") !== "csv") return c.json(rows);
  const day = c.var.now().toISOString().slice(0, 10);
  return c.body(salesCsv(rows), 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="sales-${day}.csv"` });
});

import { Hono } from "hono";
import { dhakaDate } from "../contract/bookings";
import { MENU_IDS } from "../contract/roles";
import { isMonth } from "../contract/sales-collections";
import type { AppEnv } from "../env";
import { fail } from "../lib/errors";
import { collectionsCsv, collectionsReport } from "../lib/sales-collections";
import { salesCsv, salesReport } from "../lib/sales-report";
import { endpoint } from "../middleware/endpoint";

const csvHeaders = (name: string) => ({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}.csv"` });

/** /reports/sales: Reports → Sales as JSON, or with ?format=csv as a CSV download (issue 45); its collections (issue 46). */
export const salesReportRoutes = new Hono<AppEnv>()
  .get(
    "/sales",
    endpoint({ summary: "Per project: flats by status, unsold stock's value at today's prices, holds ending within 48 hours, most asked flats; ?format=csv as CSV", access: [MENU_IDS.reports] }),
    async (c) => {
      const rows = await salesReport(c.var.db, c.var.now());
      if (c.req.query("format") !== "csv") return c.json(rows);
      const day = c.var.now().toISOString().slice(0, 10);
      return c.body(salesCsv(rows), 200, csvHeaders(`sales-${day}`));
    },
  )
  .get(
    "/sales/collections",
    endpoint({
      summary: "Collections per project and in total for ?month=YYYY-MM (this month in Dhaka by default): due in the month on active bookings, collected net of reversals and refunds, today's overdue by age (0-30, 31-60, 61-90, over 90 days), cancellations and their refunds; ?format=csv as CSV",
      access: [MENU_IDS.reports],
    }),
    async (c) => {
      const month = c.req.query("month") ?? dhakaDate(c.var.now()).slice(0, 7);
      if (!isMonth(month)) fail(422, "month must be a month (YYYY-MM)", { month: ["month must be a month (YYYY-MM)"] });
      const report = await collectionsReport(c.var.db, month, c.var.now());
      c.header("Cache-Control", "no-store");
      if (c.req.query("format") !== "csv") return c.json(report);
      return c.body(collectionsCsv(report), 200, csvHeaders(`collections-${month}`));
    },
  );

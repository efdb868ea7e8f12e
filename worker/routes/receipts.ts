import { Hono } from "hono";
import { MENU_IDS } from "../contract/roles";
import type { AppEnv } from "../env";
import { RECEIPT_FILE, receiptResponse } from "../lib/receipts";
import { endpoint } from "../middleware/endpoint";

/** GET /receipts/{number}.pdf (issue 46 item 2): any payment's, reversal's or refund's receipt, for staff with Projects. */
export const receiptRoutes = new Hono<AppEnv>().get(
  RECEIPT_FILE,
  endpoint({ summary: "A receipt as a PDF download (?lang=en|bn, English by default): R-2026-000123.pdf; 404 \"Receipt not found.\" for any other number", access: [MENU_IDS.projects] }),
  (c) => receiptResponse(c),
);

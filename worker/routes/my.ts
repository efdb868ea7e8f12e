import { Hono } from "hono";
import { BUYER_CODE_SENT, type BuyerCodeSent, buyerSignInBody, buyerVerifyBody } from "../contract/buyer-portal";
import type { AppEnv } from "../env";
import { BUYER_CODE_WRONG, buyerEmail, sendBuyerCode, useBuyerCode } from "../lib/buyer-access";
import { endBuyerSession, startBuyerSession } from "../lib/buyer-sessions";
import { documentDownload, findDocument } from "../lib/booking-documents";
import { fail } from "../lib/errors";
import { RECEIPT_FILE, receiptResponse } from "../lib/receipts";
import { readJson } from "../lib/json-body";
import { findMyBooking, listMyBookings, ownBooking } from "../lib/my-bookings";
import { endpoint, json } from "../middleware/endpoint";

/**
 * The buyer portal's API (issue 46; docs/product.md §11 "Buyer portal"), mounted under /my: sign-in
 * by an e-mailed code, and the signed-in buyer's own bookings (lib/my-bookings.ts, which the portal's
 * pages read too: routes/my-forms.ts, web/site/pages/my.tsx).
 */
export const myRoutes = new Hono<AppEnv>()
  .post(
    "/sign-in",
    endpoint({ summary: "E-mails a one-time sign-in code to a buyer's address; the same 202 whether or not the address is on a booking (429 past 3 codes per address or 20 requests per client address in 15 minutes)", access: "public", body: json(buyerSignInBody), accepted: true }),
    async (c) => {
      const { email } = await readJson(c, buyerSignInBody);
      await sendBuyerCode(c, email);
      c.header("Cache-Control", "no-store");
      return c.json({ sent: true, message: BUYER_CODE_SENT } satisfies BuyerCodeSent, 202);
    },
  )
  .post(
    "/verify",
    endpoint({ summary: "Signs a buyer in with the e-mailed code; sets the buyer session cookie (401 for a wrong, used or expired code)", access: "public", body: json(buyerVerifyBody) }),
    async (c) => {
      const { email, code } = await readJson(c, buyerVerifyBody);
      if (!(await useBuyerCode(c, email, code))) fail(401, BUYER_CODE_WRONG);
      await startBuyerSession(c, buyerEmail(email));
      c.header("Cache-Control", "no-store");
      return c.json({ isAuthenticated: true as const });
    },
  )
  .post("/sign-out", endpoint({ summary: "Ends the buyer session, if any, and clears its cookie", access: "public" }), async (c) => {
    await endBuyerSession(c);
    c.header("Cache-Control", "no-store");
    return c.json({ isAuthenticated: false as const });
  })
  .get("/bookings", endpoint({ summary: "The signed-in buyer's own bookings, each with its project, flat, price, paid, outstanding, overdue and next due line", access: "buyer" }), async (c) =>
    c.json(await listMyBookings(c.var.db, c.var.buyer!.email, c.var.now())),
  )
  .get("/bookings/:id", endpoint({ summary: "One of the signed-in buyer's bookings: schedule, payments with receipt numbers and whom to call (404 for any other booking)", access: "buyer" }), async (c) =>
    c.json(await findMyBooking(c.var.db, c.var.buyer!.email, c.req.param("id"), c.var.now())),
  )
  .get("/bookings/:id/documents/:docId", endpoint({ summary: "Download a document of one of the signed-in buyer's bookings (an attachment, never cached; 404 for any other booking's or document)", access: "buyer" }), async (c) => {
    const { db } = c.var;
    const record = await ownBooking(db, c.var.buyer!.email, c.req.param("id"));
    // The same 404 for a booking that is not the buyer's as for one that is not there: ids tell nothing.
    if (!record) fail(404, "Document not found.");
    return documentDownload(c.var.bucket, await findDocument(db, record.id, c.req.param("docId")));
  })
  .get(
    `/receipts${RECEIPT_FILE}`,
    endpoint({ summary: "A receipt of one of the signed-in buyer's bookings as a PDF download (?lang=en|bn); 404 \"Receipt not found.\" for any other number", access: "buyer" }),
    (c) => receiptResponse(c, c.var.buyer!.email),
  );

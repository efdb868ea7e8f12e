import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { bookingDocumentCreate, DOCUMENT_KINDS } from "../contract/booking-documents";
import { MENU_IDS } from "../contract/roles";
import { bookingDocuments } from "../db/schema/index";
import type { AppEnv } from "../env";
import { changeBy } from "../lib/activity";
import { DOCUMENT_FILE, documentDownload, documentOf, findDocument, listDocuments } from "../lib/booking-documents";
import { findBookingRecord } from "../lib/bookings";
import { fail } from "../lib/errors";
import { readForm, validate } from "../lib/form";
import { commit } from "../lib/write";
import { assertDeclaredBody, endpoint, multipart } from "../middleware/endpoint";
import { storeFiles } from "../storage/store";

/**
 * A booking's documents, staff's side (issue 46; docs/product.md §11 "Booking documents"), mounted under
 * /bookings: upload, download, delete. An upload is checked (fields, booking, the file by its bytes) before
 * anything is stored; the file is stored, then the row and its activity entry are one batch. A failed
 * batch leaves only an unreferenced file, which the orphan sweep reclaims after its grace period
 * (docs/decisions.md "Booking documents").
 */
const staff = [MENU_IDS.projects];
const files = [DOCUMENT_FILE];
const KINDS = `one of ${DOCUMENT_KINDS.join(", ")}`;

export const bookingDocumentRoutes = new Hono<AppEnv>()
  .post(
    "/:id/documents",
    endpoint({
      summary: `Share a document with a booking's buyers (multipart: name, kind ${KINDS}, and one \`file\`: ${DOCUMENT_FILE.rule.label}, checked by its bytes); private, downloaded through the API only`,
      access: staff,
      body: multipart(bookingDocumentCreate, files),
      created: true,
    }),
    async (c) => {
      const { db } = c.var;
      assertDeclaredBody(c, bookingDocumentCreate, files);
      const booking = await findBookingRecord(db, c.req.param("id"));
      const form = await readForm(c, files);
      const input = validate(bookingDocumentCreate, form.fields);
      if (form.variants.length) fail(422, "Unexpected file field: imageVariants", { imageVariants: ["No file is accepted here"] });
      const [file] = form.files[DOCUMENT_FILE.name] ?? [];
      if (!file) fail(422, "Choose a file to upload.", { file: ["Choose a file to upload"] });
      const stored = await storeFiles(c.var.bucket, files, { [DOCUMENT_FILE.name]: [file] });
      const { key, contentType, size } = stored.registry[0]!;
      const uploadedAt = c.var.now().toISOString();
      const label = `${booking.unitLabel}: document "${input.name}" (${input.kind}) shared`;
      const [inserted] = await commit(
        db,
        [db.insert(bookingDocuments).values({ bookingId: booking.id, name: input.name, kind: input.kind, key, contentType, size, uploadedAt, uploadedBy: c.var.user!.id }).returning()],
        { stored, activity: changeBy(c, { action: "update", resource: "bookings", resourceId: booking.id, label }) },
      );
      return c.json(documentOf((inserted as (typeof bookingDocuments.$inferSelect)[])[0]!), 201);
    },
  )
  .get("/:id/documents/:docId", endpoint({ summary: "Download a booking's document (an attachment, never cached; 404 for a document of another booking)", access: staff }), async (c) => {
    const booking = await findBookingRecord(c.var.db, c.req.param("id"));
    return documentDownload(c.var.bucket, await findDocument(c.var.db, booking.id, c.req.param("docId")));
  })
  .delete("/:id/documents/:docId", endpoint({ summary: "Remove a document from a booking (logged; its buyers no longer see it); answers the documents left", access: staff }), async (c) => {
    const { db } = c.var;
    const booking = await findBookingRecord(db, c.req.param("id"));
    const doc = await findDocument(db, booking.id, c.req.param("docId"));
    const label = `${booking.unitLabel}: document "${doc.name}" (${doc.kind}) removed`;
    await commit(db, [db.delete(bookingDocuments).where(eq(bookingDocuments.id, doc.id))], {
      activity: changeBy(c, { action: "update", resource: "bookings", resourceId: booking.id, label }),
    });
    c.header("Cache-Control", "no-store");
    return c.json(await listDocuments(db, booking.id));
  });

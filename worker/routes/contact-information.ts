import { asc } from "drizzle-orm";
import { contactInformationUpdate, type SalesEmail } from "../contract/contact-information";
import { MENU_IDS } from "../contract/roles";
import { contactInformation as contactTable } from "../db/schema/index";
import { type FileField, IMAGE } from "../storage/upload-rules";
import { singleRecordRoutes } from "./single-record-routes";
import { endpoint } from "../middleware/endpoint";

const files: FileField[] = [{ name: "image", folder: "images", rule: IMAGE, multiple: false }];

/**
 * /contactInformation: the company's contact details (docs/product.md §2). Visitors read it (cached like
 * every public read); Settings > Company edits it, creating the record on a database that has none.
 */
export const contactInformation = singleRecordRoutes("contact-information", {
  table: contactTable,
  summaries: { read: "The company's contact information", edit: "Edit the company's contact information (Settings > Company)" },
  files,
  schema: contactInformationUpdate,
  label: () => "Company contact information",
  // The background comes as a file; its text field (only ever "") is not a column value.
  fields: ({ image: _text, ...fields }, paths) => ({ ...fields, ...(paths.image?.[0] ? { image: paths.image[0] } : {}) }),
  blank: (now) => ({ image: "", phone: "", phones: [], email: "", socialHandle: "", address: "", mapEmbed: "", createdAt: now }),
}).get("/sales-email", endpoint({ summary: "The address new leads are sent to (staff only)", access: [MENU_IDS.company] }), async (c) => {
  const [row] = await c.var.db.select({ salesEmail: contactTable.salesEmail }).from(contactTable).orderBy(asc(contactTable.id)).limit(1);
  return c.json({ salesEmail: row?.salesEmail ?? "" } satisfies SalesEmail);
});

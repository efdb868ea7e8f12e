import { asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { type ContactInformation, contactInformationUpdate } from "../contract/contact-information";
import { MENU_IDS } from "../contract/roles";
import type { Db } from "../db/client";
import { contactInformation as contactTable } from "../db/schema/index";
import type { AppEnv } from "../env";
import { fail } from "../lib/errors";
import { writeForm } from "../lib/write";
import { publicCache } from "../middleware/public-cache";
import { requireMenu } from "../middleware/require-menu";
import { type FileField, IMAGE } from "../storage/upload-rules";

const files: FileField[] = [{ name: "image", folder: "images", rule: IMAGE, multiple: false }];
const staff = requireMenu([MENU_IDS.company]);

/** The record (the first, if several were ever written), or null. */
const first = async (db: Db) => (await db.select().from(contactTable).orderBy(asc(contactTable.id)).limit(1))[0] ?? null;

const found = (row: Awaited<ReturnType<typeof first>>): ContactInformation => row ?? fail(404, "Contact information not found.");

/**
 * /contactInformation: the company's contact details (docs/product.md §2). Visitors read it (cached like
 * every public read); Settings > Company edits it, creating the record on a database that has none.
 */
export const contactInformation = new Hono<AppEnv>()
  .get("/", publicCache, async (c) => c.json(found(await first(c.var.db)) satisfies ContactInformation))
  .patch("/", staff, async (c) => {
    const { db } = c.var;
    const current = await first(db);
    const now = c.var.now().toISOString();
    const updated = await writeForm(c, {
      files,
      schema: contactInformationUpdate,
      activity: () => ({ action: current ? "update" : "create", resource: "contact-information", resourceId: current?.id ?? sql`(select max(id) from contact_information)`, label: "Company contact information" }),
      write: (input, paths) => {
        const { image: _text, ...fields } = input;
        const image = paths.image?.[0];
        if (current) {
          return db
            .update(contactTable)
            .set({ ...fields, ...(image ? { image } : {}), updatedAt: now })
            .where(eq(contactTable.id, current.id));
        }
        const blank = { phone: "", phones: [], email: "", socialHandle: "", address: "", mapEmbed: "" };
        return db.insert(contactTable).values({ ...blank, ...fields, image: image ?? "", createdAt: now, updatedAt: now });
      },
      find: async () => found(await first(db)),
    });
    return c.json(updated);
  });

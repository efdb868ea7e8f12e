import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, jsonList, twin, updatedAt } from "./columns";

/**
 * The company's contact details: the one source of the top bar, contact strip, footer, chat button
 * and contact page (docs/product.md §2). Phones are E.164 (worker/contract/phone.ts); `phone` is the
 * hotline, `phones` the footer's four; `businesses` is the one list the footer and About page show.
 */
export const contactInformation = sqliteTable("contact_information", {
  id: id(),
  image: text("image").notNull(),
  phone: text("phone").notNull(),
  phones: text("phones", { mode: "json" }).$type<string[]>().notNull(),
  email: text("email").notNull(),
  socialHandle: text("socialHandle").notNull(),
  address: text("address").notNull(),
  addressBn: twin("addressBn"),
  mapEmbed: text("mapEmbed").notNull(),
  facebook: text("facebook").notNull().default(""),
  instagram: text("instagram").notNull().default(""),
  youtube: text("youtube").notNull().default(""),
  whatsapp: text("whatsapp").notNull().default(""),
  businesses: jsonList("businesses"),
  businessesBn: jsonList("businessesBn"),
  /** Where new leads are announced (worker/lib/outbox.ts). Staff-only: never in the public read. */
  salesEmail: text("salesEmail").notNull().default(""),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

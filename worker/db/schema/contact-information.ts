import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";

export const contactInformation = sqliteTable("contact_information", {
  id: id(),
  image: text("image").notNull(),
  phone: text("phone").notNull(),
  phones: text("phones", { mode: "json" }).$type<string[]>().notNull(),
  email: text("email").notNull(),
  socialHandle: text("socialHandle").notNull(),
  address: text("address").notNull(),
  mapEmbed: text("mapEmbed").notNull(),
  facebook: text("facebook").notNull().default(""),
  instagram: text("instagram").notNull().default(""),
  youtube: text("youtube").notNull().default(""),
  whatsapp: text("whatsapp").notNull().default(""),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

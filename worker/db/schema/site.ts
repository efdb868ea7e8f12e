import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";

/** Single row (id 1) with the company's headline figures. */
export const totalCount = sqliteTable("total_count", {
  id: integer("id").primaryKey(),
  totalProject: integer("totalProject").notNull().default(0),
  totalFlat: integer("totalFlat").notNull().default(0),
  handoverProject: integer("handoverProject").notNull().default(0),
  constructionProject: integer("constructionProject").notNull().default(0),
  handoverFlat: integer("handoverFlat").notNull().default(0),
  constructionFlat: integer("constructionFlat").notNull().default(0),
  updatedAt: updatedAt(),
});

export type TargetItem = { title: string; image: string; description: string[] };
export type Manager = { name: string; designation: string; speech: string; image: string };
export type Management = { members: Manager[]; description: string[] };
export type TeamItem = { image: string; description: string };

export const about = sqliteTable("about", {
  id: id(),
  headerImage: text("headerImage").notNull(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  description: text("description", { mode: "json" }).$type<string[]>().notNull(),
  target: text("target", { mode: "json" }).$type<TargetItem[]>().notNull(),
  management: text("management", { mode: "json" }).$type<Management>().notNull(),
  ourTeam: text("ourTeam", { mode: "json" }).$type<TeamItem[]>().notNull(),
  updatedAt: updatedAt(),
});

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

export const messages = sqliteTable("messages", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  number: text("number").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

// Timestamps are ISO-8601 text so they sort lexically and reach the API unchanged.
export const createdAt = () =>
  text("createdAt").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
export const updatedAt = () =>
  text("updatedAt").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

/** A list stored as JSON text (paragraphs, image paths, links). */
export const jsonList = (name: string) =>
  text(name, { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`);

/**
 * The Bengali twin of a staff-written text (docs/product.md §3): empty means "not translated yet",
 * so readers fall back to the English field. List twins are jsonList columns.
 */
export const twin = (name: string) => text(name).notNull().default("");

export const id = () => integer("id").primaryKey({ autoIncrement: true });

/**
 * Scheduled publishing (issue 32): an approved item is public only from `publishAt` until
 * `unpublishAt` (ISO-8601 UTC text, null for no bound; lib/approved.ts). `scheduledBy` is the user
 * who last set either, for whom the minute cron acts (lib/schedule.ts).
 */
export const scheduleColumns = () => ({
  publishAt: text("publishAt"),
  unpublishAt: text("unpublishAt"),
  scheduledBy: integer("scheduledBy"),
});

/** The columns blogs, coverage and news events share (news events add `tag`). */
export const contentColumns = () => ({
  id: id(),
  uniId: text("uniId").notNull().unique(),
  title: text("title").notNull(),
  titleBn: twin("titleBn"),
  mainDescription: jsonList("mainDescription"),
  mainDescriptionBn: jsonList("mainDescriptionBn"),
  mainImage: text("mainImage").notNull(),
  status: text("status").notNull(),
  ...scheduleColumns(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A passkey's own columns, after its id and owner: staff's (`passkeys`) and buyers' (`buyer_passkeys`) alike. */
export const passkeyColumns = () => ({
  /** The COSE public key, base64url. */
  publicKey: text("publicKey").notNull(),
  counter: integer("counter").notNull().default(0),
  transports: text("transports", { mode: "json" }).$type<string[]>(),
  name: text("name").notNull(),
  createdAt: createdAt(),
  lastUsedAt: text("lastUsedAt"),
});

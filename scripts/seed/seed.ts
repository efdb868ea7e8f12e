import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../worker/db/client";
import * as t from "../../worker/db/schema/index";
import { progress } from "../../worker/db/schema/progress";
import { hashPassword } from "../../worker/lib/passwords";
import { contentRows } from "./content-data";
import { MediaPlan, type SeedObject } from "./media";
import { menuRows } from "./menus-data";
import { projectDetailRows } from "./project-details-data";
import { projectRows } from "./projects-data";
import { siteRows } from "./site-data";
import { messageRows, userRows } from "./users-data";
import { paymentPlanRows, priceListRows, unitRows } from "./units-data";
import { progressRows } from "./progress-data";
import { allotmentLetters } from "./allotment-letters";
import { bookingSeedRows } from "./bookings-data";

const excludedCounts = Object.fromEntries(
  ["totalProject", "totalFlat", "handoverProject", "constructionProject", "handoverFlat", "constructionFlat"].map((c) => [c, sql.raw(`excluded."${c}"`)]),
);

export type SeedOptions = { db: Db; bucket: R2Bucket; password: string; now?: Date };
export type SeedResult = { seeded: boolean; counts: Record<string, number> };

/** A database counts as in use as soon as it has a user or a project. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [user] = await db.select({ id: t.users.id }).from(t.users).limit(1);
  if (user) return false;
  const [project] = await db.select({ id: t.projects.id }).from(t.projects).limit(1);
  return !project;
}

/** Every row of the demo, with placeholder media paths still in it. */
function buildRows(m: MediaPlan, now: Date) {
  const projects = projectRows(m, now);
  return {
    projects,
    projectDetails: projectDetailRows(m, now, projects.map((p) => p.locationCode)),
    ...contentRows(m, now),
    ...siteRows(m, now),
    ...menuRows(m),
    users: userRows(m, now),
    messages: messageRows(now),
    ...flatsAndBookings(now),
    progress: progressRows(m, now),
  };
}

/** Issue 45's flats, lists and plans with explicit ids, so issue 46's bookings can name them in the same batch. */
function flatsAndBookings(now: Date) {
  const units = unitRows(now).map((u, i) => ({ ...u, id: i + 1 }));
  // The first user (the Super-Admin) set them.
  const priceLists = priceListRows(now, 1);
  const paymentPlans = paymentPlanRows(now).map((p, i) => ({ ...p, id: i + 1 }));
  return { units, priceLists, paymentPlans, ...bookingSeedRows(units, priceLists, paymentPlans, now, 1) };
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

async function putAll(bucket: R2Bucket, objects: SeedObject[]): Promise<void> {
  for (let i = 0; i < objects.length; i += 16) {
    await Promise.all(
      objects.slice(i, i + 16).map((o) =>
        bucket.put(o.key, o.bytes, { httpMetadata: { contentType: o.contentType }, customMetadata: { filename: o.filename } }),
      ),
    );
  }
}

/**
 * Fills an empty database with the demo data; a database with any user or project is left alone
 * (nothing written, not even objects). Objects go to R2 first (content-addressed, so identical across
 * runs and harmless to rewrite), then every row in one batch, i.e. one transaction: all or nothing.
 */
export async function seedIfEmpty(opts: SeedOptions): Promise<SeedResult> {
  const { db, bucket, password } = opts;
  const now = opts.now ?? new Date();
  const skipped: SeedResult = { seeded: false, counts: {} };
  if (!(await isEmpty(db))) return skipped;

  const media = new MediaPlan();
  const draft = buildRows(media, now);
  const [{ objects, swap }, hashes] = await Promise.all([
    media.resolve(),
    Promise.all(draft.users.map(() => hashPassword(password))),
  ]);
  const rows = swap(draft);
  // Issue 46: each booking's allotment letter, private (docs/product.md §11 "Booking documents").
  const letters = await allotmentLetters(rows.bookings as Parameters<typeof allotmentLetters>[0], rows.bookingBuyers, 1);
  objects.push(...letters.objects);
  objects.sort((a, b) => a.key.localeCompare(b.key));
  rows.users.forEach((u, i) => (u.passwordHash = hashes[i] ?? ""));
  // Rendering takes a moment: look again so a database filled meanwhile stays untouched.
  if (!(await isEmpty(db))) return skipped;

  await putAll(bucket, objects);
  const createdAt = now.toISOString();
  const uploads = objects.map((o) => ({ key: o.key, contentType: o.contentType, size: o.bytes.byteLength, createdAt }));
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    db.insert(t.uploads).values(uploads).onConflictDoNothing(),
    db.insert(t.projects).values(rows.projects),
    db.insert(t.projectDetails).values(rows.projectDetails),
    db.insert(t.banners).values(rows.banners),
    db.insert(t.bannerStatics).values(rows.bannerStatics),
    db.insert(t.blogs).values(rows.blogs),
    db.insert(t.coverage).values(rows.coverage),
    db.insert(t.newsEvents).values(rows.newsEvents),
    db.insert(t.contentDetails).values(rows.contentDetails),
    db.insert(t.about).values(rows.about),
    db.insert(t.contactInformation).values(rows.contactInformation),
    // The migrations create the menus and the figures row; the seed adds icons and demo figures.
    db.insert(t.totalCount).values(rows.totalCount).onConflictDoUpdate({ target: t.totalCount.id, set: { ...excludedCounts, updatedAt: createdAt } }),
    db
      .insert(t.menus)
      .values(rows.menus)
      .onConflictDoUpdate({ target: t.menus.uniId, set: { icon: sql`excluded.icon`, activeIcon: sql`excluded.active_icon` } }),
    db.insert(t.submenus).values(rows.submenus).onConflictDoNothing(),
    db.insert(t.users).values(rows.users),
    db.insert(t.messages).values(rows.messages),
    // Under SQLite's limit of bound values per statement; still the one batch.
    ...chunks(rows.units, 100).map((part) => db.insert(t.units).values(part)),
    db.insert(t.priceLists).values(rows.priceLists),
    db.insert(t.paymentPlans).values(rows.paymentPlans),
    db.insert(progress).values(rows.progress),
    ...chunks(rows.bookings, 100).map((part) => db.insert(t.bookings).values(part)),
    ...chunks(rows.bookingBuyers, 100).map((part) => db.insert(t.bookingBuyers).values(part)),
    ...chunks(rows.scheduleLines, 400).map((part) => db.insert(t.scheduleLines).values(part)),
    ...chunks(rows.payments, 200).map((part) => db.insert(t.payments).values(part)),
    ...chunks(rows.paymentAllocations, 1000).map((part) => db.insert(t.paymentAllocations).values(part)),
    db.insert(t.receiptCounters).values(rows.receiptCounters),
    db.insert(t.delayPolicies).values(rows.delayPolicies),
    ...chunks(letters.documents, 100).map((part) => db.insert(t.bookingDocuments).values(part)),
  ];
  try {
    await db.batch(statements);
  } catch (err) {
    // Lost a race with another seeder (unique uniIds): its data stands, and ours rolled back.
    if (!(await isEmpty(db))) return skipped;
    throw err;
  }
  const counts: Record<string, number> = { objects: objects.length, objectBytes: uploads.reduce((s, u) => s + u.size, 0) };
  for (const [table, list] of Object.entries(rows)) counts[table] = list.length;
  counts.uploads = uploads.length;
  counts.bookingDocuments = letters.documents.length;
  return { seeded: true, counts };
}

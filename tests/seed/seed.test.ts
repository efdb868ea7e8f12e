import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedIfEmpty, type SeedResult } from "../../scripts/seed/seed";
import { IMAGE_WIDTHS, imageVariant } from "../../worker/contract/image-variants";
import * as t from "../../worker/db/schema/index";
import { progress } from "../../worker/db/schema/progress";
import { verifyPassword } from "../../worker/lib/passwords";
import { pathToKey } from "../../worker/storage/keys";
import { referencedPaths } from "../../worker/storage/references";
import { createTestBucket } from "../helpers/bucket";
import { createTestDb, type Db } from "../helpers/db";

const NOW = new Date("2026-03-01T09:00:00.000Z");
const PASSWORD = "Uday@2026demo";
const DAY = 86_400_000;
const CATEGORIES = ["Land Share For Flat", "Under Construction", "Ready Apartment"];
const TABLES = {
  projects: t.projects, projectDetails: t.projectDetails, banners: t.banners, bannerStatics: t.bannerStatics,
  blogs: t.blogs, coverage: t.coverage, newsEvents: t.newsEvents, contentDetails: t.contentDetails, about: t.about,
  contactInformation: t.contactInformation, totalCount: t.totalCount, menus: t.menus, submenus: t.submenus,
  users: t.users, messages: t.messages, uploads: t.uploads, sessions: t.sessions, throttleEvents: t.throttleEvents,
  units: t.units, priceLists: t.priceLists, paymentPlans: t.paymentPlans, progress,
  bookings: t.bookings, scheduleLines: t.scheduleLines, payments: t.payments, receiptCounters: t.receiptCounters, delayPolicies: t.delayPolicies,
  bookingDocuments: t.bookingDocuments,
};

async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(TABLES)) out[name] = await db.select().from(table);
  return out;
}

/** Every "/im/..." string anywhere in the rows, JSON columns included. */
function imPaths(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string" && value.startsWith("/im/")) into.add(value);
  else if (Array.isArray(value)) value.forEach((v) => imPaths(v, into));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => imPaths(v, into));
  return into;
}

async function objectList(bucket: R2Bucket) {
  const all: R2Object[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor, include: ["httpMetadata", "customMetadata"] });
    all.push(...page.objects);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return all.sort((a, b) => a.key.localeCompare(b.key));
}

async function bytesOf(bucket: R2Bucket, path: string): Promise<Uint8Array> {
  const obj = await bucket.get(pathToKey(path) ?? "");
  if (!obj) throw new Error(`missing object for ${path}`);
  return new Uint8Array(await obj.arrayBuffer());
}

const sizeOf = async (bucket: R2Bucket, path: string) => {
  const meta = await sharp(await bytesOf(bucket, path)).metadata();
  return `${meta.width}x${meta.height}`;
};

describe("seeding an empty database", () => {
  let db: Db;
  let bucket: R2Bucket;
  let closers: (() => Promise<void>)[] = [];
  let result: SeedResult;
  let rows: Record<string, unknown[]>;
  let ms = 0;

  beforeAll(async () => {
    const d = await createTestDb();
    const b = await createTestBucket();
    db = d.db;
    bucket = b.bucket;
    closers = [d.close, b.close];
    const started = Date.now();
    result = await seedIfEmpty({ db, bucket, password: PASSWORD, now: NOW });
    ms = Date.now() - started;
    rows = await snapshot(db);
  }, 120_000);
  afterAll(async () => {
    for (const close of closers) await close();
  });

  const projects = () => rows.projects as (typeof t.projects.$inferSelect)[];
  const approved = () => projects().filter((p) => p.status === "approved");

  it("reports seeded with the number of rows it wrote to each table", () => {
    expect(result.seeded).toBe(true);
    for (const [table, list] of Object.entries(rows)) if (table in result.counts) expect(result.counts[table], table).toBe(list.length);
    expect(result.counts.objects).toBe(rows.uploads!.length);
    console.log(`seeded in ${ms} ms: ${JSON.stringify(result.counts)}`);
  });

  it("writes at least 20 approved projects, five or more per category, in Dhaka neighbourhoods", () => {
    expect(approved().length).toBeGreaterThanOrEqual(20);
    for (const c of CATEGORIES) expect(approved().filter((p) => p.category === c).length, c).toBeGreaterThanOrEqual(5);
    const locations = approved().map((p) => p.location);
    expect(new Set(locations).size).toBeLessThan(locations.length); // several share a neighbourhood
    expect(locations).toEqual(expect.arrayContaining(["Bashundhara R/A", "Uttara", "Mirpur", "Dhanmondi", "Gulshan", "Banani"]));
    for (const p of projects()) expect(p.uniId).toMatch(/^PRJ-\d{4}$/);
  });

  it("gives approved projects Dhaka coordinates, except exactly two with invalid ones", () => {
    const valid = (code: string | null) => {
      const parts = (code ?? "").split(",");
      const [lat, lng] = parts.map(Number);
      return parts.length === 2 && lat !== undefined && lng !== undefined && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
    };
    const invalid = approved().filter((p) => !valid(p.locationCode));
    expect(invalid.map((p) => p.locationCode).sort()).toEqual(["95.1,200.3", "not-a-location"]);
    for (const p of approved().filter((x) => valid(x.locationCode))) {
      const [lat, lng] = p.locationCode!.split(",").map(Number);
      expect(Math.abs(lat! - 23.8103)).toBeLessThan(0.1);
      expect(Math.abs(lng! - 90.4125)).toBeLessThan(0.1);
    }
  });

  it("gives each project flats whose statuses fit its category, a landowner's share, a price list and two plans (issue 45)", () => {
    const flats = rows.units as (typeof t.units.$inferSelect)[];
    const lists = rows.priceLists as (typeof t.priceLists.$inferSelect)[];
    const plans = rows.paymentPlans as (typeof t.paymentPlans.$inferSelect)[];
    for (const p of projects()) {
      const own = flats.filter((f) => f.projectUniId === p.uniId);
      const share = (s: string) => own.filter((f) => f.status === s).length / own.filter((f) => f.status !== "landowner").length;
      expect(own.length, p.name).toBeGreaterThanOrEqual(12);
      expect(own.some((f) => f.status === "landowner"), p.name).toBe(true);
      // Handed over: sold out, but for the "last two units left" one title promises.
      if (p.category === "Ready Apartment") expect(own.filter((f) => f.status !== "sold" && f.status !== "landowner").length, p.name).toBeLessThanOrEqual(2);
      if (p.category === "Under Construction") expect(share("booked") + share("sold"), p.name).toBeGreaterThan(0.5);
      if (p.category === "Land Share For Flat") expect(share("available"), p.name).toBeGreaterThan(0.5);
      expect(lists.filter((l) => l.projectUniId === p.uniId).length, p.name).toBeGreaterThanOrEqual(1);
      expect(plans.filter((l) => l.projectUniId === p.uniId).length, p.name).toBe(2);
    }
    for (const f of flats.filter((x) => x.status === "hold")) expect(Date.parse(f.holdUntil!)).toBeGreaterThan(NOW.getTime());
    expect(lists.some((l) => !l.showPrices)).toBe(true);
  });

  it("gives each project under construction a few progress updates with photos, percent rising with the date (issue 45)", () => {
    const updates = rows.progress as (typeof progress.$inferSelect)[];
    for (const p of projects().filter((x) => x.category === "Under Construction")) {
      const own = updates.filter((u) => u.projectUniId === p.uniId).sort((a, b) => a.date.localeCompare(b.date));
      expect(own.length, p.name).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < own.length; i++) expect(own[i]!.percent, p.name).toBeGreaterThan(own[i - 1]!.percent);
      for (const u of own) expect(u.images.length, p.name).toBeGreaterThan(0);
    }
    expect(updates.every((u) => projects().find((p) => p.uniId === u.projectUniId)?.category === "Under Construction")).toBe(true);
    expect(updates.filter((u) => u.status === "pending").length).toBe(1);
  });

  it("books every booked and sold flat, with a schedule adding up to its price and a history of payments (issue 46)", () => {
    const flats = rows.units as (typeof t.units.$inferSelect)[];
    const bookings = rows.bookings as (typeof t.bookings.$inferSelect)[];
    const lines = rows.scheduleLines as (typeof t.scheduleLines.$inferSelect)[];
    const paid = rows.payments as (typeof t.payments.$inferSelect)[];
    const taken = flats.filter((f) => f.status === "booked" || f.status === "sold").map((f) => f.id);
    expect(bookings.map((b) => b.unitId).sort((x, y) => x - y)).toEqual(taken.sort((x, y) => x - y));
    const today = "2026-03-01";
    let late = 0;
    let behind = 0;
    for (const b of bookings) {
      const own = lines.filter((l) => l.bookingId === b.id);
      expect(own.reduce((s, l) => s + l.amount, 0), b.unitLabel).toBe(b.price);
      const payments = paid.filter((p) => p.bookingId === b.id);
      const total = payments.reduce((s, p) => s + p.amount, 0);
      if (flats.find((f) => f.id === b.unitId)!.status === "sold") expect(total, b.unitLabel).toBe(b.price);
      if (own.filter((l) => l.dueDate <= today).reduce((s, l) => s + l.amount, 0) > total) behind++;
      // The seed pays one line at a time, in order: the k-th payment is the k-th line's, late past 10 days.
      const inOrder = [...payments].sort((x, y) => x.paidAt.localeCompare(y.paidAt));
      late += inOrder.filter((p, k) => Date.parse(p.paidAt) - Date.parse(own[k]!.dueDate) > 10 * DAY).length;
      for (const p of payments) expect(p.paidAt <= today && p.paidAt >= b.bookedAt, b.unitLabel).toBe(true);
    }
    expect(behind).toBeGreaterThan(5);
    expect(late).toBeGreaterThan(5);
    // Receipts: every number once, each year's counted by its counter.
    const numbers = paid.map((p) => p.receiptNo);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const c of rows.receiptCounters as { year: number; last: number }[]) expect(numbers.filter((n) => n.startsWith(`R-${c.year}-`)).length).toBe(c.last);
    expect((rows.delayPolicies as unknown[]).length).toBe(projects().length);
  });

  it("includes unapproved projects in the pending, checking and archived states", () => {
    const others = projects().filter((p) => p.status !== "approved");
    expect(others.length).toBeGreaterThanOrEqual(3);
    expect(others.length).toBeLessThanOrEqual(4);
    expect(others.map((p) => p.status)).toEqual(expect.arrayContaining(["pending", "checking", "archived"]));
  });

  it("spreads updatedAt: several within the last 7 days, others weeks or months older", () => {
    const age = (p: { updatedAt: string }) => (NOW.getTime() - Date.parse(p.updatedAt)) / DAY;
    expect(approved().filter((p) => age(p) >= 0 && age(p) < 7).length).toBeGreaterThanOrEqual(3);
    expect(approved().filter((p) => age(p) > 30).length).toBeGreaterThanOrEqual(8);
    expect(projects().every((p) => Date.parse(p.createdAt) <= Date.parse(p.updatedAt))).toBe(true);
  });

  it("gives most approved projects complete details", () => {
    const details = rows.projectDetails as (typeof t.projectDetails.$inferSelect)[];
    const ids = new Set(approved().map((p) => p.uniId));
    const forApproved = details.filter((d) => ids.has(d.foreignKey));
    expect(forApproved.length).toBeGreaterThan(ids.size / 2);
    expect(forApproved.length).toBeLessThan(ids.size); // some still show "Add Details"
    for (const d of details) {
      expect(d.headerImage.length).toBeGreaterThanOrEqual(2);
      expect(d.headerImage.length).toBeLessThanOrEqual(4);
      expect(d.description.length).toBeGreaterThanOrEqual(2);
      for (const f of [d.address, d.landarea, d.facing, d.road, d.unitPerFloor, d.storied, d.lift, d.parking]) expect(f).not.toBe("");
      expect(d.landarea).toMatch(/^\d+(\.\d)? Katha$/);
      expect(d.road).toMatch(/^\d+ ft$/);
      expect(d.storied).toMatch(/G\+\d+$/);
      expect(d.commonFeatures.length).toBeGreaterThan(2);
      expect(d.apartmentContains.length).toBeGreaterThan(2);
      expect(d.floorPlan.length).toBeGreaterThanOrEqual(5); // more than 4: the "More.." toggle shows
      expect(d.floorPlan.length).toBeLessThanOrEqual(6);
      expect(d.historyImage.length).toBeGreaterThanOrEqual(5);
      expect(d.historyImage.length).toBeLessThanOrEqual(6);
      expect(d.brochure).toHaveLength(1);
      expect(d.brochure[0]).toMatch(/^\/im\/projectImages\/[0-9a-f]{32}\.pdf$/);
      expect(d.youtubeEmbededLink.length).toBeGreaterThanOrEqual(1);
      expect(d.youtubeEmbededLink.length).toBeLessThanOrEqual(2);
      for (const y of d.youtubeEmbededLink) expect(y).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}$/);
      expect(d.number).toMatch(/^\+8801\d{9}$/);
      expect(d.map).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\?pb=/);
    }
  });

  it("covers every apartment size band with the number in the size text", () => {
    const sizes = (rows.projectDetails as { apartmentSize: string }[]).map((d) => Number(/\d+/.exec(d.apartmentSize)?.[0]));
    expect(sizes.some((s) => s > 0 && s < 1000)).toBe(true);
    expect(sizes.some((s) => s >= 1000 && s < 1500)).toBe(true);
    expect(sizes.some((s) => s >= 1500 && s < 2000)).toBe(true);
    expect(sizes.some((s) => s >= 2000)).toBe(true);
  });

  it("links 5-6 banners to approved projects, one pending, some long enough to truncate", () => {
    const banners = rows.banners as (typeof t.banners.$inferSelect)[];
    const ids = new Set(approved().map((p) => p.uniId));
    expect(banners.length).toBeGreaterThanOrEqual(5);
    expect(banners.length).toBeLessThanOrEqual(6);
    expect(banners.every((b) => b.foreignKey && ids.has(b.foreignKey))).toBe(true);
    expect(banners.filter((b) => b.status === "pending")).toHaveLength(1);
    expect(banners.filter((b) => b.description.length > 200).length).toBeGreaterThanOrEqual(2);
    expect(banners.every((b) => b.title && b.imagesVideos.startsWith("/im/bannerImages/"))).toBe(true);
  });

  it("has a static banner for every page", () => {
    const names = (rows.bannerStatics as { name: string }[]).map((s) => s.name).sort();
    expect(names).toEqual(["about", "blog", "contact", "coverage", "landowner", "news-event", "projects"]);
  });

  it.each([
    ["blogs", "blog"],
    ["coverage", "coverage"],
    ["newsEvents", "news_event"],
  ] as const)("writes %s: mostly approved, one pending, paragraphs and details", (table, type) => {
    const items = rows[table] as (typeof t.blogs.$inferSelect)[];
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.filter((i) => i.status === "pending")).toHaveLength(1);
    expect(items.filter((i) => i.status === "approved").length).toBe(items.length - 1);
    for (const i of items) {
      expect(i.mainDescription.length).toBeGreaterThanOrEqual(2);
      expect(i.mainDescription.length).toBeLessThanOrEqual(4);
    }
    const details = (rows.contentDetails as (typeof t.contentDetails.$inferSelect)[]).filter((d) => d.contentType === type);
    const own = new Set(items.map((i) => i.uniId));
    expect(details.every((d) => own.has(d.foreignKey))).toBe(true);
    expect(details.length).toBeGreaterThan(items.length / 2);
    for (const d of details) {
      expect(d.detailsDescription.length).toBeGreaterThanOrEqual(1);
      expect(d.images.length).toBeGreaterThanOrEqual(3);
      expect(d.images.length).toBeLessThanOrEqual(5);
      expect(d.youtubeLink).toMatch(/^$|^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}$/);
    }
    expect(details.some((d) => d.projectLink.startsWith("/projects/PRJ-"))).toBe(true);
  });

  it("has long texts for truncation and both news tags", () => {
    const all = [...rows.blogs!, ...rows.coverage!, ...rows.newsEvents!] as { mainDescription: string[] }[];
    expect(all.filter((i) => i.mainDescription.join("").length > 800).length).toBeGreaterThanOrEqual(2);
    const tags = new Set((rows.newsEvents as { tag: string }[]).map((n) => n.tag));
    expect([...tags].sort()).toEqual(["event", "news"]);
  });

  it("stores the about record, contact information and the company figures", () => {
    const [about] = rows.about as (typeof t.about.$inferSelect)[];
    expect(about!.target.map((x) => x.title)).toEqual(["Mission", "Vision", "Values"]);
    expect(about!.target.every((x) => x.image.startsWith("/im/") && x.description.length >= 2)).toBe(true);
    expect(about!.management.members).toHaveLength(3);
    expect(about!.ourTeam.length).toBeGreaterThanOrEqual(4);
    const [contact] = rows.contactInformation as (typeof t.contactInformation.$inferSelect)[];
    // Stored as the phone rule stores them (E.164), so the web never holds a number of its own.
    expect(contact!.phone).toMatch(/^\+8801\d{9}$/);
    expect(contact!.phones).toHaveLength(4);
    expect(contact!.phones.every((p) => /^\+8801\d{9}$/.test(p))).toBe(true);
    expect(contact!.whatsapp).toMatch(/^\+8801\d{9}$/);
    expect(contact!.businesses.length).toBeGreaterThanOrEqual(3);
    expect(contact!.mapEmbed).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\?pb=/);
    expect(rows.totalCount).toEqual([
      expect.objectContaining({ id: 1, totalProject: 53, totalFlat: 1572, handoverProject: 30, handoverFlat: 946, constructionProject: 10, constructionFlat: 369 }),
    ]);
  });

  it("writes a Bengali twin, in Bengali script, beside every English text of every demo item", () => {
    const BENGALI = /[\u0980-\u09FF]/;
    /** Each `{field}Bn` of an object (JSON blocks included) beside a written English field: filled, Bengali, as long a list. */
    const missing = (where: string, value: unknown, out: string[] = []): string[] => {
      if (Array.isArray(value)) value.forEach((v, i) => missing(`${where}[${i}]`, v, out));
      else if (value && typeof value === "object") {
        const o = value as Record<string, unknown>;
        for (const [key, twin] of Object.entries(o)) {
          if (!key.endsWith("Bn")) {
            missing(`${where}.${key}`, twin, out);
            continue;
          }
          const english = o[key.slice(0, -2)];
          const written = Array.isArray(english) ? english.length > 0 : typeof english === "string" && english !== "";
          const ok = Array.isArray(english)
            ? Array.isArray(twin) && twin.length === english.length && twin.every((x) => BENGALI.test(String(x)))
            : typeof twin === "string" && BENGALI.test(twin);
          if (written && !ok) out.push(`${where}.${key}`);
        }
      }
      return out;
    };
    const twinned = { projects: 3, projectDetails: 12, banners: 2, blogs: 2, coverage: 2, newsEvents: 2, contentDetails: 1, about: 3, contactInformation: 2 };
    for (const [table, count] of Object.entries(twinned)) {
      const list = rows[table] as Record<string, unknown>[];
      expect(list.length, table).toBeGreaterThan(0);
      expect(Object.keys(list[0]!).filter((k) => k.endsWith("Bn")), table).toHaveLength(count);
      expect(missing(table, list), table).toEqual([]);
    }
    // Inside the About record's blocks too.
    const [about] = rows.about as (typeof t.about.$inferSelect)[];
    expect(about!.target.every((x) => x.titleBn && x.descriptionBn?.length === x.description.length)).toBe(true);
    expect(about!.management.members.every((m) => m.nameBn && m.designationBn && m.speechBn)).toBe(true);
    expect(about!.ourTeam.every((x) => x.descriptionBn)).toBe(true);
  });

  it("creates the dashboard menus and submenus in order, with icons", () => {
    const menus = (rows.menus as (typeof t.menus.$inferSelect)[]).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(menus.map((m) => [m.uniId, m.path])).toEqual([
      ["pro001", "/projects"], ["bna002", "/banner"], ["new004", "/news-event"], ["cov003", "/coverage"],
      ["blo005", "/blogs"], ["mes012", "/message"], ["rep006", "/reports"], ["set007", "/settings"],
    ]);
    expect(menus.every((m) => m.icon.startsWith("/im/images/") && m.activeIcon.startsWith("/im/images/") && m.icon !== m.activeIcon)).toBe(true);
    const subs = (rows.submenus as (typeof t.submenus.$inferSelect)[]).map((s) => [s.menuUniId, s.uniId, s.path]);
    expect(subs).toEqual(expect.arrayContaining([
      ["pro001", "pro001a", "/projects/projects-list"], ["pro001", "pro001b", "/projects/project-count"],
      ["bna002", "bna002a", "/banner/banner-list"], ["mes012", "inb001", "/message/inbox"], ["rep006", "rep006a", "/reports/sales"], ["rep006", "rep006b", "/reports/activity"],
      ["set007", "set001a", "/settings/menu"], ["set007", "set002a", "/settings/users"], ["set007", "set003a", "/settings/company"],
    ]));
    expect(subs).toHaveLength(9);
  });

  it("creates one user per role whose password verifies", async () => {
    const users = rows.users as (typeof t.users.$inferSelect)[];
    expect(users.map((u) => [u.username, u.designation]).sort()).toEqual([["admin", "Admin"], ["manager", "Manager"], ["superadmin", "Super-Admin"]]);
    for (const u of users) {
      expect(u.email).toMatch(/@uday-properties\.com$/);
      expect(u.phone).toMatch(/^\+8801\d{9}$/);
      expect(u.image).toMatch(/^\/im\/images\//);
      expect(await verifyPassword(PASSWORD, u.passwordHash)).toBe(true);
    }
    expect(await verifyPassword("wrong-password", users[0]!.passwordHash)).toBe(false);
  });

  /** The private keys of the bookings' documents, as the orphan sweep names them (storage/references.ts). */
  const documentPaths = () => (rows.bookingDocuments as (typeof t.bookingDocuments.$inferSelect)[]).map((d) => `/im/${d.key}`);

  it("gives each booking its allotment letter, a PDF in the private folder", async () => {
    const docs = rows.bookingDocuments as (typeof t.bookingDocuments.$inferSelect)[];
    expect(docs.map((d) => d.bookingId).sort((x, y) => x - y)).toEqual((rows.bookings as { id: number }[]).map((b) => b.id).sort((x, y) => x - y));
    for (const d of docs) expect(d).toMatchObject({ name: "Allotment letter", kind: "allotment", contentType: "application/pdf", key: expect.stringMatching(/^bookingDocuments\/[0-9a-f]{32}\.pdf$/) });
    const obj = await bucket.get(docs[0]!.key);
    expect(new TextDecoder().decode(await obj!.arrayBuffer())).toMatch(/^%PDF-1\.4[\s\S]*Allotment Letter[\s\S]*%%EOF\n$/);
  });

  it("stores inbox messages with varied dates", () => {
    const messages = rows.messages as (typeof t.messages.$inferSelect)[];
    expect(messages.length).toBeGreaterThanOrEqual(4);
    expect(new Set(messages.map((m) => m.createdAt.slice(0, 10))).size).toBe(messages.length);
  });

  it("stores every referenced /im/ path in the bucket with a matching content type", async () => {
    const paths = new Set([...imPaths(rows), ...documentPaths()]);
    expect(paths.size).toBeGreaterThan(50);
    expect(await referencedPaths(db)).toEqual(paths); // the orphan sweep sees every seeded file
    const fetched = await Promise.all(
      [...paths].map(async (path) => {
        const key = pathToKey(path) ?? (path.startsWith("/im/bookingDocuments/") ? path.slice(4) : null);
        const obj = key ? await bucket.get(key) : null;
        return { path, obj, head: obj ? new Uint8Array(await obj.arrayBuffer()).slice(0, 5) : new Uint8Array() };
      }),
    );
    for (const { path, obj, head } of fetched) {
      expect(obj, path).not.toBeNull();
      if (path.endsWith(".pdf")) {
        expect(obj!.httpMetadata?.contentType).toBe("application/pdf");
        expect(new TextDecoder().decode(head)).toBe("%PDF-");
      } else {
        expect(obj!.httpMetadata?.contentType).toBe("image/jpeg");
        expect([...head.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      }
      expect(obj!.customMetadata?.filename).toBeTruthy();
    }
  });

  it("writes only referenced objects and registers each one in uploads", async () => {
    const objects = await objectList(bucket);
    const uploads = (rows.uploads as (typeof t.uploads.$inferSelect)[]).sort((a, b) => a.key.localeCompare(b.key));
    // Every referenced file, and beside each stored image its width variants (docs/decisions.md "Image variants").
    const referenced = [...imPaths(rows), ...documentPaths()];
    const variants = referenced.flatMap((p) => IMAGE_WIDTHS.map((w) => imageVariant(p, w)).filter((v): v is string => v !== null));
    expect(objects.map((o) => `/im/${o.key}`)).toEqual([...referenced, ...variants].sort());
    expect(uploads.map((u) => [u.key, u.size, u.contentType])).toEqual(objects.map((o) => [o.key, o.size, o.httpMetadata?.contentType]));
  });

  it("renders images at the sizes their screens use and keeps the seed small", async () => {
    const p = projects()[0]!;
    const d = (rows.projectDetails as (typeof t.projectDetails.$inferSelect)[])[0]!;
    expect(await sizeOf(bucket, p.mainImage!)).toBe("1200x800");
    expect(await sizeOf(bucket, d.floorPlan[0]!)).toBe("1000x1000");
    expect(await sizeOf(bucket, (rows.banners as { imagesVideos: string }[])[0]!.imagesVideos)).toBe("1600x900");
    expect(await sizeOf(bucket, (rows.bannerStatics as { image: string }[])[0]!.image)).toBe("1600x500");
    expect(await sizeOf(bucket, (rows.blogs as { mainImage: string }[])[0]!.mainImage)).toBe("1200x675");
    expect(await sizeOf(bucket, (rows.users as { image: string }[])[0]!.image)).toBe("400x400");
    const uploads = rows.uploads as { key: string; size: number }[];
    const sizes = uploads.filter((u) => !u.key.startsWith("bookingDocuments/")).map((u) => u.size);
    expect(Math.max(...sizes)).toBeLessThan(150_000);
    // Originals ~3.9 MB plus four WebP widths of each image (4.7 MB).
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(9_000_000);
    // And an allotment letter of under 2 KB for each booking.
    const letters = uploads.filter((u) => u.key.startsWith("bookingDocuments/")).map((u) => u.size);
    expect(letters).toHaveLength(rows.bookings!.length);
    expect(Math.max(...letters)).toBeLessThan(2_000);
  });

  it("lets one of two racing seeders write the same rows and byte-identical objects as any other run", async () => {
    const d = await createTestDb();
    const b = await createTestBucket();
    try {
      const results = await Promise.all([1, 2].map(() => seedIfEmpty({ db: d.db, bucket: b.bucket, password: PASSWORD, now: NOW })));
      const raced = await snapshot(d.db);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      const withoutHashes = (snap: Record<string, unknown[]>) => ({
        ...snap,
        users: (snap.users as { passwordHash: string }[]).map(({ passwordHash: _, ...u }) => u),
      });
      expect(withoutHashes(raced)).toEqual(withoutHashes(rows));
      const objectsOf = async (bk: R2Bucket) => (await objectList(bk)).map((o) => [o.key, o.etag, o.size, o.httpMetadata?.contentType]);
      expect(await objectsOf(b.bucket)).toEqual(await objectsOf(bucket));
    } finally {
      await b.close();
      await d.close();
    }
  }, 180_000);

  it("changes nothing when run again: rows, timestamps and objects stay as they were", async () => {
    const objectsBefore = await objectList(bucket);
    const again = await seedIfEmpty({ db, bucket, password: "another-password", now: new Date(NOW.getTime() + DAY) });
    expect(again).toEqual({ seeded: false, counts: {} });
    expect(await snapshot(db)).toEqual(rows);
    const objectsAfter = await objectList(bucket);
    expect(objectsAfter.map((o) => [o.key, o.etag, o.uploaded.getTime()])).toEqual(
      objectsBefore.map((o) => [o.key, o.etag, o.uploaded.getTime()]),
    );
  });
});

describe("seeding a database that is already in use", () => {
  it.each([
    ["one user", (db: Db) => db.insert(t.users).values({ name: "Existing", username: "existing", email: "e@example.com", employeeId: "E1", department: "Ops", designation: "Admin", phone: "01700000000", passwordHash: "x" })],
    ["one project", (db: Db) => db.insert(t.projects).values({ uniId: "OWN-1", name: "Own", status: "pending", category: "Ready Apartment", location: "Uttara" })],
  ])("leaves a database with %s untouched: no rows, no objects", async (_label, insert) => {
    const d = await createTestDb();
    const b = await createTestBucket();
    try {
      await insert(d.db);
      const before = await snapshot(d.db);
      const result = await seedIfEmpty({ db: d.db, bucket: b.bucket, password: PASSWORD, now: NOW });
      expect(result).toEqual({ seeded: false, counts: {} });
      expect(await snapshot(d.db)).toEqual(before);
      expect((await b.bucket.list()).objects).toHaveLength(0);
    } finally {
      await b.close();
      await d.close();
    }
  });
});

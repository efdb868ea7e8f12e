import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners, uploads } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

const freshPng = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...crypto.getRandomValues(new Uint8Array(16))])], "f.png");
const webm = () => new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...crypto.getRandomValues(new Uint8Array(16))])], "v.webm");
// Banners are the bna002 menu: Managers only (docs/product.md §6).
const ROLES = [
  ["anonymous", 401],
  ["Manager", 0],
  ["Admin", 403],
  ["Super-Admin", 403],
  ["Accountant", 403],
] as const;

const json = (res: Response): Promise<any> => res.json();

describe("banners: who may do what, and which files are accepted", () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let fixture: string;
  const headers = (cookie: string): Record<string, string> => (cookie ? { Cookie: cookie } : {});
  const add = (cookie: string, file: File) =>
    t.request("/api/banner/add", {
      method: "POST",
      headers: headers(cookie),
      body: form({ title: "Slide", description: "Text", status: "approved", imagesVideos: file }),
    });
  const storedCount = async () => [(await t.bucket.list()).objects.length, (await t.db.select().from(uploads)).length];

  beforeAll(async () => {
    t = await createTestApp();
    for (const [role] of ROLES) cookies[role] = role === "anonymous" ? "" : (await signedIn(t, role)).cookie;
    fixture = (await json(await add(cookies.Manager!, FILES.png()))).uniId;
  });
  afterAll(() => t.close());

  for (const [role, denied] of ROLES) {
    it(`${role}: ${denied ? `${denied} on the staff list and every change` : "lists all, adds, edits and deletes"}`, async () => {
      const cookie = cookies[role]!;
      expect((await t.request("/api/banner/all", { headers: headers(cookie) })).status).toBe(denied || 200);
      const created = await add(cookie, webm());
      expect(created.status).toBe(denied || 201);
      const target = denied ? fixture : (await json(created)).uniId;
      const before = await t.db.select().from(banners).where(eq(banners.uniId, target));
      const patched = await t.request(`/api/banner/${target}`, { method: "PATCH", headers: headers(cookie), body: form({ title: "New" }) });
      expect(patched.status).toBe(denied || 200);
      if (denied) expect(await t.db.select().from(banners).where(eq(banners.uniId, target))).toEqual(before);
      const deleted = await t.request(`/api/banner/${target}`, { method: "DELETE", headers: headers(cookie) });
      expect(deleted.status).toBe(denied || 200);
      expect(await t.db.select().from(banners).where(eq(banners.uniId, target))).toHaveLength(denied ? 1 : 0);
      expect((await t.request("/api/banner", { headers: headers(cookie) })).status).toBe(200);
    });
  }

  const bad: Array<[string, () => File]> = [
    ["wrong magic bytes", () => new File([new Uint8Array(32).fill(7)], "x.mp4", { type: "video/mp4" })],
    ["an SVG", FILES.svg],
    ["HTML named .jpg", FILES.htmlAsJpeg],
    ["a zero-byte file", FILES.empty],
    ["a PDF", FILES.pdf],
  ];
  for (const [what, file] of bad) {
    it(`refuses ${what} on add and edit, and stores nothing`, async () => {
      const before = [await storedCount(), await t.db.select().from(banners)];
      const res = await add(cookies.Manager!, file());
      expect([413, 415, 422]).toContain(res.status);
      const patch = await t.request(`/api/banner/${fixture}`, { method: "PATCH", headers: headers(cookies.Manager!), body: form({ imagesVideos: file() }) });
      expect([413, 415, 422]).toContain(patch.status);
      expect([await storedCount(), await t.db.select().from(banners)]).toEqual(before);
    });
  }

  it("stores only the first of several files, as the dashboard sends only one", async () => {
    const res = await t.request("/api/banner/add", {
      method: "POST",
      headers: headers(cookies.Manager!),
      body: form({ title: "Two", description: "files", status: "approved", imagesVideos: [freshPng(), FILES.svg()] }),
    });
    expect(res.status).toBe(201);
    expect((await json(res)).imagesVideos).toMatch(/\.png$/);
  });
});

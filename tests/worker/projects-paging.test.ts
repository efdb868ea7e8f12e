import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { signedIn } from "../helpers/auth";

type Page = { items: Array<{ name: string; uniId: string; detail: boolean; banner: boolean }>; total: number; page: number; pageSize: number };

/** GET /api/projects/all with the optional page, pageSize and q of the staff lists (docs/decisions.md "Server paging"). */
describe("projects staff list paging", () => {
  let t: TestApp;
  let manager: string;
  let other: string;
  const all = (query = "", cookie = manager) => t.request(`/api/projects/all${query}`, { headers: { Cookie: cookie } });
  const page = async (query: string) => {
    const res = await all(query);
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  };

  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
    other = (await signedIn(t, "Accountant")).cookie;
    // 23 projects, project 1 the oldest; plus three whose names hold LIKE's wildcards literally.
    const rows = Array.from({ length: 23 }, (_, i) => ({
      uniId: `PRJ-P${String(i + 1).padStart(3, "0")}`,
      name: `Tower ${i + 1}`,
      status: "approved",
      category: i % 2 ? "Ready Apartment" : "Under Construction",
      location: "Uttara",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: `2026-01-01T00:00:${String(i).padStart(2, "0")}.000Z`,
    }));
    const odd = [
      { name: "100% Ready", uniId: "PRJ-PCT" },
      { name: "Lake_View", uniId: "PRJ-UND" },
      { name: "Lake View", uniId: "PRJ-SPC" },
    ].map((p) => ({ ...p, status: "pending", category: "Land Share For Flat", location: "Mirpur", createdAt: "2025-01-01T00:00:00.000Z", updatedAt: "2025-01-01T00:00:00.000Z" }));
    await t.db.insert(projects).values([...rows, ...odd]);
  });
  afterAll(() => t.close());

  it("answers the whole array, newest first, without page (unchanged)", async () => {
    const res = await all();
    const body = (await res.json()) as Page["items"];
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(26);
    expect(body[0]!.name).toBe("Tower 23");
  });

  it("answers one page, newest first, with the total of every match", async () => {
    const first = await page("?page=1&pageSize=10");
    expect(first).toMatchObject({ total: 26, page: 1, pageSize: 10 });
    expect(first.items.map((p) => p.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Tower ${23 - i}`));
    expect(first.items[0]).toMatchObject({ detail: false, banner: false });
    const third = await page("?page=3&pageSize=10");
    // Equal updatedAt: the later-added row first (id descending).
    expect(third.items.map((p) => p.name)).toEqual(["Tower 3", "Tower 2", "Tower 1", "Lake View", "Lake_View", "100% Ready"]);
    expect((await page("?page=9&pageSize=10")).items).toEqual([]);
  });

  it("uses 10 rows per page by default", async () => {
    expect((await page("?page=2")).items).toHaveLength(10);
  });

  it("searches name, uniId and category, case-insensitively", async () => {
    expect((await page("?page=1&q=tower%2012")).items.map((p) => p.name)).toEqual(["Tower 12"]);
    expect((await page("?page=1&q=prj-p007")).items.map((p) => p.name)).toEqual(["Tower 7"]);
    const land = await page("?page=1&q=land%20share");
    expect(land.total).toBe(3);
    const ready = await page("?page=1&pageSize=5&q=Ready");
    expect(ready.total).toBe(12); // 11 Ready Apartment towers + "100% Ready"
    expect(ready.items).toHaveLength(5);
  });

  it("matches % and _ literally", async () => {
    expect((await page("?page=1&q=%25")).items.map((p) => p.name)).toEqual(["100% Ready"]);
    expect((await page("?page=1&q=e_v")).items.map((p) => p.name)).toEqual(["Lake_View"]);
    expect((await page("?page=1&q=nothing-like-this")).total).toBe(0);
  });

  it.each(["?page=0", "?page=-1", "?page=x", "?page=1.5", "?page=1&pageSize=0", "?page=1&pageSize=101", "?page=1&sort=name"])(
    "answers 422 to a malformed paging query %s",
    async (query) => {
      const res = await all(query);
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message).toBeTruthy();
    },
  );

  it("keeps the role guard: 401 without a session, 403 'Access denied: Admins only' without the projects menu", async () => {
    expect((await t.request("/api/projects/all?page=1")).status).toBe(401);
    const res = await all("?page=1", other);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { message: "Access denied: Admins only" } });
  });
});

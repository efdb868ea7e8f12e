import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners, projects } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

const json = (res: Response): Promise<any> => res.json();
type Fields = Record<string, string | File | File[]>;

describe("banners: hostile input changes nothing", () => {
  let t: TestApp;
  let manager: string;
  let id: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
    await t.db.insert(projects).values({ uniId: "PRJ-ONE", name: "One", status: "approved", category: "Ready Apartment", location: "Uttara" });
    const res = await send("POST", "/api/banner/add", { title: "Slide", description: "Text", status: "approved", foreignKey: "PRJ-ONE", imagesVideos: FILES.png() });
    id = (await json(res)).uniId;
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, fields: Fields) =>
    t.request(path, { method, headers: { Cookie: manager }, body: form(fields) });
  const valid = { title: "New", description: "Text", status: "approved", imagesVideos: FILES.jpeg() };
  const cases: Array<[string, () => Response | Promise<Response>, number]> = [
    ["an unknown uniId field on add", () => send("POST", "/api/banner/add", { ...valid, uniId: "BNR-MINE" }), 422],
    ["an id field on edit", () => send("PATCH", `/api/banner/${id}`, { id: "99" }), 422],
    ["a status outside the list", () => send("PATCH", `/api/banner/${id}`, { status: "published" }), 422],
    ["an empty title on edit", () => send("PATCH", `/api/banner/${id}`, { title: "   " }), 422],
    ["an over-long title", () => send("POST", "/api/banner/add", { ...valid, title: "x".repeat(201) }), 422],
    ["an over-long description", () => send("PATCH", `/api/banner/${id}`, { description: "x".repeat(2001) }), 422],
    ["a project that does not exist", () => send("POST", "/api/banner/add", { ...valid, foreignKey: "PRJ-NOPE" }), 422],
    ["an SQL-ish project link", () => send("PATCH", `/api/banner/${id}`, { foreignKey: "' OR 1=1 --" }), 422],
    ["an SQL-ish id in the path", () => send("PATCH", `/api/banner/${encodeURIComponent("x' OR '1'='1")}`, { title: "Owned" }), 404],
    ["a file in an unknown field", () => send("PATCH", `/api/banner/${id}`, { mainImage: FILES.png() }), 422],
    [
      "a JSON body",
      () =>
        t.request(`/api/banner/${id}`, {
          method: "PATCH",
          headers: { Cookie: manager, "Content-Type": "application/json" },
          body: JSON.stringify({ title: "Owned" }),
        }),
      415,
    ],
    ["deleting a banner that does not exist", () => t.request("/api/banner/BNR-NOPE", { method: "DELETE", headers: { Cookie: manager } }), 404],
  ];
  for (const [what, run, status] of cases) {
    it(`answers ${status} to ${what}`, async () => {
      const before = await t.db.select().from(banners);
      const res = await run();
      expect(res.status).toBe(status);
      expect((await json(res)).error.message).toBeTruthy();
      expect(await t.db.select().from(banners)).toEqual(before);
    });
  }
});

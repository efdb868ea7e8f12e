import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bannerStatics } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { signedIn } from "../helpers/auth";

const json = (res: Response): Promise<any> => res.json();

describe("banner statics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers an empty list before any static banner exists", async () => {
    const res = await t.request("/api/banner-statics");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual([]);
  });

  it("lists every static banner as { name, image } to visitors, cacheably", async () => {
    await t.db.insert(bannerStatics).values([
      { name: "projects", image: "/im/bannerStatics/projects.jpg" },
      { name: "about", image: "/im/bannerStatics/about.jpg" },
    ]);
    const res = await t.request("/api/banner-statics");
    expect(res.headers.get("cache-control")).toContain("public");
    expect(await json(res)).toEqual([
      { name: "projects", image: "/im/bannerStatics/projects.jpg" },
      { name: "about", image: "/im/bannerStatics/about.jpg" },
    ]);
    const again = await t.request("/api/banner-statics", { headers: { "If-None-Match": res.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("answers staff the same list, not cached", async () => {
    const { cookie } = await signedIn(t, "Accountant");
    const res = await t.request("/api/banner-statics", { headers: { Cookie: cookie } });
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(await json(res)).toHaveLength(2);
  });

  it("offers no way to change static banners through the API", async () => {
    const { cookie } = await signedIn(t, "Super-Admin");
    for (const method of ["POST", "PATCH", "DELETE"]) {
      const res = await t.request("/api/banner-statics", { method, headers: { Cookie: cookie, "Content-Type": "application/json" }, body: "{}" });
      expect(res.status).toBe(404);
    }
    expect(await t.db.select().from(bannerStatics)).toHaveLength(2);
  });
});

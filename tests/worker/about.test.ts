import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { about } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { signedIn } from "../helpers/auth";

const RECORD = {
  headerImage: "/im/images/about-header.png",
  name: "UDAY",
  title: "Building trust since 2009",
  description: ["Over 17 years of joint-venture building.", "1572 flats in 53 projects planned."],
  target: [{ title: "Mission", image: "/im/images/mission.png", description: ["Quality", "On time"] }],
  management: {
    members: [{ name: "A. Rahman", designation: "Chairman", speech: "Welcome.", image: "/im/images/chair.png" }],
    description: ["Led by engineers."],
  },
  ourTeam: [{ image: "/im/images/team1.png", description: "Site team" }],
};

describe("GET /about", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 404 JSON while no about record exists", async () => {
    const res = await t.request("/api/about");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { message: "About information not found." } });
  });

  it("answers the about record to visitors, with its lists and objects as real JSON", async () => {
    await t.db.insert(about).values(RECORD);
    const res = await t.request("/api/about");
    expect(res.status).toBe(200);
    // A record without Bengali twins answers them empty beside its English fields.
    expect(await res.json()).toEqual({ id: expect.any(Number), updatedAt: expect.any(String), ...RECORD, nameBn: "", titleBn: "", descriptionBn: [] });
    expect(res.headers.get("cache-control")).toContain("public");
    const again = await t.request("/api/about", { headers: { "If-None-Match": res.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("answers signed-in staff too, without a shared cache", async () => {
    const { cookie } = await signedIn(t, "Accountant");
    const res = await t.request("/api/about", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("serves reads only", async () => {
    const res = await t.request("/api/about", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(res.status).toBe(404);
  });
});

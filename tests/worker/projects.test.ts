import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

describe("projects", () => {
  let t: TestApp;
  let manager: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
    other = (await signedIn(t, "Accountant")).cookie;
  });
  afterAll(() => t.close());

  const add = (cookie: string, fields: Record<string, string | File | File[]>) =>
    t.request("/api/projects/add", { method: "POST", headers: { Cookie: cookie }, body: form(fields) });

  it("creates a project with its image stored in R2 and answers with the new uniId", async () => {
    const res = await add(manager, {
      name: "UDAY Nilachol",
      title: "",
      status: "Approved",
      category: "Ready Apartment",
      location: "Uttara",
      locationCode: " 23.87 , 90.39 ",
      mainImage: FILES.png(),
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ name: "UDAY Nilachol", title: null, status: "approved", locationCode: "23.87,90.39", detail: false, banner: false });
    expect(body.uniId).toMatch(/^PRJ-/);
    expect(body.mainImage).toMatch(/^\/im\/projectImages\/[0-9a-f]{32}\.png$/);
    const img = await t.request(body.mainImage);
    expect(img.headers.get("content-type")).toBe("image/png");
  });

  it("hides pending projects from visitors and shows them to staff", async () => {
    await add(manager, { name: "Secret", title: "t", status: "pending", category: "Under Construction", location: "Mirpur" });
    const pub = (await (await t.request("/api/projects")).json()) as Array<{ name: string }>;
    expect(pub.map((p) => p.name)).not.toContain("Secret");
    const all = (await (await t.request("/api/projects/all", { headers: { Cookie: manager } })).json()) as Array<{ name: string }>;
    expect(all.map((p) => p.name)).toContain("Secret");
  });

  it("answers 'Access denied: Admins only' to a designation without the projects menu", async () => {
    const res = await t.request("/api/projects/all", { headers: { Cookie: other } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { message: "Access denied: Admins only" } });
    expect((await t.request("/api/projects/all")).status).toBe(401);
  });

  it("rejects a project without the required fields with the spec's messages", async () => {
    const res = await add(manager, { title: "x" });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.issues).toMatchObject({
      name: ["Name is required"],
      status: ["Status is required"],
      category: ["category is required"],
      location: ["Location is required"],
    });
  });

  it("sends public lists with an ETag and answers 304 when unchanged", async () => {
    const first = await t.request("/api/projects");
    expect(first.headers.get("cache-control")).toContain("public");
    const again = await t.request("/api/projects", { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });
});

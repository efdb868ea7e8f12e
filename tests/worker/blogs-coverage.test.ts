import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentItem } from "../../worker/contract/content";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

type Fields = Record<string, string | File | File[]>;
type Err = { error: { message: string; issues: Record<string, string[]> } };

describe.each([
  { base: "/api/blog", prefix: "BLG", folder: "blogImages", type: "blog" },
  { base: "/api/coverage", prefix: "COV", folder: "coverageImages", type: "coverage" },
])("$base", ({ base, prefix, folder, type }) => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, fields?: Fields, cookie = manager) =>
    t.request(`${base}${path}`, { method, headers: { Cookie: cookie }, body: fields && form(fields) });
  const add = async (fields: Fields) => {
    const res = await send("POST", "/add", { mainImage: FILES.png(), ...fields });
    expect(res.status).toBe(201);
    return res.json<ContentItem>();
  };
  const get = async <T = ContentItem>(path: string, cookie?: string) => {
    const res = await t.request(`${base}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    return { status: res.status, body: await res.json<T>(), cache: res.headers.get("cache-control") };
  };

  it("adds an item with its image in R2 and answers 201 with its uniId and paragraph list", async () => {
    const res = await send("POST", "/add", {
      title: "  Handover at Nilachol ",
      mainDescription: JSON.stringify(["First paragraph", "", "Second"]),
      status: "Approved",
      mainImage: FILES.jpeg(),
    });
    expect(res.status).toBe(201);
    const body = await res.json<ContentItem>();
    expect(body).toMatchObject({ title: "Handover at Nilachol", mainDescription: ["First paragraph", "Second"], status: "approved", details: null });
    expect(body.uniId).toMatch(new RegExp(`^${prefix}-`));
    expect(body.mainImage).toMatch(new RegExp(`^/im/${folder}/[0-9a-f]{32}\\.jpg$`));
    expect((await t.request(body.mainImage)).headers.get("content-type")).toBe("image/jpeg");
  });

  it("accepts the description as lines of text and reports the spec's messages for missing fields", async () => {
    expect((await add({ title: "Lines", mainDescription: "one\n\n two \n", status: "pending" })).mainDescription).toEqual(["one", "two"]);
    const res = await send("POST", "/add", { mainDescription: "x" });
    expect(res.status).toBe(422);
    expect((await res.json<Err>()).error.issues).toMatchObject({
      title: ["Title is required"],
      mainImage: ["Image is required"],
      status: ["Status is required"],
    });
  });

  it("lists approved items newest first to visitors, everything to staff, details included", async () => {
    const older = await add({ title: "Older", status: "approved" });
    const newer = await add({ title: "Newer", status: "APPROVED" });
    const hidden = await add({ title: "Draft", status: "checking" });
    const pub = await get<ContentItem[]>("");
    expect(pub.cache).toContain("public");
    const ids = pub.body.map((i) => i.uniId);
    expect(ids.indexOf(newer.uniId)).toBeLessThan(ids.indexOf(older.uniId));
    expect(ids).not.toContain(hidden.uniId);
    expect(pub.body.every((i) => i.details === null)).toBe(true);
    const all = await get<ContentItem[]>("/all", manager);
    expect(all.cache).toBe("no-store");
    expect(all.body.map((i) => i.uniId)).toContain(hidden.uniId);
  });

  it("shows details of approved items to visitors; unapproved ones only to staff with the menu", async () => {
    const shown = await add({ title: "Shown", status: "approved" });
    const draft = await add({ title: "Draft", status: "pending" });
    expect((await get(`/${shown.uniId}/details`)).body).toMatchObject({ uniId: shown.uniId, details: null });
    expect((await get(`/${draft.uniId}/details`)).status).toBe(404);
    const admin = (await signedIn(t, "Admin")).cookie;
    expect((await get(`/${draft.uniId}/details`, admin)).status).toBe(404);
    const staff = await get(`/${draft.uniId}/details`, manager);
    expect(staff.status).toBe(200);
    expect(staff.cache).toContain("no-store");
    expect((await get("/NOPE-123/details")).status).toBe(404);
  });

  it("patches only the fields sent and keeps the image unless a new one comes", async () => {
    const item = await add({ title: "Before", mainDescription: "a\nb", status: "pending" });
    const res = await send("PATCH", `/${item.uniId}`, { title: "After", mainImage: "" });
    expect(res.status).toBe(200);
    const body = await res.json<ContentItem>();
    expect(body).toMatchObject({ title: "After", mainDescription: ["a", "b"], status: "pending", mainImage: item.mainImage });
    const withImage = await (await send("PATCH", `/${item.uniId}`, { status: "archive", mainImage: FILES.jpeg() })).json<ContentItem>();
    expect(withImage.status).toBe("archive");
    expect(withImage.mainImage).not.toBe(item.mainImage);
    expect((await send("PATCH", "/NOPE-1", { title: "x" })).status).toBe(404);
  });

  it("deletes an item together with its content details", async () => {
    const item = await add({ title: "Doomed", status: "approved" });
    const details = await t.request("/api/cnb-details/add", {
      method: "POST",
      headers: { Cookie: manager },
      body: form({ foreignKey: item.uniId, cnbStatus: type, detailsDescription: "more" }),
    });
    expect(details.status).toBe(201);
    expect((await get(`/${item.uniId}/details`)).body.details).toMatchObject({ foreignKey: item.uniId, detailsDescription: ["more"] });
    const res = await send("DELETE", `/${item.uniId}`);
    expect(await res.json()).toEqual({ deleted: item.uniId });
    expect((await get(`/${item.uniId}/details`, manager)).status).toBe(404);
    expect((await t.request(`/api/cnb-details/${item.uniId}`, { method: "DELETE", headers: { Cookie: manager } })).status).toBe(404);
    expect((await send("DELETE", `/${item.uniId}`)).status).toBe(404);
  });
});

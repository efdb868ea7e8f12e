import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners, projects } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

const json = (res: Response): Promise<any> => res.json();
type Fields = Record<string, string | File | File[]>;
const mp4 = () => new File([new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypisom"), 0, 0, 2, 0])], "v.mp4");

describe("banners", () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
    await t.db.insert(projects).values([
      { uniId: "PRJ-LIVE", name: "Nilachol", status: "approved", category: "Ready Apartment", location: "Uttara", mainImage: "/im/projectImages/a.png" },
      { uniId: "PRJ-DRAFT", name: "Secret", status: "pending", category: "Under Construction", location: "Mirpur" },
    ]);
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, fields: Fields) =>
    t.request(path, { method, headers: { Cookie: manager }, body: form(fields) });
  const add = (fields: Fields) => send("POST", "/api/banner/add", fields);
  const list = async (path: string, cookie?: string) =>
    (await json(await t.request(path, { headers: cookie ? { Cookie: cookie } : {} }))) as Array<Record<string, unknown>>;

  it("adds a banner linked to a project and answers with the project's name, category and image", async () => {
    const res = await add({ title: "Move in", description: "Ready now", status: "Approved", foreignKey: "PRJ-LIVE", imagesVideos: FILES.jpeg() });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({
      title: "Move in",
      status: "approved",
      foreignKey: "PRJ-LIVE",
      project: { uniId: "PRJ-LIVE", name: "Nilachol", category: "Ready Apartment", mainImage: "/im/projectImages/a.png" },
    });
    expect(body.uniId).toMatch(/^BNR-/);
    expect(body.imagesVideos).toMatch(/^\/im\/bannerImages\/[0-9a-f]{32}\.jpg$/);
  });

  it("adds a video banner without a project", async () => {
    const res = await add({ title: "Tour", description: "Walkthrough", status: "approved", foreignKey: "", imagesVideos: mp4() });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({ foreignKey: null, project: null });
    expect(body.imagesVideos).toMatch(/\.mp4$/);
    expect((await t.request(body.imagesVideos)).headers.get("content-type")).toBe("video/mp4");
  });

  it("requires title, description, status and a file, with the spec's messages", async () => {
    const res = await add({ title: "", description: "", status: "" });
    expect(res.status).toBe(422);
    expect((await json(res)).error.issues).toEqual({
      title: ["Title is required"],
      description: ["Description is required"],
      status: ["Status is required"],
    });
    const noFile = await add({ title: "a", description: "b", status: "approved" });
    expect(await json(noFile)).toEqual({
      error: { message: "Please upload an image or video.", issues: { imagesVideos: ["Please upload an image or video."] } },
    });
  });

  it("shows visitors approved banners only, without revealing an unapproved project", async () => {
    await add({ title: "Draft", description: "d", status: "archived", imagesVideos: FILES.png() });
    await add({ title: "Teaser", description: "d", status: "approved", foreignKey: "PRJ-DRAFT", imagesVideos: FILES.png() });
    const res = await t.request("/api/banner");
    expect(res.headers.get("cache-control")).toContain("public");
    const pub = (await json(res)) as Array<Record<string, unknown>>;
    expect(pub.map((b) => b.title)).toEqual(["Teaser", "Tour", "Move in"]);
    expect(pub[0]).toMatchObject({ foreignKey: null, project: null });
    const all = await list("/api/banner/all", manager);
    expect(all.map((b) => b.title)).toEqual(["Teaser", "Draft", "Tour", "Move in"]);
    expect(all[0]).toMatchObject({ foreignKey: "PRJ-DRAFT", project: { name: "Secret" } });
  });

  it("edits text, relinks or unlinks the project, and keeps the file unless a new one is sent", async () => {
    const [move] = (await list("/api/banner/all", manager)).filter((b) => b.title === "Move in");
    const res = await send("PATCH", `/api/banner/${move!.uniId}`, { title: "Moved in", foreignKey: "" });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ title: "Moved in", description: "Ready now", foreignKey: null, project: null, imagesVideos: move!.imagesVideos });
    const again = await json(await send("PATCH", `/api/banner/${move!.uniId}`, { foreignKey: "PRJ-DRAFT", imagesVideos: FILES.png() }));
    expect(again).toMatchObject({ title: "Moved in", foreignKey: "PRJ-DRAFT" });
    expect(again.imagesVideos).toMatch(/\.png$/);
  });

  it("keeps a banner when its project is deleted, with the link cleared", async () => {
    expect((await t.request("/api/projects/PRJ-DRAFT", { method: "DELETE", headers: { Cookie: manager } })).status).toBe(200);
    const rows = await t.db.select().from(banners);
    expect(rows).toHaveLength(4);
    expect(rows.filter((b) => b.foreignKey === "PRJ-DRAFT")).toEqual([]);
  });

  it("deletes a banner, then answers 404 for it", async () => {
    const [first] = await list("/api/banner/all", manager);
    const del = await t.request(`/api/banner/${first!.uniId}`, { method: "DELETE", headers: { Cookie: manager } });
    expect(await json(del)).toEqual({ deleted: first!.uniId });
    expect((await send("PATCH", `/api/banner/${first!.uniId}`, { title: "x" })).status).toBe(404);
    expect(await t.db.select().from(banners)).toHaveLength(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDetails } from "../../worker/db/schema/index";
import type { ContentDetails } from "../../worker/contract/content-details";
import type { ContentItem } from "../../worker/contract/content";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

type Fields = Record<string, string | File | File[]>;
type Err = { error: { message: string; issues: Record<string, string[]> } };
const YT = "https://www.youtube.com/embed/dQw4w9WgXcQ";

describe("/api/cnb-details", () => {
  let t: TestApp;
  const cookies: Record<string, string> = { anonymous: "" };
  beforeAll(async () => {
    t = await createTestApp();
    for (const d of ["Manager", "Admin", "Super-Admin", "Accountant"]) cookies[d] = (await signedIn(t, d)).cookie;
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, fields?: Fields, who = "Manager") =>
    t.request(`/api${path}`, { method, headers: cookies[who] ? { Cookie: cookies[who]! } : {}, body: fields && form(fields) });
  const owner = async (base: string, extra: Fields = {}) => {
    const res = await call("POST", `/${base}/add`, { title: "Owner", status: "approved", mainImage: FILES.png(), ...extra });
    expect(res.status).toBe(201);
    return (await res.json<ContentItem>()).uniId;
  };
  const addDetails = async (fields: Fields) => {
    const res = await call("POST", "/cnb-details/add", fields);
    expect(res.status).toBe(201);
    return res.json<ContentDetails>();
  };

  it("adds details with paragraphs, links and several images, shown on the item's detail page", async () => {
    const blog = await owner("blog");
    const body = await addDetails({
      foreignKey: blog,
      cnbStatus: "blog",
      detailsDescription: "Para one\n\nPara two",
      projectLink: "/projects/PRJ-ABC",
      youtubeLink: YT,
      images: [FILES.png(), FILES.jpeg()],
    });
    expect(body).toMatchObject({ foreignKey: blog, contentType: "blog", detailsDescription: ["Para one", "Para two"], projectLink: "/projects/PRJ-ABC", youtubeLink: YT });
    expect(body.uniId).toMatch(/^CND-/);
    expect(body.images).toHaveLength(2);
    for (const path of body.images) expect(path).toMatch(/^\/im\/cnbDetailsImage\/[0-9a-f]{32}\.(png|jpg)$/);
    expect((await (await t.request(`/api/blog/${blog}/details`)).json<ContentItem>()).details).toEqual(body);
  });

  it("needs only the content type, with the spec's message, and answers 409 for a second record", async () => {
    const coverage = await owner("coverage");
    const missing = await call("POST", "/cnb-details/add", { foreignKey: coverage });
    expect(missing.status).toBe(422);
    expect((await missing.json<Err>()).error.issues).toEqual({ cnbStatus: ["Content type is required"] });
    const first = await addDetails({ foreignKey: coverage, cnbStatus: "Coverage" });
    expect(first).toMatchObject({ contentType: "coverage", detailsDescription: [], projectLink: "", youtubeLink: "", images: [] });
    const before = await t.db.select().from(contentDetails);
    const again = await call("POST", "/cnb-details/add", { foreignKey: coverage, cnbStatus: "coverage" });
    expect(again.status).toBe(409);
    expect(await t.db.select().from(contentDetails)).toEqual(before);
  });

  it("patches by details uniId or owner uniId; new images replace the list, absent fields stay", async () => {
    const news = await owner("news-event", { tag: "news" });
    const created = await addDetails({ foreignKey: news, cnbStatus: "news_event", detailsDescription: "a", youtubeLink: YT, images: FILES.png() });
    const byOwner = await call("PATCH", `/cnb-details/${news}`, { foreignKey: news, contentType: "news_event", projectLink: "https://uday.example/x", images: [FILES.jpeg(), FILES.jpeg()] });
    expect(byOwner.status).toBe(200);
    const patched = await byOwner.json<ContentDetails>();
    expect(patched).toMatchObject({ uniId: created.uniId, detailsDescription: ["a"], youtubeLink: YT, projectLink: "https://uday.example/x" });
    expect(patched.images).toHaveLength(2);
    expect(patched.images).not.toContain(created.images[0]);
    const byOwnId = await (await call("PATCH", `/cnb-details/${created.uniId}`, { detailsDescription: '["b","c"]', youtubeLink: "", images: "" })).json<ContentDetails>();
    expect(byOwnId).toMatchObject({ detailsDescription: ["b", "c"], youtubeLink: "", images: patched.images });
  });

  it("deletes a details record by its uniId and leaves the item", async () => {
    const blog = await owner("blog");
    const created = await addDetails({ foreignKey: blog, cnbStatus: "blog" });
    const res = await call("DELETE", `/cnb-details/${created.uniId}`);
    expect(await res.json<{ deleted: string }>()).toEqual({ deleted: created.uniId });
    expect((await (await t.request(`/api/blog/${blog}/details`)).json<ContentItem>()).details).toBeNull();
    expect((await call("DELETE", `/cnb-details/${created.uniId}`)).status).toBe(404);
  });

  it.each(["anonymous", "Admin", "Super-Admin", "Accountant"])("refuses %s on add, patch and delete, changing nothing", async (who) => {
    const expected = who === "anonymous" ? 401 : 403;
    const blog = await owner("blog");
    const coverage = await owner("coverage");
    const created = await addDetails({ foreignKey: blog, cnbStatus: "blog" });
    const before = await t.db.select().from(contentDetails);
    expect((await call("POST", "/cnb-details/add", { foreignKey: coverage, cnbStatus: "coverage" }, who)).status).toBe(expected);
    expect((await call("PATCH", `/cnb-details/${created.uniId}`, { detailsDescription: "x" }, who)).status).toBe(expected);
    expect((await call("DELETE", `/cnb-details/${created.uniId}`, undefined, who)).status).toBe(expected);
    expect(await t.db.select().from(contentDetails)).toEqual(before);
  });
});

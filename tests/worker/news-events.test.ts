import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsEvents } from "../../worker/db/schema/index";
import type { ContentItem } from "../../worker/contract/content";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

type Fields = Record<string, string | File | File[]>;
type Err = { error: { message: string; issues: Record<string, string[]> } };

describe("/api/news-event", () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, fields?: Fields) =>
    t.request(`/api/news-event${path}`, { method, headers: { Cookie: manager }, body: fields && form(fields) });
  const add = async (fields: Fields) => {
    const res = await send("POST", "/add", { mainImage: FILES.png(), status: "approved", ...fields });
    expect(res.status).toBe(201);
    return res.json<ContentItem>();
  };

  it("adds a news item with its tag, image under newsEventImages and a NEV uniId", async () => {
    const body = await add({ title: "Groundbreaking", tag: " Event ", mainDescription: '["Day one"]' });
    expect(body).toMatchObject({ title: "Groundbreaking", tag: "event", mainDescription: ["Day one"], status: "approved", details: null });
    expect(body.uniId).toMatch(/^NEV-/);
    expect(body.mainImage).toMatch(/^\/im\/newsEventImages\/[0-9a-f]{32}\.png$/);
  });

  it("requires a tag of news or event with the spec's message", async () => {
    const missing = await send("POST", "/add", { title: "No tag", status: "approved", mainImage: FILES.png() });
    expect(missing.status).toBe(422);
    expect((await missing.json<Err>()).error.issues).toEqual({ tag: ["Tag is required"] });
    const before = await t.db.select().from(newsEvents);
    const wrong = await send("POST", "/add", { title: "Bad tag", tag: "party", status: "approved", mainImage: FILES.png() });
    expect(wrong.status).toBe(422);
    expect((await wrong.json<Err>()).error.issues.tag![0]).toMatch(/news, event/);
    expect(await t.db.select().from(newsEvents)).toEqual(before);
  });

  it("lists approved news and events newest first with their tag and details joined", async () => {
    const first = await add({ title: "First", tag: "news" });
    const second = await add({ title: "Second", tag: "event" });
    await add({ title: "Hidden", tag: "news", status: "rejected" });
    const details = await t.request("/api/cnb-details/add", {
      method: "POST",
      headers: { Cookie: manager },
      body: form({ foreignKey: second.uniId, cnbStatus: "news_event", detailsDescription: "Agenda" }),
    });
    expect(details.status).toBe(201);
    const list = await (await t.request("/api/news-event")).json<ContentItem[]>();
    const titles = list.map((i) => i.title);
    expect(titles.indexOf("Second")).toBeLessThan(titles.indexOf("First"));
    expect(titles).not.toContain("Hidden");
    const byId = Object.fromEntries(list.map((i) => [i.uniId, i]));
    expect(byId[second.uniId]!.details).toMatchObject({ contentType: "news_event", detailsDescription: ["Agenda"] });
    expect(byId[first.uniId]).toMatchObject({ tag: "news", details: null });
    const all = await (await t.request("/api/news-event/all", { headers: { Cookie: manager } })).json<ContentItem[]>();
    expect(all.map((i) => i.title)).toContain("Hidden");
  });

  it("patches the tag alone, keeps the rest, and deletes with its details", async () => {
    const item = await add({ title: "Fair", tag: "event" });
    const res = await send("PATCH", `/${item.uniId}`, { tag: "news" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: "Fair", tag: "news", mainImage: item.mainImage });
    expect((await send("PATCH", `/${item.uniId}`, { tag: "" })).status).toBe(422);
    await t.request("/api/cnb-details/add", {
      method: "POST",
      headers: { Cookie: manager },
      body: form({ foreignKey: item.uniId, cnbStatus: "news_event" }),
    });
    expect((await send("DELETE", `/${item.uniId}`)).status).toBe(200);
    expect((await t.request(`/api/cnb-details/${item.uniId}`, { method: "DELETE", headers: { Cookie: manager } })).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogs, uploads } from "../../worker/db/schema/index";
import type { ContentItem } from "../../worker/contract/content";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

type Fields = Record<string, string | File | File[]>;
type Err = { error: { message: string; issues: Record<string, string[]> } };

describe("blog routes against hostile input", () => {
  let t: TestApp;
  let manager: string;
  let item: ContentItem;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
    const res = await t.request("/api/blog/add", {
      method: "POST",
      headers: { Cookie: manager },
      body: form({ title: "Original", status: "approved", mainImage: FILES.png() }),
    });
    item = await res.json<ContentItem>();
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) =>
    t.request(`/api/blog${path}`, { method, headers: { Cookie: manager, ...headers }, body });
  const valid = (extra: Fields = {}): Fields => ({ title: "Fine", status: "approved", mainImage: FILES.png(), ...extra });
  /** Every write below must fail and leave the rows, the registry and the bucket as they were. */
  const unchanged = async (attempt: () => Response | Promise<Response>, status: number | RegExp = /^4/) => {
    const snapshot = async () => ({
      rows: await t.db.select().from(blogs),
      uploads: await t.db.select().from(uploads),
      objects: (await t.bucket.list()).objects.map((o) => o.key).sort(),
    });
    const before = await snapshot();
    const res = await attempt();
    if (typeof status === "number") expect(res.status).toBe(status);
    else expect(String(res.status)).toMatch(status);
    expect(await snapshot()).toEqual(before);
    return res.json<Err>();
  };

  it.each([
    ["wrong magic bytes (a PDF)", FILES.pdf, 415],
    ["an SVG", FILES.svg, 415],
    ["HTML named .jpg", FILES.htmlAsJpeg, 415],
    ["a zero-byte file", FILES.empty, 422],
  ])("refuses %s as the image on add and on patch, storing nothing", async (_name, file, status) => {
    await unchanged(() => send("POST", "/add", form(valid({ mainImage: file() }))), status);
    await unchanged(() => send("PATCH", `/${item.uniId}`, form({ title: "Changed", mainImage: file() })), status);
  });

  it("refuses mass-assigned id, uniId and designation fields", async () => {
    const body = await unchanged(() => send("POST", "/add", form(valid({ uniId: "BLG-MINE", id: "1" }))), 422);
    expect(body.error.issues._?.[0]).toMatch(/Unknown field/);
    await unchanged(() => send("PATCH", `/${item.uniId}`, form({ designation: "Manager" })), 422);
    await unchanged(() => send("PATCH", `/${item.uniId}`, form({ createdAt: "1999-01-01" })), 422);
  });

  it("refuses a text mainImage that tries to point at another stored file", async () => {
    const body = await unchanged(() => send("POST", "/add", form({ title: "T", status: "approved", mainImage: "/im/projectImages/x.png" })), 422);
    expect(body.error.issues.mainImage).toEqual(["Image is required"]);
    await unchanged(() => send("PATCH", `/${item.uniId}`, form({ mainImage: "/im/projectImages/x.png" })), 422);
  });

  it("refuses over-long titles, unknown statuses and huge paragraph lists", async () => {
    await unchanged(() => send("POST", "/add", form(valid({ title: "x".repeat(301) }))), 422);
    await unchanged(() => send("PATCH", `/${item.uniId}`, form({ status: "published" })), 422);
    await unchanged(() => send("PATCH", `/${item.uniId}`, form({ title: "   " })), 422);
    const many = JSON.stringify(Array.from({ length: 101 }, (_, i) => `p${i}`));
    await unchanged(() => send("POST", "/add", form(valid({ mainDescription: many }))), 422);
    await unchanged(() => send("PATCH", `/${item.uniId}`, form({ mainDescription: JSON.stringify(["y".repeat(5001)]) })), 422);
  });

  it("refuses JSON bodies, broken multipart and files in undeclared fields", async () => {
    const json = JSON.stringify(valid({ mainImage: "" }));
    await unchanged(() => send("POST", "/add", json, { "Content-Type": "application/json" }), 415);
    await unchanged(() => send("POST", "/add", "--x\r\nbroken", { "Content-Type": "multipart/form-data; boundary=x" }), 400);
    await unchanged(() => send("POST", "/add", form(valid({ image: FILES.png() }))), 422);
  });

  it("answers 404 to SQL-ish and unknown ids without touching any row", async () => {
    for (const id of ["' OR 1=1 --", "BLG-NOPE", "1"]) {
      const path = `/${encodeURIComponent(id)}`;
      await unchanged(() => send("PATCH", path, form({ title: "Owned" })), 404);
      await unchanged(() => send("DELETE", path), 404);
      expect((await send("GET", `${path}/details`)).status).toBe(404);
    }
  });

  it("stores SQL-ish and markup titles verbatim as text", async () => {
    const title = `Robert'); DROP TABLE blogs;-- <script>alert(1)</script>`;
    const res = await send("POST", "/add", form(valid({ title })));
    expect(res.status).toBe(201);
    expect((await res.json<ContentItem>()).title).toBe(title);
    expect((await t.db.select().from(blogs)).length).toBeGreaterThan(1);
  });

  it("refuses a cross-site write", async () => {
    await unchanged(() => send("DELETE", `/${item.uniId}`, undefined, { Origin: "https://evil.example" }), 403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDetails, uploads } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

type Fields = Record<string, string | File | File[]>;
type Err = { error: { message: string; issues: Record<string, string[]> } };

describe("/api/cnb-details against hostile input", () => {
  let t: TestApp;
  let manager: string;
  let blog: string;
  let coverage: string;
  let details: { uniId: string };
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
    const owner = async (base: string) => {
      const res = await send("POST", `/${base}/add`, { title: "Owner", status: "approved", mainImage: FILES.png() });
      return (await res.json<{ uniId: string }>()).uniId;
    };
    blog = await owner("blog");
    coverage = await owner("coverage");
    details = await (await send("POST", "/cnb-details/add", { foreignKey: blog, cnbStatus: "blog", images: FILES.png() })).json<{ uniId: string }>();
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, fields?: Fields) =>
    t.request(`/api${path}`, { method, headers: { Cookie: manager }, body: fields && form(fields) });
  /** Each attempt must fail and leave the details rows, the upload registry and the bucket as they were. */
  const unchanged = async (status: number, attempt: () => Response | Promise<Response>) => {
    const snapshot = async () => ({
      rows: await t.db.select().from(contentDetails),
      uploads: await t.db.select().from(uploads),
      objects: (await t.bucket.list()).objects.map((o) => o.key).sort(),
    });
    const before = await snapshot();
    const res = await attempt();
    expect(res.status).toBe(status);
    expect(await snapshot()).toEqual(before);
    return (await res.json<Err>()).error;
  };
  const add = (fields: Fields, status = 422) =>
    unchanged(status, () => send("POST", "/cnb-details/add", { foreignKey: coverage, cnbStatus: "coverage", ...fields }));
  const patch = (fields: Fields, status = 422) => unchanged(status, () => send("PATCH", `/cnb-details/${details.uniId}`, fields));

  it("refuses javascript:, data:, protocol-relative and http project links", async () => {
    for (const projectLink of ["javascript:alert(1)", "data:text/html,<b>x</b>", "//evil.example/x", "http://plain.example"]) {
      expect((await add({ projectLink })).issues.projectLink).toHaveLength(1);
      await patch({ projectLink });
    }
  });

  it("refuses YouTube links that are not https embeds", async () => {
    for (const youtubeLink of ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "http://www.youtube.com/embed/dQw4w9WgXcQ", "https://evil.example/embed/abcdefg", "javascript:alert(1)"]) {
      await add({ youtubeLink });
      await patch({ youtubeLink });
    }
  });

  it("refuses owners that do not exist or belong to another content type", async () => {
    const error = await add({ foreignKey: "COV-NOPE" });
    expect(error.issues.foreignKey).toEqual(["No coverage has this id"]);
    await add({ foreignKey: blog });
    await add({ foreignKey: "' OR 1=1 --" });
    await add({ cnbStatus: "project" });
    await add({ foreignKey: "" });
  });

  it("refuses moving details to another item or type on patch", async () => {
    await patch({ foreignKey: coverage });
    await patch({ contentType: "coverage" });
    await patch({ cnbStatus: "news_event" });
  });

  it("refuses mass-assigned fields and text where files belong", async () => {
    expect((await add({ uniId: "CND-MINE" })).issues._?.[0]).toMatch(/Unknown field/);
    await add({ contentType: "coverage", id: "7" });
    await patch({ uniId: "CND-OTHER" });
    await patch({ images: "/im/projectImages/someone-elses.png" });
  });

  it("refuses bad image files and too many images, storing nothing", async () => {
    await add({ images: [FILES.png(), FILES.svg()] }, 415);
    await add({ images: FILES.htmlAsJpeg() }, 415);
    await add({ images: FILES.pdf() }, 415);
    await add({ images: FILES.empty() }, 422);
    await add({ images: Array.from({ length: 21 }, () => FILES.png()) }, 422);
    await patch({ images: [FILES.jpeg(), FILES.svg()] }, 415);
  });

  it("refuses huge paragraph lists and answers 404 to unknown ids", async () => {
    await add({ detailsDescription: JSON.stringify(Array.from({ length: 201 }, () => "p")) });
    await patch({ detailsDescription: "z".repeat(5001) });
    await unchanged(404, () => send("PATCH", `/cnb-details/${encodeURIComponent("x' OR '1'='1")}`, { detailsDescription: "x" }));
    await unchanged(404, () => send("DELETE", "/cnb-details/CND-NOPE"));
  });
});

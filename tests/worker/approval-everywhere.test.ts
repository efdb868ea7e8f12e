import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners, contentDetails, projectDetails, projects, revisions } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, signedIn } from "../helpers/auth";

type Fields = Record<string, string | File | File[]>;
const json = (res: Response): Promise<any> => res.json();
const REFUSED = "Approval is required: only an Admin or Super-Admin can approve. Save it as pending or checking.";
const FIGURES_REFUSED = "Approval is required: only an Admin or Super-Admin can change the headline figures.";

/**
 * Issue 41: while approval is required, nothing a Manager does reaches visitors without an Admin's or
 * Super-Admin's approval: not an approved item's details, not a delete, not the headline figures.
 */
describe("required approval holds for details, deletes and the headline figures", () => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  let blog: string;
  let details: string;
  let newsEvent: string;
  beforeAll(async () => {
    t = await createTestApp();
    for (const d of ["Manager", "Admin", "Super-Admin"]) cookie[d] = (await signedIn(t, d)).cookie;
    // Made live while approval was off.
    blog = await created("/blog/add", { title: "Live blog", status: "approved", mainImage: FILES.png() });
    details = await created("/cnb-details/add", { foreignKey: blog, cnbStatus: "blog", detailsDescription: "Visit our site office." });
    newsEvent = await created("/news-event/add", { title: "Live event", tag: "news", status: "approved", mainImage: FILES.png() });
    await t.db.insert(projects).values({ uniId: "PRJ-LIVE", name: "Live Tower", status: "approved", category: "Ready Apartment", location: "Uttara" });
    await t.db.insert(projectDetails).values({ uniId: "PDT-LIVE", foreignKey: "PRJ-LIVE", description: ["On sale."] });
    await t.db.insert(banners).values({ uniId: "BNR-LIVE", title: "Live slide", status: "approved", imagesVideos: "/im/bannerImages/a.jpg" });
    expect((await call("Super-Admin", "PATCH", "/settings/approval", { required: true })).status).toBe(200);
  });
  afterAll(() => t.close());

  function call(who: string, method: string, path: string, body?: Fields | object) {
    const isJson = body && (path.startsWith("/settings") || path.startsWith("/total-count") || path.endsWith("/restore"));
    return t.request(`/api${path}`, {
      method,
      headers: { Cookie: cookie[who]!, Origin: "http://localhost", ...(isJson ? { "Content-Type": "application/json" } : {}) },
      body: body === undefined ? undefined : isJson ? JSON.stringify(body) : form(body as Fields),
    });
  }
  async function created(path: string, fields: Fields): Promise<string> {
    const res = await call("Manager", "POST", path, fields);
    expect(res.status, path).toBe(201);
    return (await json(res)).uniId;
  }
  const refused = async (res: Response, message = REFUSED) => {
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(403);
    expect(body.error.message).toBe(message);
  };
  const detailsRow = async (uniId: string) => (await t.db.select().from(contentDetails).where(eq(contentDetails.uniId, uniId)))[0];
  const versionsOf = (resource: string, itemId: string) =>
    t.db.select().from(revisions).where(and(eq(revisions.resource, resource), eq(revisions.itemId, itemId))).orderBy(revisions.id);

  it("refuses a Manager's details of a live blog or news event: changed, added or deleted, nothing moves", async () => {
    await refused(await call("Manager", "PATCH", `/cnb-details/${details}`, { detailsDescription: "Pay cash to 01700000000", projectLink: "https://example.com" }));
    expect(await detailsRow(details)).toMatchObject({ detailsDescription: ["Visit our site office."], projectLink: "" });
    await refused(await call("Manager", "POST", "/cnb-details/add", { foreignKey: newsEvent, cnbStatus: "news_event", detailsDescription: "Pay cash" }));
    expect(await t.db.select().from(contentDetails).where(eq(contentDetails.foreignKey, newsEvent))).toEqual([]);
    await refused(await call("Manager", "DELETE", `/cnb-details/${details}`));
    expect(await detailsRow(details)).toBeDefined();
    expect((await json(await t.request(`/api/blog/${blog}/details`))).details.detailsDescription).toEqual(["Visit our site office."]);
  });

  it("takes them on a draft, as a version of the item, live once an Admin approves", async () => {
    expect((await call("Manager", "PATCH", `/blog/${blog}`, { status: "pending" })).status).toBe(200);
    expect((await call("Manager", "PATCH", `/cnb-details/${details}`, { detailsDescription: "Visit our new site office." })).status).toBe(200);
    const [older, newest] = (await versionsOf("blog", blog)).slice(-2);
    expect((older!.snapshot.details as any).detailsDescription).toEqual(["Visit our site office."]);
    expect((newest!.snapshot.details as any).detailsDescription).toEqual(["Visit our new site office."]);
    expect((await t.request(`/api/blog/${blog}/details`)).status).toBe(404);
    expect((await call("Admin", "POST", `/blog/${blog}/approve`)).status).toBe(200);
    expect((await json(await t.request(`/api/blog/${blog}/details`))).details.detailsDescription).toEqual(["Visit our new site office."]);
  });

  it("refuses a Manager's delete of a live item or a live project's details, keeping their versions; drafts are theirs", async () => {
    const kept = (await versionsOf("blog", blog)).length;
    await refused(await call("Manager", "DELETE", `/blog/${blog}`));
    expect(await versionsOf("blog", blog)).toHaveLength(kept);
    await refused(await call("Manager", "DELETE", "/projects/PRJ-LIVE"));
    await refused(await call("Manager", "DELETE", "/banner/BNR-LIVE"));
    await refused(await call("Manager", "DELETE", "/project-details/PDT-LIVE"));
    expect(await t.db.select().from(projectDetails).where(eq(projectDetails.uniId, "PDT-LIVE"))).toHaveLength(1);
    const draft = await created("/blog/add", { title: "Draft", status: "pending", mainImage: FILES.png() });
    expect((await call("Manager", "DELETE", `/blog/${draft}`)).status).toBe(200);
  });

  it("lets an Admin delete a live project's details, kept as a version of the project, and the project", async () => {
    expect((await call("Admin", "DELETE", "/project-details/PDT-LIVE")).status).toBe(200);
    const versions = await versionsOf("projects", "PRJ-LIVE");
    expect((versions.at(-2)!.snapshot.details as any).description).toEqual(["On sale."]);
    expect(versions.at(-1)!.snapshot.details).toBeNull();
    expect((await call("Admin", "DELETE", "/projects/PRJ-LIVE")).status).toBe(200);
  });

  it("refuses a Manager's headline figures; an Admin's are live and versioned", async () => {
    const before = await json(await t.request("/api/total-count"));
    await refused(await call("Manager", "PATCH", "/total-count/1", { totalProject: 999 }), FIGURES_REFUSED);
    expect(await json(await t.request("/api/total-count"))).toEqual(before);
    expect((await call("Admin", "PATCH", "/total-count/1", { totalProject: 42 })).status).toBe(200);
    expect((await json(await t.request("/api/total-count")))[0].totalProject).toBe(42);
    expect((await versionsOf("total-count", "1")).at(-1)!.snapshot).toMatchObject({ totalProject: 42 });
  });

  it("leaves it all to a Manager again once approval is off, details still versioned", async () => {
    expect((await call("Super-Admin", "PATCH", "/settings/approval", { required: false })).status).toBe(200);
    expect((await call("Manager", "PATCH", `/cnb-details/${details}`, { detailsDescription: "Open on Fridays." })).status).toBe(200);
    expect(((await versionsOf("blog", blog)).at(-1)!.snapshot.details as any).detailsDescription).toEqual(["Open on Fridays."]);
    expect((await call("Manager", "PATCH", "/total-count/1", { totalProject: 43 })).status).toBe(200);
    expect((await call("Manager", "DELETE", "/banner/BNR-LIVE")).status).toBe(200);
  });

  it("brings a blog's details back with a restored version, as a project's", async () => {
    const withDetails = (await versionsOf("blog", blog)).at(-1)!;
    expect((await call("Manager", "DELETE", `/cnb-details/${details}`)).status).toBe(200);
    expect((await versionsOf("blog", blog)).at(-1)!.snapshot.details).toBeNull();
    expect((await call("Manager", "POST", `/blog/${blog}/revisions/${withDetails.id}/restore`, {})).status).toBe(200);
    const [back] = await t.db.select().from(contentDetails).where(and(eq(contentDetails.contentType, "blog"), eq(contentDetails.foreignKey, blog)));
    expect(back).toMatchObject({ detailsDescription: ["Open on Fridays."] });
  });
});

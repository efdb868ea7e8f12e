import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RenderPage } from "../../worker/env";
import { activity, banners, contactInformation, projectDetails, projects } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { signedIn } from "../helpers/auth";
import { createMemoryCache } from "../helpers/memory-cache";

/** The preview of an item not approved yet (issue 32), rendered as its public page with the renderer `vite build` makes. */
const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Generic</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const assets = { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const json = (res: Response): Promise<any> => res.json();

describe("preview of an item before approval", () => {
  let t: TestApp;
  let manager: string;
  const clock = { now: new Date("2026-12-01T04:00:00.000Z") };
  beforeAll(async () => {
    const { renderPage } = (await import("../../dist/server/entry-server.js")) as { renderPage: RenderPage };
    t = await createTestApp({ assets, render: renderPage, cache: createMemoryCache().cache, now: () => clock.now });
    manager = (await signedIn(t, "Manager")).cookie;
    await t.db.insert(projects).values([
      { uniId: "PRJ-LIVE", name: "Live Tower", status: "approved", category: "Ready Apartment", location: "Uttara" },
      { uniId: "PRJ-DRAFT", name: "Secret Tower", nameBn: "গোপন টাওয়ার", status: "pending", category: "Under Construction", location: "Mirpur" },
    ]);
    await t.db.insert(projectDetails).values({ uniId: "PDT-DRAFT", foreignKey: "PRJ-DRAFT", description: ["Not public yet."] });
    await t.db.insert(banners).values({ uniId: "BNR-DRAFT", title: "Hidden slide", status: "pending", imagesVideos: "/im/bannerImages/a.jpg" });
    await t.db.insert(contactInformation).values({ image: "", phone: "+8801700000000", phones: [], email: "info@uday.example", socialHandle: "", address: "Uttara", mapEmbed: "" });
  });
  afterAll(() => t.close());

  const page = (path: string, cookie?: string) => t.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
  const share = async (resource: string, id: string, lang?: string) =>
    json(await t.request(`/api/${resource}/${id}/preview-links`, { method: "POST", headers: { Cookie: manager, "Content-Type": "application/json", Origin: "http://localhost" }, body: JSON.stringify(lang ? { lang } : {}) }));

  it("shows staff the public page as it will be once approved, in either language, never cached, never indexed", async () => {
    const res = await page("/preview/projects/PRJ-DRAFT", manager);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain("Preview — not public");
    expect(rootOf(html)).toContain("Secret Tower");
    expect(rootOf(html)).toContain("Not public yet.");
    // The public page's own head and scripts (its fonts come by script: issue 42); nothing is prerendered from it.
    expect(html).toMatch(/<script type="module" fetchpriority="low" src="\/assets\/index.js"><\/script>/);
    expect(html).not.toMatch(/<script type="speculationrules">/);
    const bn = await (await page("/preview/bn/projects/PRJ-DRAFT", manager)).text();
    expect(bn).toMatch(/<html lang="bn"/);
    expect(rootOf(bn)).toContain("গোপন টাওয়ার");
    // The public page itself still hides it.
    expect(rootOf(await (await page("/projects/PRJ-DRAFT")).text())).not.toContain("Secret Tower");
  });

  it("shows a banner on the home page it belongs to, named by ?item=", async () => {
    const html = await (await page("/preview/?item=BNR-DRAFT", manager)).text();
    expect(rootOf(html)).toContain("Hidden slide");
    expect(rootOf(await (await page("/preview/", manager)).text())).not.toContain("Hidden slide");
  });

  it("sends anyone else to the login page", async () => {
    for (const path of ["/preview/projects/PRJ-DRAFT", "/preview/bn/projects/PRJ-DRAFT", "/preview/?item=BNR-DRAFT", "/preview/projects/PRJ-DRAFT?token=abc.def"]) {
      const res = await page(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toBe("/login");
    }
  });

  it("shows a draft only to a designation that manages or approves it: others get 404 (issue 41)", async () => {
    const noMenus = (await signedIn(t, "Accountant")).cookie;
    for (const path of ["/preview/projects/PRJ-DRAFT", "/preview/bn/projects/PRJ-DRAFT", "/preview/?item=BNR-DRAFT", "/preview/?item=PRJ-DRAFT"]) {
      const res = await page(path, noMenus);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain("Secret Tower");
    }
    // An Admin approves whatever their menus, so previews a banner without the banners menu.
    const admin = (await signedIn(t, "Admin")).cookie;
    expect(rootOf(await (await page("/preview/?item=BNR-DRAFT", admin)).text())).toContain("Hidden slide");
    // A shared link is the item's own permission, whoever opens it.
    await t.db.insert(projects).values({ uniId: "PRJ-SHARED", name: "Shared Tower", status: "pending", category: "Ready Apartment", location: "Banani" });
    const link = await share("projects", "PRJ-SHARED");
    const opened = await page(link.url.replace("http://localhost", ""), noMenus);
    expect(opened.status).toBe(200);
    expect(rootOf(await opened.text())).toContain("Shared Tower");
  });

  it("opens for a signed link until it expires or is revoked, each step logged", async () => {
    const link = await share("projects", "PRJ-DRAFT", "bn");
    expect(link.url).toMatch(/^http:\/\/localhost\/preview\/bn\/projects\/PRJ-DRAFT\?token=[\w-]{22}\.[\w-]{43}$/);
    expect(link.expiresAt).toBe("2026-12-08T04:00:00.000Z");
    const path = link.url.replace("http://localhost", "");
    const opened = await page(path);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(rootOf(await opened.text())).toContain("গোপন টাওয়ার");
    // Only the item's own page, and only the genuine token.
    expect((await page(path.replace("/preview/bn/projects/PRJ-DRAFT", "/preview/projects/PRJ-LIVE"))).status).toBe(302);
    // A changed signature (its first character: the last one's low bits are padding, so changing it may not change the bytes).
    const dot = path.lastIndexOf(".") + 1;
    expect((await page(`${path.slice(0, dot)}${path[dot] === "A" ? "B" : "A"}${path.slice(dot + 1)}`)).status).toBe(302);
    clock.now = new Date("2026-12-08T03:59:00.000Z");
    expect((await page(path)).status).toBe(200);
    clock.now = new Date("2026-12-08T04:00:00.000Z");
    expect((await page(path)).status).toBe(302);
    clock.now = new Date("2026-12-01T05:00:00.000Z");
    manager = (await signedIn(t, "Manager")).cookie;
    const second = await share("projects", "PRJ-DRAFT");
    const secondPath = second.url.replace("http://localhost", "");
    expect((await page(secondPath)).status).toBe(200);
    const listed = await json(await page("/api/projects/PRJ-DRAFT/preview-links", manager));
    expect(listed.map((l: any) => l.id)).toEqual([second.id, link.id]);
    expect(listed[0].url).toBeUndefined();
    const revoked = await t.request(`/api/projects/PRJ-DRAFT/preview-links/${second.id}`, { method: "DELETE", headers: { Cookie: manager, Origin: "http://localhost" } });
    expect(revoked.status).toBe(200);
    expect((await page(secondPath)).status).toBe(302);
    const logged = await t.db.select({ action: activity.action }).from(activity).where(eq(activity.resourceId, "PRJ-DRAFT"));
    expect(logged.map((a) => a.action)).toEqual(["share-preview", "share-preview", "revoke-preview"]);
  });
});

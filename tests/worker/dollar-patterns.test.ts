import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { about, banners, blogs, contactInformation, coverage, newsEvents, projectDetails, projects } from "../../worker/db/schema/index";
import type { RenderPage } from "../../worker/env";
import { createTestApp, type TestApp } from "../helpers/app";

/**
 * Staff text is placed into the served page by functions and escaping, never as a String.replace
 * pattern: `$&`, `` $` ``, `$'`, `$1` and `$$` would otherwise paste the match, the template before or
 * after it, a group, or a lone `$` (issue 30's review). Every text field that reaches a page's head or
 * body carries all five here, and every page must come out as one whole document showing them as typed.
 */
const DOLLARS = "A $& B $` C $' D $1 E $$ F";
const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Generic</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const assets = { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const d = (field: string) => `${field}: ${DOLLARS}`;

/** The text as HTML carries it: React and the head escape &, ' and ` their own ways; the rest is as typed. */
const shown = (html: string, field: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#x60;|&#96;/g, "`")
    .includes(d(field));

describe.each([false, true])("staff text with $ patterns in every page (rendered by React: %s)", (rendered) => {
  let t: TestApp;
  beforeAll(async () => {
    const render = rendered ? ((await import("../../dist/server/entry-server.js")) as { renderPage: RenderPage }).renderPage : undefined;
    t = await createTestApp({ assets, render, siteOrigin: "https://www.uday.example" });
    await t.db.insert(projects).values({ uniId: "PRJ-1", name: d("name"), title: d("title"), status: "approved", category: "Ready Apartment", location: d("location"), detail: true });
    await t.db.insert(projectDetails).values({
      uniId: "PDT-1",
      foreignKey: "PRJ-1",
      description: [d("description")],
      address: d("address"),
      landarea: d("landarea"),
      facing: d("facing"),
      road: d("road"),
      unitPerFloor: d("unitPerFloor"),
      apartmentSize: d("apartmentSize"),
      storied: d("storied"),
      lift: d("lift"),
      parking: d("parking"),
      commonFeatures: [d("commonFeatures")],
      apartmentContains: [d("apartmentContains")],
    });
    await t.db.insert(contactInformation).values({
      image: "",
      phone: "+8801700000000",
      phones: [],
      email: "info@uday.example",
      socialHandle: d("socialHandle"),
      address: d("contactAddress"),
      mapEmbed: "",
      businesses: [d("businesses")],
    });
    await t.db.insert(about).values({
      headerImage: "",
      name: d("aboutName"),
      title: d("aboutTitle"),
      description: [d("aboutDescription")],
      target: [{ title: d("targetTitle"), image: "", description: [d("targetDescription")] }],
      management: { members: [{ name: d("memberName"), designation: d("designation"), speech: d("speech"), image: "" }], description: [d("managementDescription")] },
      ourTeam: [],
    });
    await t.db.insert(banners).values({ uniId: "BNR-1", title: d("bannerTitle"), description: d("bannerDescription"), imagesVideos: "/im/bannerImages/b.webp", status: "approved" });
    const item = (prefix: string, field: string) => ({ uniId: `${prefix}-1`, title: d(`${field}Title`), mainDescription: [d(`${field}Paragraph`)], mainImage: "/im/x/a.webp", status: "approved" });
    await t.db.insert(blogs).values(item("BLG", "blog"));
    await t.db.insert(newsEvents).values({ ...item("NEV", "news"), tag: "event" });
    await t.db.insert(coverage).values(item("COV", "coverage"));
  });
  afterAll(() => t.close());

  it.each([
    ["/", rendered ? ["bannerTitle", "bannerDescription", "contactAddress"] : []],
    ["/projects", rendered ? ["name", "location"] : []],
    ["/projects/PRJ-1", ["name", ...(rendered ? ["title", "location", "description", "address", "landarea", "facing", "road", "commonFeatures", "apartmentContains"] : [])]],
    ["/about", rendered ? ["aboutName", "aboutTitle", "aboutDescription", "targetTitle", "memberName", "speech", "businesses"] : []],
    ["/contact", rendered ? ["contactAddress", "socialHandle"] : []],
    ["/blog/BLG-1", ["blogTitle", ...(rendered ? ["blogParagraph"] : [])]],
    ["/news-event/NEV-1", ["newsTitle", ...(rendered ? ["newsParagraph"] : [])]],
    ["/coverage/COV-1", ["coverageTitle", ...(rendered ? ["coverageParagraph"] : [])]],
  ] as const)("%s is one whole page showing the text as typed", async (path, fields) => {
    const res = await t.request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/<!doctype html>/gi), "one document").toHaveLength(1);
    expect(html.match(/<\/html>/g), "one document").toHaveLength(1);
    expect(html.match(/<title>/g), "one title").toHaveLength(1);
    if (rendered) expect(html).not.toContain('<div id="root"></div>');
    for (const field of fields) expect(shown(html, field), field).toBe(true);
    // The head's JSON-LD parses, and holds the text as typed where it names the item.
    for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) expect(() => JSON.parse(m[1]!)).not.toThrow();
  });
});

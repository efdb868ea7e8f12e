import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrivatePage, PUBLIC_PAGES } from "../../worker/contract/public-pages";
import { about, banners, blogs, contactInformation, coverage, newsEvents, projectDetails, projects } from "../../worker/db/schema/index";
import type { RenderPage } from "../../worker/env";
import { pageData } from "../../worker/pages/public-reads";
import { createTestDb, type Db } from "../helpers/db";

/**
 * A stored picture on a public page comes with its width variants (docs/decisions.md "Image
 * variants"): a phone on slow 4G fetches the 480 px WebP, not the 1600 px original. The contact
 * page's background, the about page's header and a post's main picture were originals, 70 KB and
 * more each, and each was its page's largest paint (issue 47: Lighthouse's LCP on /contact 1.8 s).
 */
let db: Db;
let close: () => Promise<void>;
let renderPage: RenderPage;

const stored = (folder: string, n: number) => `/im/${folder}/${String(n).padStart(32, "a")}.jpg`;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  ({ renderPage } = (await import("../../dist/server/entry-server.js")) as { renderPage: RenderPage });
  await db.insert(projects).values({ uniId: "PRJ-1", name: "UDAY Nilachol", status: "approved", category: "Ready Apartment", location: "Uttara", locationCode: "23.87,90.39", detail: true, mainImage: stored("projectImages", 1) });
  await db.insert(projectDetails).values({ uniId: "PDT-1", foreignKey: "PRJ-1", description: ["Twelve storeys."], apartmentSize: "950", images: [stored("projectImages", 2)] });
  await db.insert(contactInformation).values({ image: stored("images", 3), phone: "+8801700000000", phones: [], email: "info@uday.example", socialHandle: "", address: "Uttara", mapEmbed: "" });
  const member = { name: "A", designation: "B", image: stored("images", 5) };
  await db.insert(about).values({
    headerImage: stored("images", 4), name: "UDAY", title: "Who we are", description: ["We build homes."],
    target: [{ title: "T", description: ["d"], image: stored("images", 6) }], management: { members: [member], description: [] }, ourTeam: [member],
  } as typeof about.$inferInsert);
  await db.insert(banners).values({ uniId: "BNR-1", title: "Lake view", imagesVideos: stored("bannerImages", 7), status: "approved" });
  const item = (prefix: string, n: number) => ({ uniId: `${prefix}-1`, title: `${prefix} item`, mainDescription: ["Told in full."], mainImage: stored("contentImages", n), status: "approved" });
  await db.insert(blogs).values(item("BLG", 8));
  await db.insert(newsEvents).values({ ...item("NEV", 9), tag: "event" });
  await db.insert(coverage).values(item("COV", 10));
});
afterAll(() => close());

const PATHS = ["/", "/projects", "/projects/PRJ-1", "/about", "/contact", "/landowner", "/blog", "/blog/BLG-1", "/news-event", "/news-event/NEV-1", "/coverage", "/coverage/COV-1"];

describe("the stored pictures of public pages", () => {
  it("covers every page of the list that shows stored pictures", () => {
    // Not the button demo, nor the buyer portal's pages (one buyer's, no stored pictures but a progress photo's).
    const withParams = PUBLIC_PAGES.filter((p) => p.path !== "/button" && !isPrivatePage(p)).map((p) => p.path);
    expect(withParams.length).toBe(PATHS.length);
  });

  for (const path of PATHS) {
    it(`${path}: each one has a srcset of its variants and sizes`, async () => {
      const rendered = await renderPage(new Request(`https://www.uday.example${path}`), pageData(db, { now: new Date() }), "en");
      const tags = [...rendered!.html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((tag) => /\ssrc="\/im\/[A-Za-z]+\/[0-9a-f]{32}\.jpg"/.test(tag));
      const bare = tags.filter((tag) => !/\ssrcSet="[^"]*\.w480\.webp 480w/.test(tag) || !/\ssizes="[^"]+"/.test(tag));
      expect(bare).toEqual([]);
    });
  }

  it("shows the pictures it checks (the check is not empty)", async () => {
    const html = (await renderPage(new Request("https://www.uday.example/about"), pageData(db, { now: new Date() }), "en"))!.html;
    for (const n of [4, 5, 6]) expect(html).toContain(stored("images", n).replace(".jpg", ".w480.webp"));
    const contact = (await renderPage(new Request("https://www.uday.example/contact"), pageData(db, { now: new Date() }), "en"))!.html;
    expect(contact).toContain(stored("images", 3).replace(".jpg", ".w480.webp"));
  });
});

import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogs, coverage, newsEvents } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { createMemoryCache } from "../helpers/memory-cache";

/**
 * The Atom feeds of the blog, the news and events and the coverage, in each language (issue 42;
 * docs/decisions.md, "Feeds and share pictures"): what the list pages show, as readers and search
 * engines poll it.
 */
const ORIGIN = "https://www.uday.example";
const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Generic</title></head><body><div id="root"></div></body></html>`;
const assets = { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;

type Entry = { id: string; title: string; link: { "@_href": string }; published: string; updated: string; summary?: string };
type Feed = { feed: { "@_xml:lang": string; id: string; title: string; updated: string; link: Array<{ "@_rel": string; "@_href": string }>; entry?: Entry[] } };

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "entry" || name === "link" });

async function feedAt(t: TestApp, path: string) {
  const res = await t.request(path);
  expect(res.status, path).toBe(200);
  const xml = await res.text();
  expect(XMLValidator.validate(xml), path).toBe(true);
  return { res, xml, feed: (parser.parse(xml) as Feed).feed };
}

describe("the Atom feeds of the blog, news and events, and coverage", () => {
  let t: TestApp;
  const past = "2026-01-01T00:00:00.000Z";
  const future = "2999-01-01T00:00:00.000Z";
  beforeAll(async () => {
    t = await createTestApp({ assets, siteOrigin: ORIGIN, cache: createMemoryCache().cache });
    await t.db.insert(blogs).values([
      {
        uniId: "BLG-1",
        title: "Buying <in> Dhaka & more",
        titleBn: "ঢাকায় কেনা",
        mainDescription: ["What to check before you buy."],
        mainDescriptionBn: ["কেনার আগে যা দেখবেন।"],
        mainImage: "/im/blogImages/b.webp",
        status: "Approved",
        createdAt: "2026-09-01T00:00:00.000Z",
        updatedAt: "2026-09-02T00:00:00.000Z",
      },
      { uniId: "BLG-2", title: "Draft post", mainDescription: ["Not yet."], mainImage: "/im/blogImages/c.webp", status: "pending" },
      { uniId: "BLG-3", title: "Tomorrow's post", mainDescription: ["Later."], mainImage: "/im/blogImages/d.webp", status: "approved", publishAt: future },
      { uniId: "BLG-4", title: "Withdrawn post", mainDescription: ["Gone."], mainImage: "/im/blogImages/e.webp", status: "approved", unpublishAt: past },
      { uniId: "BLG-5", title: "No twin", mainDescription: ["English only."], mainImage: "/im/blogImages/f.webp", status: "approved", createdAt: "2026-08-01T00:00:00.000Z", updatedAt: "2026-08-01T00:00:00.000Z" },
    ]);
    await t.db.insert(newsEvents).values({ uniId: "NEV-1", title: "Handover day", mainDescription: ["Keys handed over."], mainImage: "/im/newsEventImages/n.webp", status: "approved", tag: "event" });
    await t.db.insert(coverage).values({ uniId: "COV-1", title: "UDAY on TV", mainDescription: ["A report."], mainImage: "/im/coverageImages/c.webp", status: "approved" });
  });
  afterAll(() => t.close());

  it("lists only the approved, live items, newest first, each linking to its page", async () => {
    const { res, xml, feed } = await feedAt(t, "/blog/feed.xml");
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(feed["@_xml:lang"]).toBe("en");
    expect(feed.id).toBe(`${ORIGIN}/blog/feed.xml`);
    expect(feed.title).toBe("Blogs | UDAY");
    expect(feed.link).toEqual(expect.arrayContaining([expect.objectContaining({ "@_rel": "self", "@_href": `${ORIGIN}/blog/feed.xml` })]));
    expect(feed.link).toEqual(expect.arrayContaining([expect.objectContaining({ "@_rel": "alternate", "@_href": `${ORIGIN}/blog` })]));
    expect(feed.entry!.map((e) => e.link[0]!["@_href"])).toEqual([`${ORIGIN}/blog/BLG-1`, `${ORIGIN}/blog/BLG-5`]);
    const [first] = feed.entry!;
    expect(first).toMatchObject({ id: `${ORIGIN}/blog/BLG-1`, published: "2026-09-01T00:00:00.000Z", updated: "2026-09-02T00:00:00.000Z", summary: "What to check before you buy." });
    // Staff text is escaped, never markup of the feed's own.
    expect(first!.title).toBe("Buying <in> Dhaka & more");
    expect(xml).toContain("<title>Buying &lt;in&gt; Dhaka &amp; more</title>");
    expect(feed.updated).toBe("2026-09-02T00:00:00.000Z");
  });

  it("gives the Bengali feed the Bengali twins and the /bn pages, English where no twin is written", async () => {
    const { feed } = await feedAt(t, "/bn/blog/feed.xml");
    expect(feed["@_xml:lang"]).toBe("bn");
    expect(feed.id).toBe(`${ORIGIN}/bn/blog/feed.xml`);
    expect(feed.title).toBe("ব্লগ | UDAY");
    expect(feed.entry!.map((e) => [e.title, e.link[0]!["@_href"], e.summary])).toEqual([
      ["ঢাকায় কেনা", `${ORIGIN}/bn/blog/BLG-1`, "কেনার আগে যা দেখবেন।"],
      ["No twin", `${ORIGIN}/bn/blog/BLG-5`, "English only."],
    ]);
  });

  it("serves news and events and coverage in both languages, from the public cache", async () => {
    for (const [path, item] of [
      ["/news-event/feed.xml", "/news-event/NEV-1"],
      ["/bn/news-event/feed.xml", "/bn/news-event/NEV-1"],
      ["/coverage/feed.xml", "/coverage/COV-1"],
      ["/bn/coverage/feed.xml", "/bn/coverage/COV-1"],
    ] as const) {
      const { res, feed } = await feedAt(t, path);
      expect(feed.entry!.map((e) => e.id), path).toEqual([`${ORIGIN}${item}`]);
      expect(res.headers.get("cache-control"), path).toBe("public, max-age=60, stale-while-revalidate=600");
      expect(res.headers.get("etag"), path).toBeTruthy();
    }
  });

  it("is named in every page's head in the page's language, and in robots.txt", async () => {
    const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" type="application\/atom\+xml" title="([^"]*)" href="([^"]*)" \/>/g)].map((m) => [m[1], m[2]]);
    expect(alternates(await (await t.request("/about")).text())).toEqual([
      ["Coverage | UDAY", `${ORIGIN}/coverage/feed.xml`],
      ["Blogs | UDAY", `${ORIGIN}/blog/feed.xml`],
      ["News &amp; Events | UDAY", `${ORIGIN}/news-event/feed.xml`],
    ]);
    expect(alternates(await (await t.request("/bn/blog/BLG-1")).text()).map(([, href]) => href)).toEqual([
      `${ORIGIN}/bn/coverage/feed.xml`,
      `${ORIGIN}/bn/blog/feed.xml`,
      `${ORIGIN}/bn/news-event/feed.xml`,
    ]);
    const robots = await (await t.request("/robots.txt")).text();
    for (const path of ["/blog/feed.xml", "/bn/news-event/feed.xml", "/coverage/feed.xml"]) expect(robots).toContain(`Sitemap: ${ORIGIN}${path}\n`);
  });

  it("answers an empty feed where no item is live, and keeps the item pages beside the feeds", async () => {
    const empty = await createTestApp({ assets, siteOrigin: ORIGIN });
    try {
      const { feed } = await feedAt(empty, "/coverage/feed.xml");
      expect(feed.entry).toBeUndefined();
      expect(feed.title).toBe("Coverage | UDAY");
    } finally {
      await empty.close();
    }
    expect((await t.request("/blog/BLG-1")).status).toBe(200);
  });
});

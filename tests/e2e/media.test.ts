import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ContentItem } from "../../worker/contract/content";
import { formatCardDate } from "../../web/site/components/content/card-date";
import { articleCardText, cardSource, newsCardText } from "../../web/site/components/content/card-text";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, type TestPage } from "./browser";

afterAll(closeBrowser);

const apiList = async (path: string) => (await (await fetch(`${inject("baseUrl")}/api/${path}`)).json()) as ContentItem[];
/** The text a sighted visitor reads: everything but the screen-reader-only parts. */
const visibleText = (el: Element) =>
  [...el.childNodes]
    .filter((n) => !(n instanceof HTMLElement && n.classList.contains("sr-only")))
    .map((n) => n.textContent)
    .join("")
    .trim();
const LONG_DATE = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/;

const LISTS = [
  { path: "blog", api: "blog", link: "Let's Read Details!", empty: "No Blogs Available", cut: articleCardText },
  { path: "coverage", api: "coverage", link: "Let's Read Details!", empty: "No Coverage Available", cut: articleCardText },
  { path: "news-event", api: "news-event", link: "More", empty: "No News or Events Available", cut: newsCardText },
] as const;

describe.each(["mobile", "desktop"] as const)("media lists at %s width", (viewport) => {
  let t: TestPage;
  beforeAll(async () => {
    t = await openPage(viewport);
  });
  afterAll(() => t.context.close());

  it.each(LISTS)("/$path shows every approved item with its date, cut description and link", async (list) => {
    const items = await apiList(list.api);
    expect(items.length).toBeGreaterThan(0);
    await t.page.goto(t.url(`/${list.path}`));
    const cards = t.page.locator("main article");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(items.length);
    for (const [i, item] of items.entries()) {
      const card = cards.nth(i);
      expect(await card.getByRole("heading", { level: 3 }).textContent()).toBe(item.title);
      const date = (await card.locator("time").textContent())!;
      expect(date).toMatch(LONG_DATE);
      expect(date).toBe(formatCardDate(item.createdAt));
      expect(await card.locator("p.leading-relaxed").textContent()).toBe(list.cut(cardSource(item.mainDescription)));
      // Its accessible name adds the title for screen readers; the visible text is the spec's.
      const link = card.getByRole("link", { name: new RegExp(`^${list.link}`) });
      expect(await link.getAttribute("href")).toBe(`/${list.path}/${item.uniId}`);
      expect(await link.evaluate(visibleText)).toBe(list.link);
    }
  });

  it("lays News & Events out as a 3-column grid on wide screens and one column on phones", async () => {
    await t.page.goto(t.url("/news-event"));
    const cards = t.page.locator("main article");
    await cards.first().waitFor();
    const tops = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!.y));
    if (viewport === "desktop") expect(new Set(tops.map(Math.round)).size).toBe(1);
    else expect(tops[1]).toBeGreaterThan(tops[0]!);
  });

  it("has no serious accessibility violations and no console errors on the lists", async () => {
    for (const list of LISTS) {
      await t.page.goto(t.url(`/${list.path}`));
      await t.page.locator("main article").first().waitFor();
      expect(await seriousViolations(t.page)).toEqual([]);
    }
    expect(t.errors).toEqual([]);
  });
});

describe.each(["mobile", "desktop"] as const)("content detail screen at %s width", (viewport) => {
  let t: TestPage;
  beforeAll(async () => {
    t = await openPage(viewport);
  });
  afterAll(() => t.context.close());

  it("opens from a blog card and shows label, title, image, paragraphs, gallery, video and project link", async () => {
    const [blog] = await apiList("blog");
    await t.page.goto(t.url("/blog"));
    await t.page.locator("main article").first().getByRole("link", { name: /^Let's Read Details!/ }).click();
    await t.page.waitForURL(`**/blog/${blog!.uniId}`);
    const main = t.page.locator("main");
    await main.getByRole("heading", { level: 1, name: blog!.title }).waitFor();
    await main.locator("article header").getByText("Blog", { exact: true }).waitFor();
    for (const p of blog!.mainDescription) await main.getByText(p, { exact: true }).waitFor();
    for (const p of blog!.details!.detailsDescription) await main.getByText(p, { exact: true }).waitFor();
    expect(await main.locator("figure img").first().getAttribute("src")).toBe(blog!.mainImage);
    // The gallery shows 4 thumbnails before "More..".
    const thumbs = main.locator("section", { has: t.page.getByRole("heading", { name: "Gallery" }) }).locator("li button");
    expect(await thumbs.count()).toBe(Math.min(4, blog!.details!.images.length));
    expect(await main.getByRole("link", { name: /View the project/ }).getAttribute("href")).toBe(blog!.details!.projectLink);
  });

  it("loads the YouTube player only after a click", async () => {
    const [blog] = (await apiList("blog")).filter((b) => b.details?.youtubeLink);
    await t.page.goto(t.url(`/blog/${blog!.uniId}`));
    const main = t.page.locator("main");
    await main.getByRole("heading", { level: 1 }).waitFor();
    expect(await main.locator("iframe").count()).toBe(0);
    await main.getByRole("button", { name: "Play video" }).click();
    const frame = main.locator("iframe");
    expect(await frame.getAttribute("src")).toBe(`${blog!.details!.youtubeLink}?autoplay=1`);
    expect(await frame.getAttribute("title")).toBe(`Video: ${blog!.title}`);
  });

  it("labels a news item 'News Event', from its path", async () => {
    const [item] = await apiList("news-event");
    await t.page.goto(t.url(`/news-event/${item!.uniId}`));
    await t.page.getByRole("heading", { level: 1, name: item!.title }).waitFor();
    await t.page.locator("main article header").getByText("News Event", { exact: true }).waitFor();
  });

  it("falls back to 'No additional details available.' for an item without details", async () => {
    const item = (await apiList("coverage")).find((c) => !c.details);
    await t.page.goto(t.url(`/coverage/${item!.uniId}`));
    await t.page.getByRole("heading", { level: 1, name: item!.title }).waitFor();
    await t.page.getByText("No additional details available.", { exact: true }).waitFor();
    expect(await t.page.getByRole("heading", { name: "Gallery" }).count()).toBe(0);
    await t.page.locator("main article header").getByText("Coverage", { exact: true }).waitFor();
  });

  it("shows 'Loading or no data available...' and a way back for an unknown item", async () => {
    await t.page.goto(t.url("/blog/BLG-9999"));
    await t.page.getByRole("link", { name: "Back to all blogs" }).waitFor();
    await t.page.getByText("Loading or no data available...", { exact: true }).waitFor();
    // The page's own 404 status is the only console line.
    expect(t.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    t.errors.length = 0;
  });

  it("has no serious accessibility violations and no console errors", async () => {
    const [blog] = await apiList("blog");
    await t.page.goto(t.url(`/blog/${blog!.uniId}`));
    await t.page.getByRole("heading", { level: 1, name: blog!.title }).waitFor();
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

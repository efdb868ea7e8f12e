import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogs, projects } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";

/**
 * The states a public page shows for what its data holds (docs/product.md §2), as the worker renders
 * them: an empty list, an item without text, an unknown item, a home page with too few projects for
 * its filter. Asked of the app with the built renderer (npm test builds it first).
 */
const mainOf = (html: string) => html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));

describe("what a public page shows for the data it has", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ["/blog", "No Blogs Available"],
    ["/coverage", "No Coverage Available"],
    ["/news-event", "No News or Events Available"],
  ])("%s says %s when nothing is published", async (path, empty) => {
    const res = await t.request(path);
    expect(res.status).toBe(200);
    const main = mainOf(await res.text());
    expect(main).toContain(empty);
    expect(main).not.toContain("<article");
  });

  it("says 'No description available' on a card without text, and 'No main description available.' on its page", async () => {
    await t.db.insert(blogs).values({ uniId: "BLG-1", title: "Quiet post", mainDescription: [], mainImage: "/im/x/a.webp", status: "approved" });
    expect(mainOf(await (await t.request("/blog")).text())).toContain("No description available");
    expect(mainOf(await (await t.request("/blog/BLG-1")).text())).toContain("No main description available.");
  });

  it("says 'Loading or no data available...' with a way back for an unknown item, 404", async () => {
    const res = await t.request("/blog/BLG-9999");
    expect(res.status).toBe(404);
    const main = mainOf(await res.text());
    expect(main).toContain("Loading or no data available...");
    expect(main).toMatch(/<a[^>]*href="\/blog"[^>]*>[\s\S]*Back to all blogs/);
  });

  it("shows No Projects Available in the home filter, with its two ways out, when it has no projects to show", async () => {
    await t.db.insert(projects).values([
      { uniId: "PRJ-1", name: "Plot one", status: "approved", category: "Land Share For Flat", location: "Uttara" },
      { uniId: "PRJ-2", name: "Plot two", status: "approved", category: "Land Share For Flat", location: "Mirpur" },
    ]);
    const html = await (await t.request("/")).text();
    const filter = html.slice(html.indexOf('data-testid="filter-results"'));
    expect(filter).toContain("No Projects Available");
    expect(filter).toMatch(/<button[^>]*>View All Categories<\/button>/);
    expect(filter).toMatch(/<a[^>]*href="\/projects"[^>]*>Browse All Projects<\/a>/);
  });
});

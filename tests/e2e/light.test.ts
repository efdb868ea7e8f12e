import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser, openPage, type TestPage } from "./browser";

afterAll(closeBrowser);

// Words only React Router's and react-query's own code carries (their errors for a hook used outside
// their provider): a script that holds one is theirs.
const ROUTER_CODE = "may be used only in the context of a <Router>";
const DATA_CACHE_CODE = "No QueryClient set";

/**
 * The scripts the page asked for before it was interactive (timed in the page: the moment
 * `<html data-ready>` is set, since the app's preload may start in the same idle moment the test
 * notices it), every script it asked for, and every API call it made.
 */
async function openWatched(t: TestPage, path: string) {
  const scripts: string[] = [];
  const api: string[] = [];
  t.page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/")) api.push(url.pathname);
    if (r.resourceType() === "script" || url.pathname.endsWith(".js")) scripts.push(r.url());
  });
  await t.page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.ready !== "true") return;
      (window as unknown as { readyAt: number }).readyAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
  });
  await t.page.goto(t.url(path));
  const beforeReady = await t.page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith(".js") && e.startTime < (window as unknown as { readyAt: number }).readyAt)
      .map((e) => e.name),
  );
  return { beforeReady, scripts, api };
}

describe("pages a visitor reads hydrate without the app (web/light.tsx)", () => {
  it.each(["/", "/about", "/blog", "/projects", "/projects/PRJ-0009"])("%s works before any of React Router's or react-query's code is downloaded, and asks the API nothing", async (path) => {
    const t = await openPage("mobile");
    try {
      const { beforeReady, api } = await openWatched(t, path);
      expect(beforeReady.length).toBeGreaterThan(0);
      for (const src of beforeReady) {
        const code = await (await fetch(src)).text();
        expect([src, code.includes(ROUTER_CODE) || code.includes(DATA_CACHE_CODE)]).toEqual([src, false]);
      }
      // Interactive: the menu opens.
      await t.page.getByRole("button", { name: "Open menu" }).click();
      await t.page.getByRole("dialog", { name: "Menu" }).waitFor();
      expect(api).toEqual([]);
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  it("works on the home page without the app: the slider answers, and the app's code comes only once the page is idle", async () => {
    const t = await openPage("desktop");
    try {
      const { beforeReady, scripts, api } = await openWatched(t, "/");
      const boot = (list: string[]) => list.filter((src) => /\/assets\/boot-[\w-]+\.js$/.test(src));
      expect(boot(beforeReady)).toEqual([]);
      const slider = t.page.getByTestId("banner-slider");
      await t.page.getByRole("button", { name: "Next slide" }).click();
      await expect.poll(() => slider.getAttribute("data-index")).toBe("1");
      // Preloaded for the first navigation, once the page is interactive and the browser idle.
      await expect.poll(() => boot(scripts).length, { timeout: 10_000 }).toBe(1);
      expect(api).toEqual([]);
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  it("hands over to the app on the first navigation, which shows the next page; going back shows the first at once, without asking the API", async () => {
    const t = await openPage("desktop");
    try {
      const { api } = await openWatched(t, "/");
      await t.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await t.page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "About" }).click();
      await t.page.waitForURL((u) => u.pathname === "/about");
      await t.page.getByRole("heading", { level: 1, name: "About Us" }).waitFor();
      // The same document: the app rendered the page, nothing was loaded anew.
      expect(await t.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(await t.page.evaluate(() => window.scrollY)).toBe(0);
      await t.page.goBack();
      await t.page.getByTestId("banner-slider").waitFor();
      expect(new URL(t.page.url()).pathname).toBe("/");
      // Both pages' data came with the HTML the visitor loaded (the about page's through the app's cache).
      expect(api.filter((p) => p !== "/api/about")).toEqual([]);
      // From then on the app runs the site: the header's Contact link is a client-side navigation too.
      await t.page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Contact" }).click();
      await t.page.waitForURL((u) => u.pathname === "/contact");
      expect(await t.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  it("hands over from a project's page to the listing through its breadcrumb, where the app searches", async () => {
    const t = await openPage("mobile");
    try {
      await openWatched(t, "/projects/PRJ-0009");
      await t.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await t.page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Projects" }).click();
      await t.page.waitForURL((u) => u.pathname === "/projects");
      const search = t.page.getByRole("searchbox");
      await search.fill("zzzz-nothing");
      await t.page.waitForURL((u) => u.searchParams.get("search") === "zzzz-nothing");
      await t.page.getByText("No projects found").waitFor();
      // One document from the project's page to the search's answer: the app ran both.
      expect(await t.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  /** Marks the hydrated page's <main>: the app, taking over, draws the page anew and the mark is gone. */
  const markServedDom = (t: TestPage) => t.page.evaluate(() => void (document.getElementById("main")!.dataset.served = "kept"));
  const servedDomKept = (t: TestPage) => t.page.evaluate(() => document.getElementById("main")?.dataset.served === "kept");
  const cards = (t: TestPage) => t.page.getByTestId("project-grid").locator("article h3").allInnerTexts();

  it("filters, searches and sorts the listing in the page without the app: the URL follows, Back undoes a filter, the API is not asked", async () => {
    const t = await openPage("desktop");
    try {
      const { api } = await openWatched(t, "/projects");
      await markServedDom(t);
      const all = await cards(t);
      const projects = (await (await fetch(t.url("/api/projects"))).json()) as Array<{ name: string; category: string }>;
      const ready = projects.filter((p) => p.category === "Ready Apartment").map((p) => p.name);
      const sorted = async () => (await cards(t)).sort();
      await t.page.getByRole("navigation", { name: "Project categories" }).getByRole("link", { name: /^Ready Apartment/ }).click();
      await t.page.waitForURL((u) => u.searchParams.get("category") === "Ready Apartment");
      await expect.poll(sorted).toEqual([...ready].sort());
      await t.page.getByRole("searchbox", { name: "Search projects" }).fill(ready[0]!);
      await t.page.waitForURL((u) => u.searchParams.get("search") === ready[0]);
      await expect.poll(() => cards(t)).toEqual([ready[0]]);
      await t.page.getByLabel("Sort By", { exact: true }).selectOption("name");
      await t.page.waitForURL((u) => u.searchParams.get("sort") === "name");
      // Typing replaced its entry: Back undoes the sort, then the category, as under the app.
      await t.page.goBack();
      await t.page.waitForURL((u) => u.searchParams.get("sort") === null && u.searchParams.get("search") === ready[0]);
      await t.page.goBack();
      await t.page.waitForURL((u) => u.search === "");
      await expect.poll(sorted).toEqual([...all].sort());
      expect(await t.page.getByRole("searchbox", { name: "Search projects" }).inputValue()).toBe("");
      // Still the page that was hydrated, and every answer came from the data in its HTML.
      expect(await servedDomKept(t)).toBe(true);
      expect(api).toEqual([]);
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  it("hands the listing over to the app, at the same URL, when an apartment size needs the projects' details", async () => {
    const t = await openPage("desktop");
    try {
      const { api } = await openWatched(t, "/projects");
      await markServedDom(t);
      await t.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await t.page.getByLabel("Apartment Size", { exact: true }).selectOption({ index: 1 });
      await t.page.waitForURL((u) => u.searchParams.has("size"));
      await t.page.getByTestId("results-count").getByText(/Showing \d+ of \d+ projects/).waitFor();
      expect(api.some((p) => /^\/api\/projects\/[^/]+\/details$/.test(p))).toBe(true);
      expect(await servedDomKept(t)).toBe(false);
      expect(await t.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      // One entry for the choice: Back is the listing without it.
      await t.page.goBack();
      await t.page.waitForURL((u) => u.pathname === "/projects" && u.search === "");
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  it("keeps a keyboard user's focus on the header link they followed when the app takes over", async () => {
    const t = await openPage("desktop");
    try {
      await t.page.goto(t.url("/blog"));
      const about = t.page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "About" });
      await about.focus();
      await t.page.keyboard.press("Enter");
      await t.page.getByRole("heading", { level: 1, name: "About Us" }).waitFor();
      expect(await t.page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("/about");
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  it("loads the next page as a plain page when the app's code cannot be downloaded (offline, a deploy in between)", async () => {
    const t = await openPage("desktop");
    try {
      await t.page.route(/\/assets\/boot-[\w-]+\.js$/, (route) => route.abort());
      await t.page.goto(t.url("/"));
      await t.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await t.page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "About" }).click();
      await t.page.waitForURL((u) => u.pathname === "/about");
      await t.page.getByRole("heading", { level: 1, name: "About Us" }).waitFor();
      // A new document, rendered by the worker.
      expect(await t.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
    } finally {
      await t.context.close();
    }
  });
});

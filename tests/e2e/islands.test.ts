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
  await t.page.locator('html[data-ready="true"]').waitFor({ state: "attached" });
  const beforeReady = await t.page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith(".js") && e.startTime < (window as unknown as { readyAt: number }).readyAt)
      .map((e) => e.name),
  );
  return { beforeReady, scripts, api };
}

describe("public pages hydrate only their islands (web/site/islands.tsx)", () => {
  // What a page's islands read as they hydrate (shared/lib/island.tsx `fetched`): only the listing's list.
  const READ: Record<string, string[]> = { "/projects": ["/api/projects"] };
  it.each(["/", "/about", "/blog", "/projects", "/projects/PRJ-0009"])("%s works before any of React Router's or react-query's code is downloaded, and asks the API only what its islands read", async (path) => {
    const t = await openPage("mobile");
    try {
      const { beforeReady, api } = await openWatched(t, path);
      expect(beforeReady.length).toBeGreaterThan(0);
      for (const src of beforeReady) {
        const code = await (await fetch(src)).text();
        expect([src, code.includes(ROUTER_CODE) || code.includes(DATA_CACHE_CODE)]).toEqual([src, false]);
      }
      // No page module and no layout: the page is HTML, only its islands' code comes.
      expect(beforeReady.filter((src) => /\/assets\/(layout|project-detail|boot)-[\w-]{8}\.js$/.test(src))).toEqual([]);
      expect(beforeReady.some((src) => /\/assets\/islands-[\w-]+\.js$/.test(src))).toBe(true);
      // Interactive: the menu opens.
      await t.page.getByRole("button", { name: "Open menu" }).click();
      await t.page.getByRole("dialog", { name: "Menu" }).waitFor();
      expect(api).toEqual(READ[path] ?? []);
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  const boot = (list: string[]) => list.filter((src) => /\/assets\/boot-[\w-]+\.js$/.test(src));
  /** Resolves once the browser has been idle twice: what the page would do "when idle" has run. */
  const idle = (t: TestPage) => t.page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => requestIdleCallback(() => r()))));

  it("works on the home page without the app: the slider island answers, and the app's code never comes", async () => {
    const t = await openPage("desktop");
    try {
      const { scripts, api } = await openWatched(t, "/");
      const slider = t.page.getByTestId("banner-slider");
      await t.page.getByRole("button", { name: "Next slide" }).click();
      await expect.poll(() => slider.getAttribute("data-index")).toBe("1");
      await idle(t);
      // Nothing preloads the app for a first navigation: moving on is a page load (Speculation Rules).
      expect(boot(scripts)).toEqual([]);
      expect(api).toEqual([]);
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  it("moves to another page as a plain page load, which the Speculation Rules ask the browser to prerender on hover, whose parts then work", async () => {
    const t = await openPage("desktop");
    try {
      const { scripts } = await openWatched(t, "/");
      // Chromium reports the page's rules and each prerender it attempts over the DevTools protocol.
      // It activates none while a client is attached straight to the page, as Playwright is (final
      // status PrerenderingDisabledByDevTools): this test sees the attempt; prerender.test.ts, driven
      // through the tab target, sees the activation.
      const cdp = await t.context.newCDPSession(t.page);
      const ruleErrors: string[] = [];
      const attempted: string[] = [];
      cdp.on("Preload.ruleSetUpdated", (e: { ruleSet: { errorType?: string; errorMessage?: string } }) => {
        if (e.ruleSet.errorType) ruleErrors.push(`${e.ruleSet.errorType}: ${e.ruleSet.errorMessage}`);
      });
      cdp.on("Preload.prerenderStatusUpdated", (e: { key: { url: string } }) => attempted.push(new URL(e.key.url).pathname));
      await cdp.send("Preload.enable");
      const project = t.page.locator('main a[href^="/projects/PRJ-"]').first();
      const href = (await project.getAttribute("href"))!;
      await project.scrollIntoViewIfNeeded();
      await project.hover();
      await expect.poll(() => attempted, { timeout: 15_000 }).toContain(href);
      expect(ruleErrors).toEqual([]);
      // The dashboard and the files are never prerendered.
      expect(attempted.filter((p) => /^\/(dashboard|login|api|im|language)\b/.test(p))).toEqual([]);
      await t.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await project.click();
      await t.page.waitForURL((u) => u.pathname === href);
      await t.page.waitForFunction(() => document.documentElement.dataset.ready === "true");
      // A new document, hydrated on its own: the header's Project menu opens.
      expect(await t.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
      await t.page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "Project", exact: true }).click();
      await t.page.getByRole("menu").waitFor();
      expect(boot(scripts)).toEqual([]);
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  it("goes from a project's page to the listing through its breadcrumb as a page load, where the search works in the page", async () => {
    const t = await openPage("mobile");
    try {
      await openWatched(t, "/projects/PRJ-0009");
      await t.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await t.page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Projects" }).click();
      await t.page.waitForURL((u) => u.pathname === "/projects");
      await t.page.waitForFunction(() => document.documentElement.dataset.ready === "true");
      // A new document: the worker's listing, hydrated on its own.
      expect(await t.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
      const search = t.page.getByRole("searchbox");
      await search.fill("zzzz-nothing");
      await t.page.waitForURL((u) => u.searchParams.get("search") === "zzzz-nothing");
      await t.page.getByText("No projects found").waitFor();
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  /** Marks the hydrated page's <main>: a page drawn anew (a reload, the app) would lose the mark. */
  const markServedDom = (t: TestPage) => t.page.evaluate(() => void (document.getElementById("main")!.dataset.served = "kept"));
  const servedDomKept = (t: TestPage) => t.page.evaluate(() => document.getElementById("main")?.dataset.served === "kept");
  const cards = (t: TestPage) => t.page.getByTestId("project-grid").locator("article h3").allInnerTexts();

  it("filters, searches and sorts the listing in its island: the URL follows, Back undoes a filter, the list is read once", async () => {
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
      // Still the page that was hydrated, and every answer came from the list its island read as it hydrated.
      expect(await servedDomKept(t)).toBe(true);
      expect(api).toEqual(["/api/projects"]);
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  it("leaves the listing as the worker rendered it when its list cannot be read: a category is then a page load", async () => {
    const t = await openPage("mobile");
    try {
      await t.page.route("**/api/projects", (route) => route.fulfill({ status: 503, body: "{}" }));
      const { api } = await openWatched(t, "/projects");
      expect(api).toEqual(["/api/projects"]);
      const served = await cards(t);
      expect(served.length).toBeGreaterThan(0);
      await markServedDom(t);
      // Not hydrated: the cards and the tabs are the HTML's, and the island takes presses as HTML would.
      expect(await t.page.locator('[data-island="projects-listing"]').getAttribute("data-live")).toBe("");
      expect(await cards(t)).toEqual(served);
      await t.page.getByRole("navigation", { name: "Project categories" }).getByRole("link", { name: /^Ready Apartment/ }).click();
      await t.page.waitForURL((u) => u.searchParams.get("category") === "Ready Apartment");
      await t.page.locator('html[data-ready="true"]').waitFor({ state: "attached" });
      expect(await servedDomKept(t)).toBe(false);
      const projects = (await (await fetch(t.url("/api/projects"))).json()) as Array<{ name: string; category: string }>;
      expect((await cards(t)).sort()).toEqual(projects.filter((p) => p.category === "Ready Apartment").map((p) => p.name).sort());
      expect(t.errors.filter((e) => !/503/.test(e))).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  it("filters the listing by apartment size in the page: the projects' details are asked of the API, the page stays", async () => {
    const t = await openPage("desktop");
    try {
      const { api } = await openWatched(t, "/projects");
      await markServedDom(t);
      await t.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await t.page.getByLabel("Apartment Size", { exact: true }).selectOption({ index: 1 });
      await t.page.waitForURL((u) => u.searchParams.has("size"));
      await t.page.getByTestId("results-count").getByText(/Showing \d+ of \d+ projects/).waitFor();
      expect(api.some((p) => /^\/api\/projects\/[^/]+\/details$/.test(p))).toBe(true);
      expect(await servedDomKept(t)).toBe(true);
      expect(await t.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      // One entry for the choice: Back is the listing without it.
      await t.page.goBack();
      await t.page.waitForURL((u) => u.pathname === "/projects" && u.search === "");
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });
});

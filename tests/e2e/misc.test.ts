import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, type TestPage } from "./browser";

afterAll(closeBrowser);

const OOPS = "Oops! Something went wrong. We can't find what you're looking for.";

describe.each(["mobile", "desktop"] as const)("button demo and routing errors at %s width", (viewport) => {
  let t: TestPage;
  beforeAll(async () => {
    t = await openPage(viewport);
  });
  afterAll(() => t.context.close());

  it("/button shows every variant, the sizes and the states of the site's button", async () => {
    await t.page.goto(t.url("/button"));
    const main = t.page.locator("main");
    await main.getByRole("heading", { name: "Variants" }).waitFor();
    for (const v of ["default", "dark", "outline", "ghost", "link", "destructive"]) {
      await main.getByText(`variant="${v}"`, { exact: true }).waitFor();
    }
    const small = await main.getByRole("button", { name: "Small" }).boundingBox();
    const large = await main.getByRole("button", { name: "Large" }).boundingBox();
    expect(large!.height).toBeGreaterThan(small!.height);
    await main.getByRole("button", { name: "Add" }).waitFor();
    expect(await main.getByRole("button", { name: "Not available" }).first().isDisabled()).toBe(true);
    expect(await main.getByRole("link", { name: "All projects" }).getAttribute("href")).toBe("/projects");
    expect(await main.getByRole("button", { name: "Call us" }).locator("svg").count()).toBe(1);
  });

  it("/button can be worked with the keyboard and skips disabled buttons", async () => {
    const add = t.page.locator("main").getByRole("button", { name: "Add" });
    await add.focus();
    expect(await add.evaluate((el) => el === document.activeElement)).toBe(true);
    const disabled = t.page.locator("main").getByRole("button", { name: "Not available" }).first();
    expect(await disabled.evaluate((el) => (el as HTMLButtonElement).disabled)).toBe(true);
  });

  it("/button has no serious accessibility violations, also while a button is hovered", async () => {
    expect(await seriousViolations(t.page)).toEqual([]);
    await t.page.locator("main").getByRole("button", { name: "Book a visit" }).first().hover();
    expect(await seriousViolations(t.page)).toEqual([]);
  });

  it.each(["/no-such-page", "/projects-old/PRJ-0001", "/blog/BLG-0001/extra", "/about/team"])("%s shows the routing-error screen", async (path) => {
    await t.page.goto(t.url(path));
    await t.page.getByRole("heading", { level: 1, name: OOPS }).waitFor();
    expect(await t.page.locator("main article").count()).toBe(0);
  });

  it("the routing-error screen leads back home", async () => {
    await t.page.goto(t.url("/no-such-page"));
    await t.page.getByRole("link", { name: "Back to home" }).click();
    await t.page.waitForURL((u) => u.pathname === "/");
  });

  it("the routing-error screen has no serious accessibility violations and no console errors", async () => {
    await t.page.goto(t.url("/no-such-page"));
    await t.page.getByRole("heading", { level: 1, name: OOPS }).waitFor();
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

describe("moving to a page whose code is not here yet", () => {
  const aboutChunk = /\/assets\/about-[\w-]{8}\.js$/;
  // The header's link: hydrated with the first screen (a link further down may not be yet, and would load a new document).
  const aboutLink = (t: TestPage) => t.page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "About", exact: true });
  /**
   * The contact page, once the app runs it (its form is the app's): from there the app moves to the
   * next page itself. A page that hydrates without the app leaves by a plain page load instead.
   */
  const openHome = async (t: TestPage) => {
    await t.page.goto(t.url("/contact"));
    await t.page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  };

  it("keeps the page being left on screen until the next page's code has come", async () => {
    const t = await openPage("desktop");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await t.page.route(aboutChunk, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await openHome(t);
      const homeHeading = t.page.locator("main h1").first();
      const heading = await homeHeading.innerText();
      await aboutLink(t).click();
      await t.page.waitForURL((u) => u.pathname === "/about");
      await t.page.waitForTimeout(500);
      expect(await homeHeading.innerText()).toBe(heading);
      release();
      await expect.poll(() => homeHeading.innerText()).not.toBe(heading);
      expect(await t.page.getByRole("heading", { level: 1, name: OOPS }).count()).toBe(0);
      expect(t.errors).toEqual([]);
    } finally {
      release();
      await t.context.close();
    }
  });

  it("shows the routing-error screen inside the layout when that code fails to download, and tries again on the next visit", async () => {
    const t = await openPage("desktop");
    let offline = true;
    await t.page.route(aboutChunk, (route) => (offline ? route.abort("internetdisconnected") : route.continue()));
    try {
      await openHome(t);
      await aboutLink(t).click();
      await t.page.getByRole("heading", { level: 1, name: OOPS }).waitFor();
      // The header's navigation is still there to go on with.
      await t.page.getByRole("navigation", { name: "Main navigation" }).waitFor();
      offline = false;
      await t.page.getByRole("link", { name: "Back to home" }).click();
      await t.page.waitForURL((u) => u.pathname === "/");
      await openHome(t);
      await aboutLink(t).click();
      await t.page.waitForURL((u) => u.pathname === "/about");
      await expect.poll(() => t.page.getByRole("heading", { level: 1, name: OOPS }).count()).toBe(0);
      await expect.poll(() => t.page.locator("main h1").first().innerText()).toMatch(/\S/);
      expect(t.errors.filter((e) => !/about-|Failed to fetch dynamically imported module|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    } finally {
      await t.context.close();
    }
  });
});

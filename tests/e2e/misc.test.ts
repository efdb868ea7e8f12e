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
    // The page's own 404 status is the only console line.
    expect(t.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});


import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, nearPartsLive, openPage, type TestPage } from "./browser";

afterAll(closeBrowser);

describe.each(["mobile", "desktop"] as const)("about page at %s width", (viewport) => {
  let t: TestPage;
  beforeAll(async () => {
    t = await openPage(viewport);
    await t.page.goto(t.url("/about"));
    await t.page.getByRole("heading", { level: 2, name: "Building homes in Dhaka through joint ventures since 2009" }).waitFor();
  });
  afterAll(() => t.context.close());

  it("opens with the company's name, headline and story from the about record", async () => {
    const { page } = t;
    await page.locator("main p", { hasText: /^UDAY Properties Ltd\.$/ }).waitFor();
    await page.getByText(/Established in 2009, UDAY has spent over 17 years/).waitFor();
  });

  it("lists the group's businesses from the contact record, the same list as the footer", async () => {
    const { page } = t;
    const about = page.getByTestId("about-businesses").getByRole("listitem");
    await about.first().waitFor();
    const footer = page.getByRole("contentinfo").getByRole("heading", { name: "Our Businesses" }).locator("xpath=following-sibling::ul[1]").getByRole("listitem");
    expect(await about.allInnerTexts()).toEqual(await footer.allInnerTexts());
    expect(await about.allInnerTexts()).toContain("UDAY Agro Foods");
  });

  it("shows Mission, Vision and Values, each with its own bullet list", async () => {
    const section = t.page.locator("section", { has: t.page.getByRole("heading", { name: "Our mission, vision and values" }) });
    for (const [title, bullets] of [["Mission", 3], ["Vision", 2], ["Values", 4]] as const) {
      const card = section.locator("article", { has: t.page.getByRole("heading", { level: 3, name: title, exact: true }) });
      expect(await card.locator("li").count()).toBe(bullets);
    }
    await section.getByText("Deliver every flat on the promised date").waitFor();
  });

  it("introduces the three managers with their role and speech", async () => {
    const section = t.page.locator("section", { has: t.page.getByRole("heading", { name: "Our management" }) });
    expect(await section.locator("li figure").count()).toBe(3);
    for (const [name, role] of [["Engr. Mahbubur Rahman", "Chairman"], ["Farzana Haque", "Managing Director"], ["Engr. Kamrul Islam", "Director, Projects"]]) {
      await section.getByText(name!, { exact: true }).waitFor();
      await section.getByText(role!, { exact: true }).waitFor();
    }
    await section.getByText(/Our buyers trust us with their savings/).waitFor();
  });

  it("shows the team pictures, lazy-loaded with their size reserved", async () => {
    const section = t.page.locator("section", { has: t.page.getByRole("heading", { name: "Our team" }) });
    const images = section.locator("img");
    expect(await images.count()).toBe(5);
    for (const img of await images.all()) {
      expect(await img.getAttribute("loading")).toBe("lazy");
      expect(await img.getAttribute("width")).toBeTruthy();
    }
    await section.getByText(/Site engineering: twelve civil engineers/).waitFor();
  });

  it("keeps every image but the first lazy and never overflows the screen width", async () => {
    const main = t.page.locator("main");
    const eager = await main.locator("img:not([loading=lazy])").count();
    expect(eager).toBeLessThanOrEqual(2); // the static banner and the intro picture
    const overflow = await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("has no serious accessibility violations and no console errors", async () => {
    await t.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await nearPartsLive(t.page);
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

import { afterAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, VIEWPORTS } from "./browser";

afterAll(closeBrowser);

const WORDS = {
  en: { prefix: "", language: "Language", nav: "Main navigation", open: "Open menu", sheet: "Site menu", link: "Landowners", banner: "Landowners", cta: "Own land in Dhaka?" },
  bn: { prefix: "/bn", language: "ভাষা", nav: "প্রধান নেভিগেশন", open: "মেনু খুলুন", sheet: "সাইট মেনু", link: "জমির মালিক", banner: "জমির মালিকদের জন্য", cta: "ঢাকায় জমি আছে?" },
} as const;

/** Issue 42: landowners, the developer's land supply, get a door in the top bar and high on the home page. */
describe.each(["en", "bn"] as const)("the landowners' door, in %s", (lang) => {
  const w = WORDS[lang];

  it("at 1280 px: the top bar's navigation has a Landowners link, which leads to the proposal form", async () => {
    const t = await openPage("desktop");
    await t.page.goto(t.url(`${w.prefix}/about`));
    const link = t.page.getByRole("navigation", { name: w.nav }).getByRole("link", { name: w.link, exact: true });
    expect(await link.getAttribute("href")).toBe(`${w.prefix}/landowner`);
    // It fits the bar: on one line, inside the screen.
    const box = await link.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.desktop.width);
    expect(box!.height).toBeLessThan(48);
    // Down to 1024 px, where the bar first shows its links, everything in it still fits.
    await t.page.setViewportSize({ width: 1024, height: 800 });
    expect((await link.boundingBox())!.height).toBeLessThan(48);
    const language = await t.page.locator("header").getByRole("group", { name: w.language }).boundingBox();
    // Inside the bar's own padding (32 px at this width): a bar that overflows pushes it past that first.
    expect(language!.x + language!.width).toBeLessThanOrEqual(1024 - 32);
    await t.page.setViewportSize(VIEWPORTS.desktop);
    await link.click();
    await t.page.waitForURL(new RegExp(`${w.prefix}/landowner$`));
    await t.page.getByRole("heading", { name: w.banner, level: 1 }).waitFor();
    await t.page.locator("form[data-early-press='landowner-form']").waitFor();
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
    await t.context.close();
  });

  it("at 375 px: the phone menu has a Landowners link, which leads to the proposal form", async () => {
    const t = await openPage("mobile");
    await t.page.goto(t.url(`${w.prefix}/contact`));
    await t.page.getByRole("button", { name: w.open }).click();
    const link = t.page.getByRole("navigation", { name: w.sheet }).getByRole("link", { name: w.link, exact: true });
    await link.waitFor();
    expect(await seriousViolations(t.page)).toEqual([]);
    await link.click();
    await t.page.waitForURL(new RegExp(`${w.prefix}/landowner$`));
    await t.page.getByRole("heading", { name: w.banner, level: 1 }).waitFor();
    await t.page.locator("form[data-early-press='landowner-form']").waitFor();
    expect(t.errors).toEqual([]);
    await t.context.close();
  });

  it("at 375 px: the home page calls landowners within its first two screens", async () => {
    const t = await openPage("mobile");
    await t.page.goto(t.url(`${w.prefix}/`));
    const heading = t.page.getByRole("heading", { name: w.cta, level: 2 });
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top + scrollY);
    expect(top).toBeLessThan(2 * VIEWPORTS.mobile.height);
    const section = t.page.locator("section", { has: heading });
    expect(await section.getByRole("link").getAttribute("href")).toBe(`${w.prefix}/landowner`);
    expect(t.errors).toEqual([]);
    await t.context.close();
  });
});

import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { PUBLIC_PAGES } from "../../worker/contract/public-pages";
import { closeBrowser, launch, nearPartsLive, openPage, VIEWPORTS } from "./browser";
import { samplePath } from "./public-paths";
import { VIEWPORT_NAMES } from "./staff";

/**
 * The text of <main> as a visitor reads it (innerText: what is rendered, as laid out), whitespace
 * collapsed. The designed differences are left out: a `<noscript>` notice (the contact form's "needs
 * JavaScript") shows only without JavaScript, and is returned apart; a part that does nothing without
 * script (`data-needs-script`: the buyer portal's passkeys) shows only with it.
 */
const mainText = (page: Page) =>
  page.locator("main").evaluate((main) => {
    const notices = [...main.querySelectorAll("noscript")].map((n) => {
      const text = (n as HTMLElement).innerText;
      (n as HTMLElement).hidden = true;
      return text;
    });
    for (const part of main.querySelectorAll("[data-needs-script]")) (part as HTMLElement).hidden = true;
    // Not shown and not reachable either way (the slider's other slides): what a reader gets is what counts.
    for (const part of main.querySelectorAll("[inert]")) (part as HTMLElement).hidden = true;
    const normalise = (s: string) => s.replace(/\s+/g, " ").trim();
    return { text: normalise((main as HTMLElement).innerText), notices: notices.map(normalise).filter(Boolean) };
  });

/**
 * Brings every island that hydrates as it nears the viewport (lib/island.tsx, `near`) into view, so
 * each has hydrated and drawn what it draws in the browser, then back to the top.
 */
async function hydrateEveryPart(page: Page) {
  const parts = page.locator("[data-island][data-near] > *:first-child");
  for (let i = 0, n = await parts.count(); i < n; i++) await parts.nth(i).scrollIntoViewIfNeeded();
  await nearPartsLive(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * A visitor without JavaScript (a locked-down browser, a crawler that does not run scripts) reads the
 * same page as one with it: the worker's HTML is the whole page, and hydrating it changes nothing
 * a visitor reads (CONTRIBUTING.md, "How real visitors use a public page").
 */
describe("every public page reads the same without JavaScript", () => {
  afterAll(closeBrowser);

  for (const viewport of VIEWPORT_NAMES) {
    for (const { path: pattern } of PUBLIC_PAGES) {
      it(`${pattern} shows the same main text with JavaScript off as hydrated, at ${viewport}`, async () => {
        const path = await samplePath(pattern);
        const base = inject("baseUrl");
        const off = await (await launch()).newContext({ viewport: VIEWPORTS[viewport], baseURL: base, javaScriptEnabled: false });
        const on = await openPage(viewport);
        try {
          const plain = await off.newPage();
          await plain.goto(`${base}${path}`);
          // No script of the page ran: the app marks <html data-ready> once it has hydrated.
          expect(await plain.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
          const served = await mainText(plain);
          expect(served.text).not.toBe("");

          await on.page.goto(on.url(path));
          await hydrateEveryPart(on.page);
          await expect.poll(async () => (await mainText(on.page)).text).toBe(served.text);
          expect(on.errors).toEqual([]);
        } finally {
          await off.close();
          await on.context.close();
        }
      });
    }
  }

  it("leads a phone without JavaScript from the menu button to the footer's links to every page", async () => {
    const base = inject("baseUrl");
    const off = await (await launch()).newContext({ viewport: VIEWPORTS.mobile, baseURL: base, javaScriptEnabled: false });
    try {
      const plain = await off.newPage();
      await plain.goto(`${base}/about`);
      // The button that opens the menu by script is hidden; a link of the same look takes its place.
      await expect.poll(() => plain.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
      const menu = plain.getByRole("link", { name: "Open menu" });
      await menu.click();
      await expect.poll(() => new URL(plain.url()).hash).toBe("#site-links");
      const links = plain.getByRole("heading", { name: "Quick Links" });
      await expect.poll(() => links.evaluate((h) => h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().top < window.innerHeight)).toBe(true);
      const footer = plain.locator("footer");
      for (const name of ["Home", "All Projects", "About", "Contact", "Blogs"]) await expect.poll(() => footer.getByRole("link", { name, exact: true }).count(), name).toBe(1);
    } finally {
      await off.close();
    }
  });

  it.each([
    ["/", "The map needs JavaScript, which this browser is not running.", "See every project in the list", "/projects"],
    ["/bn", "মানচিত্রটি দেখাতে জাভাস্ক্রিপ্ট লাগে, যা এই ব্রাউজারে চলছে না।", "সব প্রকল্প তালিকায় দেখুন", "/bn/projects"],
  ])("puts a note and a link to the list in the map's place on %s, never a loading message that stays", async (path, note, link, list) => {
    const base = inject("baseUrl");
    const off = await (await launch()).newContext({ viewport: VIEWPORTS.mobile, baseURL: base, javaScriptEnabled: false });
    try {
      const plain = await off.newPage();
      await plain.goto(`${base}${path}`);
      const map = plain.getByTestId("projects-map");
      await map.scrollIntoViewIfNeeded();
      expect(await map.getByRole("status").isVisible()).toBe(false);
      expect(await map.getByText(note, { exact: true }).isVisible()).toBe(true);
      const to = map.getByRole("link", { name: link, exact: true });
      expect(await to.getAttribute("href")).toBe(list);
      await to.click();
      await expect.poll(() => new URL(plain.url()).pathname).toBe(list);
    } finally {
      await off.close();
    }
  });

  it("draws a Bengali page's text in the site's Bengali font, which the page's script adds when it runs", async () => {
    const base = inject("baseUrl");
    const off = await (await launch()).newContext({ viewport: VIEWPORTS.mobile, baseURL: base, javaScriptEnabled: false });
    try {
      const plain = await off.newPage();
      await plain.goto(`${base}/bn/about`);
      const bengaliFaceLoaded = () =>
        plain.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].some((f) => f.family.replace(/["']/g, "") === "Noto Sans Bengali" && f.status === "loaded");
        });
      await expect.poll(bengaliFaceLoaded).toBe(true);
    } finally {
      await off.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { contactRecord } from "./contact-record";
import { seriousViolations } from "./axe";
import { closeBrowser, holdChunk, openPage, openUnready, type TestPage } from "./browser";

afterAll(closeBrowser);

const LAND = "/projects?category=Land+Share+For+Flat";
const bar = (t: TestPage) => t.page.getByTestId("top-bar");
const bannerTitle = (t: TestPage) => t.page.getByTestId("static-banner").locator("h1");

describe("public layout at 1280 px", () => {
  let t: TestPage;
  beforeAll(async () => {
    t = await openPage("desktop");
    await t.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(t.url("/")).origin });
    await t.page.goto(t.url("/"));
    await t.page.getByTestId("banner-slider").waitFor();
  });
  afterAll(() => t.context.close());

  it("shows Home / Project / Media / About / Contact in the main navigation", async () => {
    const nav = t.page.getByRole("navigation", { name: "Main navigation" });
    for (const name of ["Home", "About", "Contact"]) await nav.getByRole("link", { name, exact: true }).waitFor();
    for (const name of ["Project", "Media"]) await nav.getByRole("button", { name, exact: true }).waitFor();
    // Media has no page of its own.
    expect(await nav.getByRole("link", { name: "Media" }).count()).toBe(0);
    await t.page.getByRole("button", { name: "Open menu" }).waitFor({ state: "hidden" });
  });

  it("opens the Project mega-menu from the keyboard with three category columns, +N and Locations", async () => {
    const trigger = t.page.getByRole("button", { name: "Project", exact: true });
    await trigger.focus();
    await t.page.keyboard.press("Enter");
    const menu = t.page.getByRole("menu");
    await menu.waitFor();
    for (const label of ["Land Share For Flat", "Under Construction", "Ready Apartment", "Locations"]) {
      await menu.getByText(label, { exact: true }).waitFor();
    }
    // Demo data: 8 approved land-share projects -> 5 shown and "+3 more projects".
    const land = await (await fetch(t.url("/api/projects"))).json() as Array<{ name: string; category: string; location: string }>;
    const landNames = land.filter((p) => p.category === "Land Share For Flat").map((p) => p.name);
    for (const name of landNames.slice(0, 5)) expect(await menu.getByRole("menuitem", { name, exact: true }).count()).toBe(1);
    expect(await menu.getByRole("menuitem", { name: landNames[5], exact: true }).count()).toBe(0);
    expect(await menu.getByRole("menuitem", { name: `+${landNames.length - 5} more projects` }).first().getAttribute("href")).toBe(LAND);
    const viewAll = menu.getByRole("menuitem", { name: "View All", exact: true });
    expect(await viewAll.count()).toBe(3);
    expect(await viewAll.first().getAttribute("href")).toBe(LAND);
    expect(await menu.getByRole("menuitem", { name: "Gulshan" }).getAttribute("href")).toBe("/projects?location=Gulshan");
    // Arrow keys move between items; Escape closes and gives focus back to the trigger.
    await t.page.keyboard.press("ArrowDown");
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("menuitem");
    await t.page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    // Radix gives focus back in a task after the menu unmounts: under load it lands a moment later.
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("follows View All to the category's listing under the All Projects banner", async () => {
    await t.page.getByRole("button", { name: "Project", exact: true }).click();
    await t.page.getByRole("menuitem", { name: "View All", exact: true }).nth(2).click();
    await t.page.waitForURL((u) => u.pathname === "/projects" && u.searchParams.get("category") === "Ready Apartment");
    await bannerTitle(t).filter({ hasText: "All Projects" }).waitFor();
  });

  it("opens Media by keyboard and reaches the blog, whose banner reads Blog", async () => {
    // The last test left by a page load (a link to another page is one): start once that page works.
    await t.page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    const media = t.page.getByRole("button", { name: "Media", exact: true });
    await media.focus();
    await t.page.keyboard.press("Enter");
    const menu = t.page.getByRole("menu");
    await expect.poll(() => menu.getByRole("menuitem").allInnerTexts()).toEqual(["Blogs", "News & Events", "Coverage"]);
    await t.page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    // Only once focus is back on the trigger: landing after the menu reopened, it would close it again.
    await expect.poll(() => media.evaluate((el) => el === document.activeElement)).toBe(true);
    await media.press("Enter");
    // The menu opens with its first item focused; Enter follows it, as a keyboard user's would. Sent to
    // the page, not to the item: a locator's press retries when its element goes, and this one goes
    // with the page it navigates away from.
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Blogs");
    await t.page.keyboard.press("Enter");
    await t.page.waitForURL((u) => u.pathname === "/blog");
    await bannerTitle(t).filter({ hasText: "Blog" }).waitFor();
    const crumbs = t.page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await crumbs.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(await crumbs.locator('[aria-current="page"]').innerText()).toBe("Blog");
  });

  it("titles the static banner per page and leaves it off home and project detail", async () => {
    const titles: Record<string, string> = { "/contact": "Contact", "/coverage": "Coverage", "/about": "About Us", "/news-event": "News & Event" };
    for (const [path, title] of Object.entries(titles)) {
      await t.page.goto(t.url(path));
      await bannerTitle(t).filter({ hasText: title }).waitFor();
      expect(await bannerTitle(t).innerText()).toBe(title);
      // The banner's image is the one named after the first path segment.
      const statics = (await (await fetch(t.url("/api/banner-statics"))).json()) as Array<{ name: string; image: string }>;
      const img = t.page.getByTestId("static-banner").locator("img");
      expect(await img.getAttribute("src")).toBe(statics.find((s) => s.name === path.slice(1))!.image);
      // A backdrop, not the page's content: after the page's own pictures, and half the width on a phone.
      expect(await img.getAttribute("fetchpriority")).toBe("low");
      expect(await img.getAttribute("sizes")).toBe("(min-width: 1024px) 100vw, 50vw");
    }
    await t.page.goto(t.url("/projects/PRJ-0001"));
    await t.page.locator("main h1").first().waitFor();
    expect(await t.page.getByTestId("static-banner").count()).toBe(0);
    await t.page.goto(t.url("/"));
    await t.page.getByTestId("banner-slider").waitFor();
    expect(await t.page.getByTestId("static-banner").count()).toBe(0);
  });

  it("copies the number from the call-us block and confirms for 2 seconds", async () => {
    // Measured inside the page, from the message appearing to it clearing.
    const shownFor = t.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const el = document.querySelector("header [role=status]")!;
          let since = 0;
          new MutationObserver(() => {
            if (el.textContent) since = performance.now();
            else if (since) resolve(performance.now() - since);
          }).observe(el, { childList: true, characterData: true, subtree: true });
        }),
    );
    await t.page.getByTestId("call-us").click();
    const status = t.page.getByRole("banner").getByRole("status");
    await expect.poll(() => status.innerText()).toBe("Number copied to clipboard!");
    expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe((await contactRecord()).shown.hotline);
    const ms = await shownFor;
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(3000);
  });

  it("hides the bar on scrolling down, brings it back on scrolling up, translucent once scrolled", async () => {
    const slow = { timeout: 5000 };
    expect(await bar(t).getAttribute("data-scrolled")).toBe("false");
    await t.page.mouse.move(640, 400);
    await t.page.mouse.wheel(0, 900);
    await expect.poll(() => bar(t).getAttribute("data-hidden"), slow).toBe("true");
    expect(await bar(t).getAttribute("data-scrolled")).toBe("true");
    await expect.poll(async () => (await bar(t).boundingBox())!.y, slow).toBeLessThan(-40);
    await t.page.mouse.wheel(0, -300);
    await expect.poll(() => bar(t).getAttribute("data-hidden"), slow).toBe("false");
    await expect.poll(async () => (await bar(t).boundingBox())!.y, slow).toBe(0);
    expect(await bar(t).getAttribute("data-scrolled")).toBe("true");
    expect(await bar(t).evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/rgba|oklab|color-mix|\/ 0\.\d/);
  });

  it("starts every new page at the top", async () => {
    await t.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await t.page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await t.page.waitForURL((u) => u.pathname === "/about");
    await expect.poll(() => t.page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("has a footer with the address, four phones, the businesses and projects by category", async () => {
    const footer = t.page.getByRole("contentinfo");
    const record = await contactRecord();
    await footer.getByText(record.address).waitFor();
    const phones = footer.getByRole("list", { name: "Phone numbers" }).getByRole("link");
    expect(await phones.allInnerTexts()).toEqual(record.shown.phones);
    expect(await phones.first().getAttribute("href")).toBe(`tel:${record.phones[0]}`);
    for (const b of record.businesses) await footer.getByText(b, { exact: true }).waitFor();
    for (const c of ["Land Share For Flat", "Under Construction", "Ready Apartment"]) {
      await footer.getByRole("heading", { name: c }).waitFor();
    }
    expect(await footer.getByRole("link", { name: "View All" }).first().getAttribute("href")).toBe(LAND);
    expect(await footer.getByRole("link", { name: /UDAY on (Facebook|Instagram|YouTube)/ }).count()).toBe(3);
  });

  it("floats a chat button that opens WhatsApp to the company number", async () => {
    const chat = t.page.getByRole("link", { name: "Chat with UDAY on WhatsApp" });
    expect(await chat.getAttribute("href")).toBe((await contactRecord()).shown.whatsapp);
    expect(await chat.getAttribute("target")).toBe("_blank");
    expect(await chat.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  });

  it("has no serious accessibility violations with the menu open or closed, and no console errors", async () => {
    await t.page.goto(t.url("/contact"));
    await bannerTitle(t).waitFor();
    expect(await seriousViolations(t.page)).toEqual([]);
    await t.page.getByRole("button", { name: "Project", exact: true }).click();
    await t.page.getByRole("menu").waitFor();
    expect(await seriousViolations(t.page)).toEqual([]);
    await t.page.keyboard.press("Escape");
    expect(t.errors).toEqual([]);
  });
});

describe("public layout at 375 px", () => {
  let t: TestPage;
  beforeAll(async () => {
    t = await openPage("mobile");
    await t.page.goto(t.url("/coverage"));
    await bannerTitle(t).waitFor();
  });
  afterAll(() => t.context.close());

  it("swaps the navigation for a menu button and keeps the language switch out of the bar", async () => {
    await t.page.getByRole("navigation", { name: "Main navigation" }).waitFor({ state: "hidden" });
    await bar(t).getByRole("group", { name: "Language" }).waitFor({ state: "hidden" });
    await t.page.getByRole("button", { name: "Open menu" }).waitFor();
  });

  it("slides in a menu that locks page scroll, with 3 projects per category", async () => {
    await t.page.getByRole("button", { name: "Open menu" }).click();
    const dialog = t.page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    expect(await t.page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await dialog.getByRole("button", { name: "Project" }).click();
    const projects = (await (await fetch(t.url("/api/projects"))).json()) as Array<{ name: string; category: string }>;
    const ready = projects.filter((p) => p.category === "Ready Apartment").map((p) => p.name);
    for (const name of ready.slice(0, 3)) await dialog.getByRole("link", { name, exact: true }).waitFor();
    expect(await dialog.getByRole("link", { name: ready[3], exact: true }).count()).toBe(0);
    const more = dialog.getByRole("link", { name: `+${ready.length - 3} more projects` });
    expect(await more.last().getAttribute("href")).toBe("/projects?category=Ready+Apartment");
    expect(await dialog.getByRole("link", { name: "View All" }).count()).toBe(3);
    // Under 768 px the language links sit in the menu.
    expect(await dialog.getByRole("group", { name: "Language" }).getByRole("link").allInnerTexts()).toEqual(["English", "বাংলা"]);
    expect(await seriousViolations(t.page)).toEqual([]);
  });

  it("closes on Escape and unlocks the page", async () => {
    await t.page.keyboard.press("Escape");
    await t.page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await t.page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  it("closes after following a link and lands at the top of the new page", async () => {
    await t.page.getByRole("button", { name: "Open menu" }).click();
    const dialog = t.page.getByRole("dialog", { name: "Menu" });
    await dialog.getByRole("button", { name: "Media" }).click();
    await dialog.getByRole("link", { name: "News & Events" }).click();
    await t.page.waitForURL((u) => u.pathname === "/news-event");
    await t.page.getByRole("dialog").waitFor({ state: "detached" });
    await bannerTitle(t).filter({ hasText: "News & Event" }).waitFor();
    expect(await t.page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("shows the footer and the chat button, with no serious accessibility violations or console errors", async () => {
    expect(await t.page.getByRole("contentinfo").getByRole("list", { name: "Phone numbers" }).getByRole("link").count()).toBe(4);
    await t.page.getByRole("link", { name: "Chat with UDAY on WhatsApp" }).waitFor();
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

describe("language switch", () => {
  it.each(["desktop", "mobile"] as const)("goes to the same page's Bengali URL and back at %s, query kept, and survives a reload", async (viewport) => {
    const t = await openPage(viewport);
    await t.page.goto(t.url("/projects?category=Ready+Apartment"));
    await t.page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    if (viewport === "mobile") {
      await t.page.getByRole("button", { name: "Open menu" }).click();
      await t.page.getByRole("dialog").getByRole("link", { name: "বাংলা" }).click();
    } else {
      await bar(t).getByRole("link", { name: "বাং" }).click();
    }
    await t.page.waitForURL((url) => url.pathname === "/bn/projects" && url.searchParams.get("category") === "Ready Apartment");
    await t.page.waitForFunction(() => document.documentElement.lang === "bn" && document.documentElement.dataset.ready === "true");
    await t.page.getByRole("heading", { name: "সব প্রকল্প", level: 1 }).waitFor();
    const nav = viewport === "desktop" ? bar(t) : t.page.getByRole("contentinfo");
    expect(await nav.getByRole("link", { name: "আমাদের সম্পর্কে" }).first().getAttribute("href")).toBe("/bn/about");

    await t.page.reload();
    await t.page.waitForFunction(() => document.documentElement.lang === "bn" && document.documentElement.dataset.ready === "true");
    if (viewport === "desktop") {
      await bar(t).getByRole("link", { name: "EN" }).click();
    } else {
      await t.page.getByRole("button", { name: "মেনু খুলুন" }).click();
      await t.page.getByRole("dialog").getByRole("link", { name: "English" }).click();
    }
    await t.page.waitForURL((url) => url.pathname === "/projects" && url.searchParams.get("category") === "Ready Apartment");
    await t.page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
    await t.context.close();
  });
});

describe("web fonts", () => {
  /** The site's faces the page has, by family, with whether each has downloaded. */
  const faces = (t: TestPage) =>
    t.page.evaluate(() => [...document.fonts].map((f) => ({ family: f.family.replace(/"/g, ""), range: f.unicodeRange, status: f.status })));
  const fontFiles = (t: TestPage) =>
    t.page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((n) => /\.woff2?$/.test(n)));

  it("gives an English page Inter once painted, and downloads no other script's faces", async () => {
    const t = await openPage("mobile");
    await t.page.goto(t.url("/about"));
    await t.page.waitForFunction(() => document.fonts.check('16px "Inter Variable"', "A") && [...document.fonts].some((f) => f.status === "loaded"));
    const latin = (await faces(t)).filter((f) => f.family === "Inter Variable" && f.range.includes("U+0-FF"));
    expect(latin).toEqual([expect.objectContaining({ status: "loaded" })]);
    // Every face is known to the page (Bengali among them, for a switch of language), none but Inter's Latin downloaded.
    expect((await faces(t)).filter((f) => f.family === "Noto Sans Bengali").length).toBe(6);
    expect(await fontFiles(t)).toEqual([expect.stringMatching(/\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)]);
    expect(t.errors).toEqual([]);
    await t.context.close();
  });

  it("gives a Bengali page Noto Sans Bengali for its Bengali and its Latin letters", async () => {
    const t = await openPage("mobile");
    await t.page.goto(t.url("/bn/about"));
    // check() also answers true before any face of the family is in the page: wait for one to be there, loaded.
    await t.page.waitForFunction(
      () =>
        document.documentElement.lang === "bn" &&
        [...document.fonts].some((f) => f.family.replace(/"/g, "") === "Noto Sans Bengali" && f.status === "loaded") &&
        document.fonts.check('16px "Noto Sans Bengali"', "কA"),
    );
    const loaded = (await faces(t)).filter((f) => f.status === "loaded").map((f) => f.family);
    expect(loaded).toContain("Noto Sans Bengali");
    expect(await fontFiles(t)).toEqual(expect.arrayContaining([expect.stringMatching(/noto-sans-bengali-bengali-400-normal/)]));
    expect(t.errors).toEqual([]);
    await t.context.close();
  });
});

/**
 * The header's menus load their code after the first screen (web/shared/lib/lazy-part.ts). These hold that
 * download back to press the stand-in trigger before it arrives, as a visitor on a slow phone can.
 */
describe("header menus pressed before their code has arrived", () => {
  const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement);
  const hydrated = (t: TestPage) => t.page.evaluate(() => document.documentElement.dataset.ready === "true");

  // A page to read and a page with a form, each hydrated island by island (web/site/islands.tsx): the code
  // that makes each work is asked for only after the first paint (web/main.tsx).
  const pages = [
    { path: "/about", code: "islands" },
    { path: "/contact", code: "islands" },
  ];

  it.each(pages)("opens the mobile menu tapped on $path before its code ($code) has run, as soon as it runs", async ({ path, code }) => {
    const t = await openPage("mobile");
    const app = await holdChunk(t, code);
    await openUnready(t, path);
    await app.asked;
    const button = t.page.getByRole("button", { name: "Open menu" });
    await button.click();
    expect(await hydrated(t)).toBe(false);
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await app.deliver();
    await t.page.getByRole("dialog").getByRole("link", { name: "About" }).first().waitFor();
    expect(await hydrated(t)).toBe(true);
    expect(t.errors).toEqual([]);
    await t.context.close();
  });

  it.each(pages)("opens the Project menu clicked on $path before its code ($code) has run, as soon as it runs, at 1280 px", async ({ path, code }) => {
    const t = await openPage("desktop");
    const app = await holdChunk(t, code);
    await openUnready(t, path);
    await app.asked;
    const trigger = t.page.getByRole("button", { name: "Project", exact: true });
    await trigger.click();
    expect(await hydrated(t)).toBe(false);
    expect(await trigger.getAttribute("aria-expanded")).toBe("true");
    await app.deliver();
    await t.page.getByRole("menu").getByRole("menuitem", { name: "View All" }).first().waitFor();
    // Only the pressed menu opens.
    expect(await t.page.getByRole("button", { name: "Media", exact: true }).getAttribute("aria-expanded")).toBe("false");
    expect(t.errors).toEqual([]);
    await t.context.close();
  });

  it("opens the Project menu at 1280 px once the code is in, then works it with the keyboard", async () => {
    const t = await openPage("desktop");
    const chunk = await holdChunk(t, "desktop-menus");
    await t.page.goto(t.url("/about"));
    // Asked for when the browser is idle after hydration, not by the first screen.
    await chunk.asked;
    const trigger = t.page.getByRole("button", { name: "Project", exact: true });
    await trigger.focus();
    await t.page.keyboard.press("Enter");
    expect(await trigger.getAttribute("aria-expanded")).toBe("true");
    expect(await t.page.getByRole("menu").count()).toBe(0);
    chunk.release();
    const menu = t.page.getByRole("menu");
    await menu.getByRole("menuitem", { name: "View All" }).first().waitFor();
    await t.page.keyboard.press("ArrowDown");
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("menuitem");
    await t.page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(trigger)).toBe(true);
    expect(await trigger.getAttribute("aria-expanded")).toBe("false");
    expect(t.errors).toEqual([]);
    await t.context.close();
  });

  it("keeps a keyboard user's focus on a stand-in when the code arrives, and swaps it once the focus moves on", async () => {
    const t = await openPage("desktop");
    const chunk = await holdChunk(t, "desktop-menus");
    await t.page.goto(t.url("/about"));
    await chunk.asked;
    const project = t.page.getByRole("button", { name: "Project", exact: true });
    await project.focus();
    await chunk.deliver();
    expect(await isFocused(project)).toBe(true);
    // The stand-ins carry no id; Radix's triggers do.
    expect(await project.getAttribute("id")).toBeNull();
    await t.page.keyboard.press("Tab");
    await t.page.keyboard.press("Tab");
    expect(await t.page.evaluate(() => document.activeElement?.textContent)).toBe("About");
    await expect.poll(() => project.getAttribute("id")).not.toBeNull();
    await t.page.keyboard.press("Shift+Tab");
    await t.page.keyboard.press("Enter");
    await t.page.getByRole("menu").getByRole("menuitem", { name: "Blogs" }).waitFor();
    await t.page.keyboard.press("Escape");
    expect(t.errors).toEqual([]);
    await t.context.close();
  });

  it("keeps the focus on the mobile stand-in when the code arrives; Enter then opens the sheet", async () => {
    const t = await openPage("mobile");
    const chunk = await holdChunk(t, "mobile-menu-sheet");
    await t.page.goto(t.url("/about"));
    const button = t.page.getByRole("button", { name: "Open menu" });
    // The focus is the intent that asks for the sheet's code.
    await button.focus();
    await chunk.asked;
    await chunk.deliver();
    expect(await isFocused(button)).toBe(true);
    // The stand-in carries no data-state; Radix's trigger does.
    expect(await button.getAttribute("data-state")).toBeNull();
    await t.page.keyboard.press("Enter");
    const dialog = t.page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    await t.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(button)).toBe(true);
    expect(await button.getAttribute("data-state")).toBe("closed");
    expect(t.errors).toEqual([]);
    await t.context.close();
  });

  it("loads the sheet's code only when reached for; slides in the menu at 375 px once it is in; a failed download is tried again on the press", async () => {
    const t = await openPage("mobile");
    let failed = false;
    await t.page.route(/\/assets\/mobile-menu-sheet-[\w-]+\.js$/, (route) => (failed ? route.continue() : ((failed = true), route.abort())));
    await t.page.goto(t.url("/about"));
    expect(failed, "no download before the visitor reaches for the menu").toBe(false);
    const button = t.page.getByRole("button", { name: "Open menu" });
    await button.hover();
    await expect.poll(() => failed).toBe(true);
    await button.click();
    const dialog = t.page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    await dialog.getByRole("link", { name: "Contact" }).waitFor();
    await t.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(button)).toBe(true);
    // The aborted download logs one failed resource; nothing else.
    expect(t.errors.filter((e) => !e.includes("net::ERR_FAILED"))).toEqual([]);
    await t.context.close();
  });
});

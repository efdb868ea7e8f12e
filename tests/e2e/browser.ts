import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect, inject } from "vitest";

/** Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"];

// A 1x1 transparent PNG stands in for map tiles: tests never reach the internet.
const TILE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

export const VIEWPORTS = { mobile: { width: 375, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

let browser: Browser | undefined;

export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  return browser;
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

export type TestPage = { page: Page; context: BrowserContext; errors: string[]; url: (path: string) => string };

/** A fresh page at a viewport; console errors and page errors are collected for `expect(errors).toEqual([])`. */
export async function openPage(viewport: keyof typeof VIEWPORTS | { width: number; height: number } = "desktop"): Promise<TestPage> {
  const b = await launch();
  const base = inject("baseUrl");
  const context = await b.newContext({ viewport: typeof viewport === "string" ? VIEWPORTS[viewport] : viewport, baseURL: base });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    const url = route.request().url();
    if (/tile\.openstreetmap\.org/.test(url)) return route.fulfill({ status: 200, contentType: "image/png", body: TILE });
    return route.fulfill({ status: 204, body: "" });
  });
  const page = await context.newPage();
  interactiveAfterGoto(page);
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return { page, context, errors, url: (path: string) => `${base}${path}` };
}

/**
 * A page the worker rendered is on screen before the app attaches its handlers (web/main.tsx): a
 * click in between does nothing but on the header's menu buttons (web/site/lib/early-press.ts). Every `goto` here waits until the app is
 * interactive (`<html data-ready>`, set once it has hydrated), so tests act on the working page.
 */
export function interactiveAfterGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    await page.waitForFunction(() => !document.getElementById("rendered-state") || document.documentElement.dataset.ready === "true");
    return res;
  };
}

/**
 * Every island that hydrates as it nears the viewport (`near`, lib/island.tsx) and is on the page has
 * hydrated, or been left as served when its code could not load: web/site/lib/early-press.ts marks each
 * `data-live` then. The page's own condition, never the network's quiet (a page may keep a request open).
 */
export async function nearPartsLive(page: Page) {
  await expect.poll(() => page.locator("[data-island][data-near]:not([data-live])").count(), { timeout: 30_000 }).toBe(0);
}

/**
 * Holds the first request for a built chunk (`boot`: the app's own code, asked for only after the
 * first paint; `desktop-menus`, …): `asked` resolves when the browser asks for it, `release()` lets it
 * through, and `deliver()` lets it through and waits until it has arrived (plus a moment for the page
 * to act on it). Between the two the page is as a slow phone shows it: painted, not yet working.
 */
export async function holdChunk(t: TestPage, name: string) {
  const chunk = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let arrived!: () => void;
  const asked = new Promise<void>((r) => (arrived = r));
  await t.page.route(chunk, async (route) => {
    arrived();
    await released;
    await route.continue();
  });
  const deliver = async () => {
    const response = t.page.waitForResponse((r) => chunk.test(r.url()));
    release();
    await response;
    await t.page.waitForTimeout(300);
  };
  return { asked, release, deliver };
}

/** Navigates without the tests' usual wait for the app (`interactiveAfterGoto`), to act before it runs. */
export const openUnready = (t: TestPage, path: string) => t.page.evaluate((url) => void (location.href = url), t.url(path));

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { parseLocationCode } from "../../worker/contract/constants";
import type { Project } from "../../worker/contract/projects";
import { seriousViolations } from "./axe";
import { closeBrowser, interactiveAfterGoto, launch, openPage, type TestPage, VIEWPORTS } from "./browser";

afterAll(closeBrowser);

const TILE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const ANCHOR = { x: 17, y: 33 }; // the marker icon's anchor: the tip of the pin is the marker point
const isLeaflet = (u: string) => /leaflet/i.test(u);
const isTile = (u: string) => /tile\.openstreetmap\.org/.test(u);

/** A phone with a touch screen; the shared openPage has no touch, so this mirrors its setup. */
async function openTouchPage(): Promise<TestPage> {
  const base = inject("baseUrl");
  const context = await (await launch()).newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true, baseURL: base });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    isTile(route.request().url()) ? route.fulfill({ status: 200, contentType: "image/png", body: TILE }) : route.fulfill({ status: 204, body: "" }),
  );
  const page = await context.newPage();
  interactiveAfterGoto(page);
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, context, errors, url: (p) => `${base}${p}` };
}

/**
 * A marker whose pin is not covered by another and whose card fits at x+20, y-100 without being
 * pulled inside the map (markers of one neighbourhood overlap at zoom 12).
 */
async function freeMarker(page: Page, card = { width: 256, height: 250 }) {
  return page.evaluate(({ anchor, card }) => {
    const map = document.querySelector(".leaflet-container")!.getBoundingClientRect();
    for (const el of document.querySelectorAll<HTMLElement>(".uday-marker")) {
      const r = el.getBoundingClientRect();
      const x = r.left + anchor.x;
      const y = r.top + anchor.y;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const fits = x + 20 + card.width + 8 <= map.right && y - 100 >= map.top + 8 && y - 100 + card.height + 8 <= map.bottom;
      if (el.contains(hit) && (fits || card.width === 0)) return { title: el.title, x, y };
    }
    return null;
  }, { anchor: ANCHOR, card });
}

/**
 * A point of the map well away from markers, the card and the controls (a browser may move a
 * tap onto a clickable element nearby, so "not on a marker" is not enough).
 */
async function emptySpot(page: Page) {
  return page.evaluate(() => {
    const map = document.querySelector(".leaflet-container")!.getBoundingClientRect();
    const avoid = [...document.querySelectorAll(".uday-marker, [data-testid=map-card], .leaflet-control")].map((el) => el.getBoundingClientRect());
    const clear = (x: number, y: number) => avoid.every((r) => x < r.left - 40 || x > r.right + 40 || y < r.top - 40 || y > r.bottom + 40);
    for (let y = map.top + 20; y < map.bottom - 30; y += 10) {
      for (let x = map.left + 20; x < map.right - 20; x += 10) {
        if (clear(x, y)) return { x, y };
      }
    }
    throw new Error("no empty spot on the map");
  });
}

describe("projects map on the home page at desktop width", () => {
  let t: TestPage;
  let projects: Project[];
  const requests: string[] = [];

  beforeAll(async () => {
    projects = (await (await fetch(`${inject("baseUrl")}/api/projects`)).json()) as Project[];
    t = await openPage("desktop");
    t.page.on("request", (r) => requests.push(r.url()));
    await t.page.goto(t.url("/"));
    await t.page.getByTestId("projects-map").waitFor({ state: "attached" });
  });
  afterAll(() => t.context.close());

  it("requests neither Leaflet nor tiles until the map nears the viewport", async () => {
    // The page is working (every first-screen part hydrated): the map, below, has asked for nothing yet.
    await t.page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    expect(requests.filter((u) => isLeaflet(u) || isTile(u))).toEqual([]);
    expect(await t.page.getByTestId("projects-map").getByText("Loading projects...").count()).toBe(1);
    await t.page.getByTestId("projects-map").scrollIntoViewIfNeeded();
    await t.page.locator(".uday-marker").first().waitFor();
    expect(requests.filter(isLeaflet).some((u) => u.endsWith(".js"))).toBe(true);
    expect(requests.filter(isLeaflet).some((u) => u.endsWith(".css"))).toBe(true);
    await expect.poll(() => requests.filter(isTile).length).toBeGreaterThan(0);
  });

  it("is 500 px tall from md up, centred on Dhaka", async () => {
    const box = await t.page.locator(".leaflet-container").boundingBox();
    expect(Math.round(box!.height)).toBe(500);
  });

  it("puts a marker on every project with valid coordinates and says how many are hidden", async () => {
    const valid = projects.filter((p) => parseLocationCode(p.locationCode));
    const hidden = projects.length - valid.length;
    expect(hidden).toBeGreaterThan(0); // the demo data has two broken codes
    expect(await t.page.locator(".uday-marker").count()).toBe(valid.length);
    expect(await t.page.getByTestId("map-hidden-notice").innerText()).toBe(`${hidden} projects with invalid coordinates hidden`);
    // No marker image files: the pins are inline SVG.
    expect(requests.filter((u) => /marker-icon|marker-shadow/.test(u))).toEqual([]);
  });

  it("opens the project card on hover, offset x+20 and y-100 from the marker point", async () => {
    const marker = await freeMarker(t.page);
    expect(marker).not.toBeNull();
    await t.page.locator(`.uday-marker[title="${marker!.title}"]`).hover();
    const card = t.page.getByTestId("map-card");
    await card.waitFor();
    const box = (await card.boundingBox())!;
    expect(Math.abs(box.x - (marker!.x + 20))).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y - (marker!.y - 100))).toBeLessThanOrEqual(1);
    const project = projects.find((p) => p.name === marker!.title)!;
    const at = parseLocationCode(project.locationCode)!;
    await card.getByText(project.name, { exact: true }).waitFor();
    expect(await card.getByRole("link", { name: "View Project" }).getAttribute("href")).toBe(`/projects/${project.uniId}`);
    expect(await card.getByRole("link", { name: "Directions" }).getAttribute("href")).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${at.lat},${at.lng}`,
    );
  });

  it("closes the card 300 ms after the pointer leaves the marker", async () => {
    const marker = (await freeMarker(t.page))!;
    const spot = await emptySpot(t.page);
    await t.page.locator(`.uday-marker[title="${marker.title}"]`).hover();
    const card = t.page.getByTestId("map-card");
    await card.waitFor();
    // Timed from before the move: the page's 300 ms start when the pointer leaves, which is after this
    // (timed from after the move resolved, the browser's part of the round trip came off the 300 ms).
    const left = Date.now();
    await t.page.mouse.move(spot.x, spot.y);
    await t.page.waitForTimeout(150);
    expect(await card.count()).toBe(1);
    await card.waitFor({ state: "detached", timeout: 1500 });
    expect(Date.now() - left).toBeGreaterThanOrEqual(300);
  });

  it("stays open while the pointer is on the card, and closes at once when it leaves the card", async () => {
    const marker = (await freeMarker(t.page))!;
    await t.page.locator(`.uday-marker[title="${marker.title}"]`).hover();
    const card = t.page.getByTestId("map-card");
    await card.waitFor();
    const box = (await card.boundingBox())!;
    await t.page.mouse.move(box.x + box.width / 2, box.y + 40);
    await t.page.waitForTimeout(700);
    await card.waitFor();
    const spot = await emptySpot(t.page);
    await t.page.mouse.move(spot.x, spot.y);
    // "At once": gone well before the marker's 300 ms grace period would end.
    await card.waitFor({ state: "detached", timeout: 150 });
  });

  it("opens from the keyboard with Enter, and Escape closes it and returns to the marker", async () => {
    const marker = (await freeMarker(t.page))!;
    const pin = t.page.locator(`.uday-marker[title="${marker.title}"]`);
    await t.page.mouse.move(0, 0);
    await pin.focus();
    await t.page.keyboard.press("Enter");
    const card = t.page.getByTestId("map-card");
    await card.waitFor();
    await expect.poll(() => card.getByRole("link", { name: "View Project" }).evaluate((el) => el === document.activeElement)).toBe(true);
    await t.page.keyboard.press("Escape");
    await card.waitFor({ state: "detached" });
    expect(await pin.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("has no console errors (no CSP violations) and no serious accessibility violations", async () => {
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

describe("projects map on a touch screen at 375 px", () => {
  let t: TestPage;
  const requests: string[] = [];

  beforeAll(async () => {
    t = await openTouchPage();
    t.page.on("request", (r) => requests.push(r.url()));
    await t.page.goto(t.url("/"));
    await t.page.getByTestId("projects-map").waitFor({ state: "attached" });
  });
  afterAll(() => t.context.close());

  it("loads Leaflet only once scrolled near, and is 300 px tall", async () => {
    // The page is working (every first-screen part hydrated): the map, below, has asked for nothing yet.
    await t.page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    expect(requests.filter((u) => isLeaflet(u) || isTile(u))).toEqual([]);
    await t.page.getByTestId("projects-map").scrollIntoViewIfNeeded();
    await t.page.locator(".uday-marker").first().waitFor();
    expect(requests.some(isLeaflet)).toBe(true);
    const box = await t.page.locator(".leaflet-container").boundingBox();
    expect(Math.round(box!.height)).toBe(300);
  });

  it("opens the card with a tap, keeps it inside the map, and a tap on the map closes it", async () => {
    const marker = await freeMarker(t.page, { width: 0, height: 0 });
    expect(marker).not.toBeNull();
    await t.page.locator(`.uday-marker[title="${marker!.title}"]`).tap();
    const card = t.page.getByTestId("map-card");
    await card.waitFor();
    await card.getByText(marker!.title, { exact: true }).waitFor();
    const c = (await card.boundingBox())!;
    const m = (await t.page.locator(".leaflet-container").boundingBox())!;
    expect(c.x).toBeGreaterThanOrEqual(m.x);
    expect(c.x + c.width).toBeLessThanOrEqual(m.x + m.width);
    // Still open well after the 300 ms a mouse would get: a tap has no "leave".
    await t.page.waitForTimeout(600);
    await card.waitFor();
    const spot = await emptySpot(t.page);
    await t.page.touchscreen.tap(spot.x, spot.y);
    await card.waitFor({ state: "detached", timeout: 2000 });
    expect(t.errors).toEqual([]);
  });
});

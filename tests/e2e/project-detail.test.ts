import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ProjectDetails } from "../../worker/contract/project-details";
import type { Project } from "../../worker/contract/projects";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, type TestPage } from "./browser";
import { formatArea } from "../../worker/contract/local-formats";

afterAll(closeBrowser);

type WithDetails = Project & { details: ProjectDetails | null };
const api = async <T>(path: string) => (await (await fetch(`${inject("baseUrl")}/api/${path}`)).json()) as T;

describe.each(["mobile", "desktop"] as const)("project details page at %s width", (viewport) => {
  let t: TestPage;
  let project: WithDetails;
  let details: ProjectDetails;
  const thirdParty: string[] = [];

  beforeAll(async () => {
    project = await api<WithDetails>("projects/PRJ-0001/details");
    details = project.details!;
    t = await openPage(viewport);
    // Other sites only: the site's own chunks have names like youtube-video-….js.
    t.page.on("request", (r) => /(youtube|youtube-nocookie|google)\.com$/.test(new URL(r.url()).hostname) && thirdParty.push(r.url()));
    await t.page.goto(t.url("/projects/PRJ-0001"));
    await t.page.getByRole("heading", { level: 1, name: project.name }).waitFor();
  });
  afterAll(() => t.context.close());

  it("opens with the header slider: name, title, location, and arrows that wrap", async () => {
    const { page } = t;
    await page.getByText(project.title!, { exact: true }).first().waitFor();
    const counter = page.getByTestId("hero-counter");
    const n = details.headerImage.length;
    expect(await counter.innerText()).toBe(`1 / ${n}`);
    await page.getByRole("button", { name: "Previous photo" }).click();
    expect(await counter.innerText()).toBe(`${n} / ${n}`);
    await page.getByRole("button", { name: "Next photo" }).click();
    expect(await counter.innerText()).toBe(`1 / ${n}`);
    // Only the first slide loads eagerly.
    const eager = await page.locator("main img:not([loading=lazy])").count();
    expect(eager).toBe(1);
  });

  it("serves the header with its first photo only; its neighbours join once the page is idle", async () => {
    const html = await (await fetch(t.url("/projects/PRJ-0001"))).text();
    const hero = html.match(/<section aria-roledescription="carousel"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(hero.match(/<img /g)?.length).toBe(1);
    const slides = t.page.locator("section[aria-roledescription=carousel] img");
    await expect.poll(() => slides.count()).toBe(Math.min(3, details.headerImage.length));
  });

  it("shows the description and the ten-field overview grid", async () => {
    const { page } = t;
    for (const p of details.description) await page.getByText(p, { exact: true }).waitFor();
    const grid = page.getByTestId("overview-grid");
    const labels = await grid.locator("dt").allInnerTexts();
    expect(labels.map((l) => l.toLowerCase())).toEqual(
      ["Project Type", "Address", "Landarea", "Facing", "Road", "Unit Per Floor", "Apartment Size", "Storied", "Lift", "Parking"].map((l) => l.toLowerCase()),
    );
    const values = await grid.locator("dd").allInnerTexts();
    // Sizes show the other unit beside them, katha for square feet and back (issue 31).
    expect(values).toEqual([
      project.category, details.address, formatArea(details.landarea, "en"), details.facing, details.road,
      details.unitPerFloor, formatArea(details.apartmentSize, "en"), details.storied, details.lift, details.parking,
    ]);
  });

  it("lists the Common Features", async () => {
    const section = t.page.locator("section#features");
    expect(await section.getByRole("heading", { level: 2 }).innerText()).toBe("Common Features");
    for (const f of details.commonFeatures) await section.getByText(f, { exact: true }).waitFor();
  });

  it('shows 4 floor plans, then all with "More..", and 4 again with "Show Less.."', async () => {
    const section = t.page.locator("section#floor-plan");
    expect(await section.getByRole("heading", { level: 2 }).innerText()).toBe("Project Floor Plan");
    expect(details.floorPlan.length).toBeGreaterThan(4);
    const thumbs = section.locator("li button");
    expect(await thumbs.count()).toBe(4);
    const toggle = section.getByRole("button", { name: "More.." });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    expect(await thumbs.count()).toBe(details.floorPlan.length);
    await section.getByRole("button", { name: "Show Less.." }).click();
    expect(await thumbs.count()).toBe(4);
  });

  it("opens a floor plan in the lightbox: arrows wrap, Escape closes, focus returns", async () => {
    const { page } = t;
    const n = details.floorPlan.length;
    const thumb = page.locator("section#floor-plan li button").nth(1);
    await thumb.click();
    const box = page.getByRole("dialog", { name: "Project Floor Plan" });
    await box.waitFor();
    const counter = box.getByTestId("lightbox-counter");
    expect(await counter.innerText()).toBe(`2 / ${n}`);
    expect(await box.locator("figcaption").innerText()).toBe(`${project.name}: floor plan 2 of ${n}`);
    expect(await box.locator("img").getAttribute("alt")).toBe(`${project.name}: floor plan 2 of ${n}`);
    await page.keyboard.press("ArrowRight");
    expect(await counter.innerText()).toBe(`3 / ${n}`);
    expect(await box.locator("img").getAttribute("src")).toBe(details.floorPlan[2]);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await counter.innerText()).toBe(`${n} / ${n}`);
    await page.keyboard.press("ArrowRight");
    expect(await counter.innerText()).toBe(`1 / ${n}`);
    await box.getByRole("button", { name: "Next image" }).click();
    expect(await counter.innerText()).toBe(`2 / ${n}`);
    await page.keyboard.press("Escape");
    await box.waitFor({ state: "detached" });
    await expect.poll(() => thumb.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("opens the lightbox from the keyboard too", async () => {
    const { page } = t;
    const thumb = page.locator("section#virtual-visit li button").first();
    await thumb.focus();
    await page.keyboard.press("Enter");
    const box = page.getByRole("dialog", { name: "Virtual Visit" });
    await box.waitFor();
    expect(await box.getByTestId("lightbox-counter").innerText()).toBe(`1 / ${details.historyImage.length}`);
    await page.keyboard.press("Escape");
    await box.waitFor({ state: "detached" });
    await expect.poll(() => thumb.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("shows the Virtual Visit gallery with its toggle, and loads a video only when asked", async () => {
    const section = t.page.locator("section#virtual-visit");
    expect(await section.locator("li button:not([data-testid=video-poster])").count()).toBe(Math.min(4, details.historyImage.length));
    if (details.historyImage.length > 4) await section.getByRole("button", { name: "More.." }).waitFor();
    const posters = section.getByTestId("video-poster");
    expect(await posters.count()).toBe(details.youtubeEmbededLink.length);
    expect(await section.locator("iframe").count()).toBe(0);
    expect(thirdParty.filter((u) => /youtube/.test(u))).toEqual([]);
    await posters.first().click();
    const frame = section.locator("iframe").first();
    await frame.waitFor({ state: "attached" });
    const id = details.youtubeEmbededLink[0]!.split("/embed/")[1];
    expect(await frame.getAttribute("src")).toBe(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`);
    expect(await frame.getAttribute("title")).toBe(`${project.name} video 1`);
  });

  it("ends with Contact Us: brochure, Schedule a Meeting, the call number and the map", async () => {
    const section = t.page.locator("section#contact");
    expect(await section.getByRole("heading", { level: 2 }).innerText()).toBe("Contact Us");
    expect(await section.getByRole("link", { name: "Download Brochure" }).getAttribute("href")).toBe(details.brochure[0]);
    await section.getByRole("link", { name: "Schedule a Meeting" }).waitFor();
    // To the contact page, naming the project, so the message arrives attached to it (docs/product.md §7).
    expect(await section.getByRole("link", { name: "Schedule a Meeting" }).getAttribute("href")).toBe(`/contact?project=${project.uniId}`);
    expect(await section.getByTestId("call-number").getAttribute("href")).toBe(`tel:${details.number}`);
    const map = section.getByTestId("map-embed");
    expect(await map.getAttribute("src")).toBe(details.map);
    expect(await map.getAttribute("title")).toBe(`Location of ${project.name} on Google Maps`);
    expect(await map.getAttribute("loading")).toBe("lazy");
  });

  it("has no serious accessibility violations, no console errors and no sideways scroll", async () => {
    await t.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(t.errors).toEqual([]);
  });

  it('says "No Details Available" for a project without details', async () => {
    const projects = await api<Project[]>("projects");
    const bare = projects.find((p) => !p.detail)!;
    await t.page.goto(t.url(`/projects/${bare.uniId}`));
    await t.page.getByRole("heading", { level: 1, name: bare.name }).waitFor();
    await t.page.getByRole("heading", { level: 2, name: "No Details Available" }).waitFor();
    expect(await t.page.getByRole("link", { name: "Schedule a Meeting" }).getAttribute("href")).toBe("/contact");
    expect(await t.page.locator("#overview").count()).toBe(0);
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });

  it("says the project was not found for an unknown id", async () => {
    await t.page.goto(t.url("/projects/PRJ-9999"));
    await t.page.getByRole("heading", { level: 1, name: "Project not found" }).waitFor();
    await t.page.getByRole("link", { name: "See all projects" }).click();
    await t.page.waitForURL(/\/projects$/);
    // The browser itself logs the API's 404; nothing else may reach the console.
    expect(t.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});

describe("the image viewer's code", () => {
  it("is not loaded with the page, comes when an image is about to open, and a failed download leaves the page for the next press", async () => {
    const t = await openPage("mobile");
    // Offline for the chunk however it is asked for: a retry asks for it again with ?retry=N (shared/lib/import-again.ts).
    const chunk = /\/assets\/lightbox-dialog-[\w-]+\.js(\?retry=\d+)?$/;
    const asked: string[] = [];
    t.page.on("request", (r) => chunk.test(r.url()) && asked.push(r.url()));
    let offline = true;
    await t.page.route(chunk, (route) => (offline ? route.abort("internetdisconnected") : route.continue()));
    try {
      await t.page.goto(t.url("/projects/PRJ-0001"));
      expect(asked).toEqual([]);
      const viewPhotos = t.page.getByRole("button", { name: "View photos" });
      // The download fails: nothing opens, the page stays as it was.
      await viewPhotos.click();
      await expect.poll(() => asked.length).toBeGreaterThan(0);
      await t.page.waitForTimeout(300);
      expect(await t.page.getByRole("dialog").count()).toBe(0);
      await t.page.getByRole("heading", { level: 1 }).waitFor();
      // Back online, the next press opens the viewer, and closing it returns focus to the button.
      offline = false;
      await viewPhotos.click();
      const box = t.page.getByRole("dialog");
      await box.waitFor();
      expect(await box.getByTestId("lightbox-counter").innerText()).toMatch(/^1 \/ \d+$/);
      await t.page.keyboard.press("Escape");
      await box.waitFor({ state: "detached" });
      await expect.poll(() => viewPhotos.evaluate((el) => el === document.activeElement)).toBe(true);
      // Only the failed download itself is reported.
      expect(t.errors.filter((e) => !/lightbox-dialog|Failed to fetch dynamically imported module|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    } finally {
      await t.context.close();
    }
  });
});

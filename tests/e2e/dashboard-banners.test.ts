import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "../../worker/contract/image-variants";
import { seriousViolations } from "./axe";
import { closeBrowser, type TestPage } from "./browser";
import { dropStaged, openDashboard, queryRows, settled, toast, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

type BannerRow = { uniId: string; title: string; description: string; status: string; imagesVideos: string; foreignKey: string | null };
const bannerRow = async (uniId: string) => (await queryRows<BannerRow>("select uniId, title, description, status, imagesVideos, foreignKey from banners where uniId = ?", [uniId]))[0];

/** A noisy 3200 × 2400 photo (3.8 MB): too large in pixels, so the browser must shrink it before the upload. */
async function phonePhoto(): Promise<Buffer> {
  const [w, h] = [3200, 2400];
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i % 3 === 0 ? (((i / 3) % w) / w) * 255 : 128) + (Math.random() * 60 - 30);
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/** Our own banners (pending, so the public slider and its tests never see them), created through the API. */
async function createBanner(t: TestPage, title: string, foreignKey: string): Promise<string> {
  const image = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#1d3557" } }).jpeg().toBuffer();
  const res = await t.context.request.post(t.url("/api/banner/add"), {
    headers: { Origin: new URL(t.url("/")).origin },
    multipart: { title, description: `Browser-test banner ${title}`, status: "pending", foreignKey, imagesVideos: { name: "slide.jpg", mimeType: "image/jpeg", buffer: image } },
  });
  if (res.status() !== 201) throw new Error(`banner create failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { uniId: string }).uniId;
}

describe.each(VIEWPORT_NAMES)("Manage Banners for a Manager at %s width", (viewport) => {
  let t: TestPage;
  const tag = `E2E-${viewport}-${Date.now()}`;
  const titles = { edit: `${tag} edit me`, remove: `${tag} delete me` };
  const ids = { edit: "", remove: "" };
  let project: { uniId: string; name: string };
  const row = (title: string) => t.page.getByRole("row").filter({ hasText: title });
  const search = () => t.page.getByRole("searchbox", { name: "Search banners" });
  const dialog = (name: string) => t.page.getByRole("dialog", { name });
  const confirmation = () => t.page.getByRole("alertdialog");
  /** Answers the confirmation and waits until it is gone (while it is open, the page behind is aria-hidden). */
  const answer = async (button: string) => {
    await confirmation().getByRole("button", { name: button }).click();
    await confirmation().waitFor({ state: "detached" });
  };

  beforeAll(async () => {
    [project] = await queryRows<{ uniId: string; name: string }>("select uniId, name from projects where status = 'approved' order by id limit 1");
    t = await openDashboard(viewport, "manager", "/dashboard/banner/banner-list");
    ids.edit = await createBanner(t, titles.edit, project!.uniId);
    ids.remove = await createBanner(t, titles.remove, project!.uniId);
    await t.page.reload();
    await t.page.getByRole("heading", { level: 1, name: "Manage Banners" }).waitFor();
  });
  afterAll(async () => {
    await t.context.close();
    const db = (await import("./staff")).database();
    await db.execute({ sql: "delete from banners where title like ?", args: [`${tag}%`] });
    db.close();
  });

  it("lists banners by Title and Status, and the search finds ours", async () => {
    const headers = await t.page.getByRole("table", { name: "Banners" }).getByRole("columnheader").allInnerTexts();
    expect(headers.map((h) => h.trim().toLowerCase())).toEqual(["title", "status", "publishing", "actions"]);
    await search().fill(tag);
    await row(titles.remove).waitFor();
    expect(await t.page.getByRole("table", { name: "Banners" }).locator("tbody tr").count()).toBe(2);
    await row(titles.edit).getByText("Pending").waitFor();
  });

  it('links "Go Project" to the projects list', async () => {
    expect(await t.page.getByRole("link", { name: "Go Project" }).getAttribute("href")).toBe("/dashboard/projects/projects-list");
  });

  it("shows the slide in View Banner with 'Visit the Project', and gives focus back on Escape", async () => {
    const view = t.page.getByRole("button", { name: `View ${titles.edit}` });
    await view.click();
    const modal = dialog("View Banner");
    await modal.waitFor();
    await modal.getByText(titles.edit).first().waitFor();
    expect(await modal.getByRole("link", { name: "Visit the Project" }).getAttribute("href")).toBe(`/projects/${project.uniId}`);
    expect(await modal.locator("img").first().getAttribute("src")).toMatch(/^\/im\/bannerImages\//);
    // docs/product.md §2 generic modal: page scroll locked, body within 80% of the viewport, about 3xl wide.
    expect(await t.page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    expect(await modal.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(768);
    await t.page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    // Radix gives focus back right after the closing animation.
    await t.page.waitForFunction((el) => el === document.activeElement, await view.elementHandle(), { timeout: 2000 });
  });

  it("checks the edit form with the API's messages before sending anything", async () => {
    const sent: string[] = [];
    const spy = (r: { method(): string; url(): string }) => r.method() === "PATCH" && sent.push(r.url());
    t.page.on("request", spy);
    await t.page.getByRole("button", { name: `Edit ${titles.edit}` }).click();
    const modal = dialog("Edit Banner");
    await modal.getByLabel("Title").fill("");
    await modal.getByLabel("Description").fill("   ");
    await modal.getByRole("button", { name: "Update Banner" }).click();
    await modal.getByText("Title is required").waitFor();
    await modal.getByText("Description is required").waitFor();
    expect(await modal.getByLabel("Title").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
    t.page.off("request", spy);
  });

  it("asks before closing a form with unsaved changes", async () => {
    const modal = dialog("Edit Banner");
    await t.page.keyboard.press("Escape");
    await confirmation().getByText("You have unsaved changes. Close without saving them?").waitFor();
    await answer("Keep editing");
    await modal.waitFor();
    expect(await modal.getByLabel("Title").inputValue()).toBe("");
    await modal.getByRole("button", { name: "Close" }).click();
    await answer("Discard changes");
    await modal.waitFor({ state: "detached" });
  });

  it("shows the server's 422 messages on their fields and the rest in the form, keeping it open", async () => {
    await t.page.route(`**/api/banner/${ids.edit}`, (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 422, json: { error: { message: "This title is taken", issues: { title: ["This title is taken"], foreignKey: ["No project has this id"] } } } })
        : route.fallback(),
    );
    await t.page.getByRole("button", { name: `Edit ${titles.edit}` }).click();
    const modal = dialog("Edit Banner");
    await modal.getByLabel("Title").fill(`${titles.edit} again`);
    await modal.getByRole("button", { name: "Update Banner" }).click();
    await answer("Update");
    await modal.getByText("This title is taken").waitFor();
    await modal.getByRole("alert").filter({ hasText: "No project has this id" }).waitFor();
    expect(await modal.getByLabel("Title").inputValue()).toBe(`${titles.edit} again`);
    await t.page.unroute(`**/api/banner/${ids.edit}`);
    dropStaged(t, 422);
  });

  it("says so when the update fails on the server, and keeps the form", async () => {
    await t.page.route(`**/api/banner/${ids.edit}`, (route) =>
      route.request().method() === "PATCH" ? route.fulfill({ status: 500, json: { error: { message: "Internal server error" } } }) : route.fallback(),
    );
    const modal = dialog("Edit Banner");
    await modal.getByRole("button", { name: "Update Banner" }).click();
    await answer("Update");
    await toast(t, "An error occurred while updating the banner.").waitFor();
    await modal.waitFor();
    await t.page.unroute(`**/api/banner/${ids.edit}`);
    dropStaged(t, 500);
    await modal.getByRole("button", { name: "Cancel" }).click();
    await answer("Discard changes");
    await modal.waitFor({ state: "detached" });
  });

  it("updates a banner after the confirmation, downscaling the new photo and sending its width variants, and the database has it", async () => {
    const before = (await bannerRow(ids.edit))!;
    const newTitle = `${titles.edit} (updated)`;
    await t.page.getByRole("button", { name: `Edit ${titles.edit}` }).click();
    const modal = dialog("Edit Banner");
    await modal.getByLabel("Title").fill(newTitle);
    await modal.getByLabel("Status").selectOption("checking");
    await modal.getByLabel("Image or video").setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
    const chosen = modal.getByRole("list", { name: "Files" }).getByText("IMG_2041.jpg");
    await chosen.waitFor();
    await modal.getByText("Current file, replaced on save").waitFor();
    expect(await modal.getByRole("list", { name: "Files" }).locator("img[src^='blob:']").count()).toBe(1);

    // The confirmation's Cancel sends nothing.
    await modal.getByRole("button", { name: "Update Banner" }).click();
    await confirmation().getByText("Are you sure you want to update this banner?").waitFor();
    await answer("Cancel");
    expect((await bannerRow(ids.edit))!.title).toBe(titles.edit);

    // A slow line (512 KB/s up) shows the upload's progress.
    const cdp = viewport === "desktop" ? await t.context.newCDPSession(t.page) : null;
    await cdp?.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
    await modal.getByRole("button", { name: "Update Banner" }).click();
    await answer("Update");
    if (cdp) {
      const bar = modal.getByRole("progressbar", { name: "Uploading" });
      await bar.waitFor();
      await t.page.waitForFunction(() => Number(document.querySelector("[role=progressbar][aria-label=Uploading]")?.getAttribute("aria-valuenow")) > 0);
    }
    const done = toast(t, "Banner updated successfully");
    await done.waitFor({ timeout: 30_000 });
    await cdp?.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await modal.waitFor({ state: "detached" });
    await row(newTitle).getByText("Checking").waitFor();

    const after = (await bannerRow(ids.edit))!;
    expect(after).toMatchObject({ title: newTitle, status: "checking", description: before.description, foreignKey: project.uniId });
    expect(after.imagesVideos).not.toBe(before.imagesVideos);
    const stored = await (await t.context.request.get(t.url(after.imagesVideos))).body();
    expect(await sharp(stored).metadata()).toMatchObject({ width: 2560, height: 1920, format: "jpeg" });
    // Its width variants were made in this browser and stored beside it: what phones are served.
    for (const width of IMAGE_WIDTHS) {
      const variant = await t.context.request.get(t.url(after.imagesVideos.replace(/\.jpg$/, `.w${width}.webp`)));
      expect(variant.headers()).toMatchObject({ "content-type": "image/webp", "cache-control": expect.stringContaining("immutable") });
      expect(await sharp(await variant.body()).metadata()).toMatchObject({ width, height: (width * 3) / 4, format: "webp" });
    }
    titles.edit = newTitle;

    // Toasts sit at the bottom, clear of the header (issue 42; docs/decisions.md "Toasts: where and for how long").
    const box = (await done.boundingBox())!;
    const height = t.page.viewportSize()!.height;
    expect(box.y).toBeGreaterThan(height / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
  });

  it("asks before deleting; Cancel keeps the banner", async () => {
    await t.page.getByRole("button", { name: `Delete ${titles.remove}` }).click();
    await confirmation().getByText("Are you sure you want to delete this banner?").waitFor();
    await answer("Cancel");
    await row(titles.remove).waitFor();
    expect(await bannerRow(ids.remove)).toBeDefined();
  });

  it("says so when a delete fails, and keeps the row", async () => {
    await t.page.route(`**/api/banner/${ids.remove}`, (route) =>
      route.request().method() === "DELETE" ? route.fulfill({ status: 500, json: { error: { message: "Internal server error" } } }) : route.fallback(),
    );
    await t.page.getByRole("button", { name: `Delete ${titles.remove}` }).click();
    await answer("Delete");
    await toast(t, "Failed to delete banner. Please try again.").waitFor();
    await row(titles.remove).waitFor();
    await t.page.unroute(`**/api/banner/${ids.remove}`);
    dropStaged(t, 500);
  });

  it("deletes a banner after the confirmation: gone from the table and the database", async () => {
    await t.page.getByRole("button", { name: `Delete ${titles.remove}` }).click();
    await answer("Delete");
    await toast(t, "Banner deleted successfully").waitFor();
    await row(titles.remove).waitFor({ state: "detached" });
    expect(await bannerRow(ids.remove)).toBeUndefined();
  });

  it("has no serious accessibility violations with the edit form and its confirmation open, and no console errors", async () => {
    await t.page.getByRole("button", { name: `Edit ${titles.edit}` }).click();
    await dialog("Edit Banner").waitFor();
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await dialog("Edit Banner").getByRole("button", { name: "Update Banner" }).click();
    await confirmation().waitFor();
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await answer("Cancel");
    await t.page.keyboard.press("Escape");
    await dialog("Edit Banner").waitFor({ state: "detached" });
    await search().fill("");
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, type TestPage } from "./browser";
import { database, dropStaged, openDashboard, queryRows, settled, toast, VIEWPORT_NAMES } from "./staff";

/**
 * Manage News Events, Coverages and Blogs with their content details (docs/product.md §2, §4, §5, §7, §8):
 * one screen for three types, driven through the browser against the real worker and checked in the database.
 */
afterAll(closeBrowser);

type ItemRow = { uniId: string; title: string; status: string; mainDescription: string; mainImage: string; tag?: string };
type DetailsRow = { uniId: string; foreignKey: string; contentType: string; detailsDescription: string; projectLink: string; youtubeLink: string; images: string };
const itemByTitle = async (table: string, title: string) =>
  (await queryRows<ItemRow>(`select * from ${table} where title = ?`, [title]))[0];
const detailsOf = async (type: string, foreignKey: string) =>
  (await queryRows<DetailsRow>("select * from content_details where contentType = ? and foreignKey = ?", [type, foreignKey]))[0];

const photo = async (color: string) => ({
  name: "cover.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 800, height: 450, channels: 3, background: color } }).jpeg().toBuffer(),
});

describe.each(VIEWPORT_NAMES)("Manage Blogs, News Events and Coverages for a Manager at %s width", (viewport) => {
  let t: TestPage;
  const tag = `E2E-content-${viewport}-${Date.now()}`;
  const blog = { title: `${tag} blog`, edited: `${tag} blog (edited)`, uniId: "" };
  const dialog = (name: string) => t.page.getByRole("dialog", { name });
  const row = (title: string) => t.page.getByRole("row").filter({ hasText: title });
  const confirmation = () => t.page.getByRole("alertdialog");
  const answer = async (button: string) => {
    await confirmation().getByRole("button", { name: button }).click();
    await confirmation().waitFor({ state: "detached" });
  };
  const search = (caption: string) => t.page.getByRole("searchbox", { name: `Search ${caption}` });

  beforeAll(async () => {
    t = await openDashboard(viewport, "manager", "/dashboard/blogs");
    await t.page.getByRole("heading", { level: 1, name: "Manage Blogs" }).waitFor();
  });
  afterAll(async () => {
    await t.context.close();
    const db = database();
    for (const table of ["blogs", "coverage", "news_events"]) {
      await db.execute({ sql: `delete from content_details where foreignKey in (select uniId from ${table} where title like ?)`, args: [`${tag}%`] });
      await db.execute({ sql: `delete from ${table} where title like ?`, args: [`${tag}%`] });
    }
    db.close();
  });

  it("lists blogs by Title, Status and Details, and says so when the search matches nothing", async () => {
    const headers = await t.page.getByRole("table", { name: "Blogs" }).getByRole("columnheader").allInnerTexts();
    expect(headers.map((h) => h.trim().toLowerCase())).toEqual(["title", "status", "details", "publishing", "actions"]);
    await search("blogs").fill(`${tag} nothing like this`);
    await t.page.getByText("No Blogs Match Your Search").waitFor();
    await search("blogs").fill("");
  });

  // The page renders the same at both widths; the empty and failed states are checked once, at 1280 px.
  it.runIf(viewport === "desktop")('shows "Ready to Start Blogging?" when there are no blogs at all, and "Failed to fetch admin blogs" when the list fails', async () => {
    // 400: a refusal is not retried, so the text shows at once (a 403 would show the server's own message).
    await t.page.route("**/api/blog/all", (route) => route.fulfill({ status: 400, json: { error: { message: "Bad request" } } }));
    await t.page.reload();
    await t.page.getByText("Failed to fetch admin blogs").waitFor();
    await t.page.unroute("**/api/blog/all");
    dropStaged(t, 400);
    await t.page.route("**/api/blog/all", (route) => route.fulfill({ status: 200, json: [] }));
    await t.page.reload();
    await t.page.getByText("Ready to Start Blogging?").waitFor();
    await t.page.unroute("**/api/blog/all");
    await t.page.reload();
    await t.page.getByRole("table", { name: "Blogs" }).locator("tbody tr").first().waitFor();
  });

  it("checks Add Blog with the docs/product.md §5 messages before sending anything", async () => {
    const sent: string[] = [];
    const spy = (r: { method(): string; url(): string }) => r.method() === "POST" && sent.push(r.url());
    t.page.on("request", spy);
    await t.page.getByRole("button", { name: "Add Blog" }).click();
    const modal = dialog("Add Blog");
    await modal.getByRole("button", { name: "Add Blog" }).click();
    await modal.getByText("Title is required").waitFor();
    await modal.getByText("Status is required").waitFor();
    await modal.getByText("Image is required").waitFor();
    expect(await modal.getByLabel("Tag").count()).toBe(0);
    expect(sent).toEqual([]);
    t.page.off("request", spy);
    // docs/product.md §4: the media forms offer "archive" (not the banners' "archived").
    const options = await modal.getByLabel("Status").locator("option").allInnerTexts();
    expect(options).toContain("Archive");
    expect(options).not.toContain("Archived");
  });

  it("adds a blog, the description split into paragraphs, and the database has it", async () => {
    const modal = dialog("Add Blog");
    await modal.getByLabel("Title").fill(blog.title);
    await modal.getByLabel("Status").selectOption("pending");
    await modal.getByLabel("Description").fill("First paragraph.\n\n   \nSecond paragraph.\n");
    await modal.getByLabel("Image", { exact: true }).setInputFiles(await photo("#1d3557"));
    await modal.getByRole("list", { name: "Files" }).getByText("cover.jpg").waitFor();
    await modal.getByRole("button", { name: "Add Blog" }).click();
    await toast(t, "Blog Add successfully!").waitFor();
    await modal.waitFor({ state: "detached" });
    await row(blog.title).getByText("Pending").waitFor();
    const stored = (await itemByTitle("blogs", blog.title))!;
    expect(stored.status).toBe("pending");
    expect(JSON.parse(stored.mainDescription)).toEqual(["First paragraph.", "Second paragraph."]);
    expect(stored.mainImage).toMatch(/^\/im\/blogImages\//);
    blog.uniId = stored.uniId;
  });

  it("edits the blog (the image optional), and the database has the change", async () => {
    await t.page.getByRole("button", { name: `Edit ${blog.title}` }).click();
    const modal = dialog("Edit Blog");
    expect(await modal.getByLabel("Description").inputValue()).toBe("First paragraph.\nSecond paragraph.");
    await modal.getByLabel("Title").fill(blog.edited);
    await modal.getByLabel("Status").selectOption("archive");
    await modal.getByRole("button", { name: "Update Blog" }).click();
    await toast(t, "Blog Updated successfully").waitFor();
    await modal.waitFor({ state: "detached" });
    await row(blog.edited).getByText("Archive").waitFor();
    const stored = (await itemByTitle("blogs", blog.edited))!;
    expect(stored).toMatchObject({ uniId: blog.uniId, status: "archive" });
    expect(stored.mainImage).toMatch(/^\/im\/blogImages\//);
  });

  it("keeps Add Details open with the server's message, or \"Failed to add CNB details\", in a red box", async () => {
    await t.page.getByRole("button", { name: `Add Details: ${blog.edited}` }).click();
    const modal = dialog("Add Details");
    await modal.getByLabel("Details description").fill("Inside the launch.");
    await t.page.route("**/api/cnb-details/add", (route) => route.fulfill({ status: 409, json: { error: { message: "This blog already has details." } } }));
    await modal.getByRole("button", { name: "Add Details" }).click();
    await modal.getByRole("alert").filter({ hasText: "This blog already has details." }).waitFor();
    await t.page.unroute("**/api/cnb-details/add");
    await t.page.route("**/api/cnb-details/add", (route) => route.abort());
    await modal.getByRole("button", { name: "Add Details" }).click();
    await modal.getByRole("alert").filter({ hasText: "Failed to add CNB details" }).waitFor();
    expect(await modal.getByLabel("Details description").inputValue()).toBe("Inside the launch.");
    await t.page.unroute("**/api/cnb-details/add");
    dropStaged(t, 409);
    t.errors.splice(0, t.errors.length, ...t.errors.filter((e) => !/ERR_FAILED|net::/.test(e)));
    expect(await detailsOf("blog", blog.uniId)).toBeUndefined();
  });

  it("adds the details (the link checked as the API does), then edits them; the database has both", async () => {
    const modal = dialog("Add Details");
    await modal.getByLabel("Details description").fill("Inside the launch.\n\nWhat comes next.");
    await modal.getByLabel("YouTube link").fill("https://example.com/video");
    await modal.getByRole("button", { name: "Add Details" }).click();
    await modal.getByText("Use a YouTube embed link (https://www.youtube.com/embed/…)").waitFor();
    await modal.getByLabel("YouTube link").fill("https://www.youtube.com/embed/dQw4w9WgXcQ");
    await modal.getByLabel("Project link").fill("/projects");
    await modal.getByLabel("Images").setInputFiles([await photo("#c09a3e"), { ...(await photo("#7f6222")), name: "second.jpg" }]);
    await modal.getByRole("list", { name: "Files" }).getByText("second.jpg").waitFor();
    await modal.getByRole("button", { name: "Add Details" }).click();
    await toast(t, "Details added successfully").waitFor();
    await modal.waitFor({ state: "detached" });
    const added = (await detailsOf("blog", blog.uniId))!;
    expect(JSON.parse(added.detailsDescription)).toEqual(["Inside the launch.", "What comes next."]);
    expect(added).toMatchObject({ projectLink: "/projects", youtubeLink: "https://www.youtube.com/embed/dQw4w9WgXcQ" });
    expect(JSON.parse(added.images)).toHaveLength(2);

    await t.page.getByRole("button", { name: `Edit Details: ${blog.edited}` }).click();
    const edit = dialog("Edit Details");
    expect(await edit.getByLabel("Details description").inputValue()).toBe("Inside the launch.\nWhat comes next.");
    await edit.getByLabel("Details description").fill("Only this now.");
    await edit.getByRole("button", { name: "Update Details" }).click();
    await toast(t, " Details updated successfully").waitFor();
    await edit.waitFor({ state: "detached" });
    const updated = (await detailsOf("blog", blog.uniId))!;
    expect(JSON.parse(updated.detailsDescription)).toEqual(["Only this now."]);
    expect(updated.images).toBe(added.images);
  });

  it("shows the blog and its details in the View card", async () => {
    await t.page.getByRole("button", { name: `View ${blog.edited}` }).click();
    const modal = dialog("View Blog");
    await modal.getByText("Only this now.").waitFor();
    await modal.getByText("Second paragraph.").waitFor();
    expect(await modal.getByRole("list", { name: "Detail images" }).locator("img").count()).toBe(2);
    await t.page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
  });

  it("shows a row changed a moment ago as it is now in the View card, even opened before the list's refresh arrived", async () => {
    // The list's refresh after the save is held, as on a slow connection.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let asked!: () => void;
    const refreshing = new Promise<void>((r) => (asked = r));
    const held = /\/api\/blog\/all(\?|$)/;
    await t.page.route(held, async (route) => {
      asked();
      await released;
      await route.continue();
    });
    try {
      await t.page.getByRole("button", { name: `Edit Details: ${blog.edited}` }).click();
      const edit = dialog("Edit Details");
      await edit.getByLabel("Details description").fill("Said again, later.");
      await edit.getByRole("button", { name: "Update Details" }).click();
      await toast(t, " Details updated successfully").waitFor();
      await edit.waitFor({ state: "detached" });
      await refreshing;
      await t.page.getByRole("button", { name: `View ${blog.edited}` }).click();
      const modal = dialog("View Blog");
      await modal.getByText("Only this now.").waitFor();
      release();
      await modal.getByText("Said again, later.").waitFor();
      expect(await modal.getByText("Only this now.").count()).toBe(0);
      await t.page.keyboard.press("Escape");
      await modal.waitFor({ state: "detached" });
    } finally {
      release();
      await t.page.unroute(held);
    }
  });

  it("deletes the details alone from Edit Details, after a confirmation; the blog stays", async () => {
    await t.page.getByRole("button", { name: `Edit Details: ${blog.edited}` }).click();
    const modal = dialog("Edit Details");
    await modal.getByRole("button", { name: "Delete Details" }).click();
    await confirmation().getByText("Are you sure you want to delete these details?").waitFor();
    await answer("Delete");
    await toast(t, "Details deleted successfully").waitFor();
    await modal.waitFor({ state: "detached" });
    await t.page.getByRole("button", { name: `Add Details: ${blog.edited}` }).waitFor();
    expect(await detailsOf("blog", blog.uniId)).toBeUndefined();
    expect(await itemByTitle("blogs", blog.edited)).toBeDefined();
  });

  it("asks before deleting, then removes the blog and its details from the database", async () => {
    await t.page.getByRole("button", { name: `Delete ${blog.edited}` }).click();
    await confirmation().getByText("Are you sure you want to delete this blog?").waitFor();
    await answer("Cancel");
    expect(await itemByTitle("blogs", blog.edited)).toBeDefined();
    await t.page.getByRole("button", { name: `Delete ${blog.edited}` }).click();
    await answer("Delete");
    await toast(t, "Blog deleted successfully!").waitFor();
    await row(blog.edited).waitFor({ state: "detached" });
    expect(await itemByTitle("blogs", blog.edited)).toBeUndefined();
    expect(await detailsOf("blog", blog.uniId)).toBeUndefined();
  });

  it("adds a news event with its Tag (required), shows the Tag column, and deletes it", async () => {
    const title = `${tag} news`;
    await t.page.goto(t.url("/dashboard/news-event"));
    await t.page.getByRole("heading", { level: 1, name: "Manage News Events" }).waitFor();
    const headers = await t.page.getByRole("table", { name: "News Events" }).getByRole("columnheader").allInnerTexts();
    expect(headers.map((h) => h.trim().toLowerCase())).toEqual(["title", "tag", "status", "details", "publishing", "actions"]);
    await t.page.getByRole("button", { name: "Add News Event" }).click();
    const modal = dialog("Add News Event");
    await modal.getByLabel("Title").fill(title);
    await modal.getByLabel("Status").selectOption("pending");
    await modal.getByLabel("Image", { exact: true }).setInputFiles(await photo("#0b1a2e"));
    await modal.getByRole("button", { name: "Add News Event" }).click();
    await modal.getByText("Tag is required").waitFor();
    await modal.getByLabel("Tag").selectOption("event");
    await modal.getByRole("button", { name: "Add News Event" }).click();
    await toast(t, "NewsEvent added successfully").waitFor();
    await modal.waitFor({ state: "detached" });
    await row(title).getByText("event", { exact: true }).waitFor();
    expect((await itemByTitle("news_events", title))!).toMatchObject({ tag: "event", status: "pending" });

    await t.page.getByRole("button", { name: `Delete ${title}` }).click();
    await confirmation().getByText("Are you sure you want to delete this news event?").waitFor();
    await answer("Delete");
    await row(title).waitFor({ state: "detached" });
    expect(await itemByTitle("news_events", title)).toBeUndefined();
  });

  // The same screen as the two above; its own texts are checked once, at 1280 px.
  it.runIf(viewport === "desktop")("adds and deletes a coverage item with the coverage texts", async () => {
    const title = `${tag} coverage`;
    await t.page.goto(t.url("/dashboard/coverage"));
    await t.page.getByRole("heading", { level: 1, name: "Manage Coverages" }).waitFor();
    await t.page.getByRole("button", { name: "Add Coverage" }).click();
    const modal = dialog("Add Coverage");
    await modal.getByLabel("Title").fill(title);
    await modal.getByLabel("Status").selectOption("checking");
    await modal.getByLabel("Image", { exact: true }).setInputFiles(await photo("#13253f"));
    await modal.getByRole("button", { name: "Add Coverage" }).click();
    await toast(t, "coverage Add successfully!").waitFor();
    await modal.waitFor({ state: "detached" });
    expect((await itemByTitle("coverage", title))!.status).toBe("checking");
    await t.page.route("**/api/coverage/*", (route) =>
      route.request().method() === "DELETE" ? route.fulfill({ status: 500, json: { error: { message: "Internal server error" } } }) : route.fallback(),
    );
    await t.page.getByRole("button", { name: `Delete ${title}` }).click();
    await answer("Delete");
    await toast(t, "Failed to delete coverage. Please try again.").waitFor();
    await t.page.unroute("**/api/coverage/*");
    dropStaged(t, 500);
    await t.page.getByRole("button", { name: `Delete ${title}` }).click();
    await answer("Delete");
    await toast(t, "coverage deleted successfully!").waitFor();
    expect(await itemByTitle("coverage", title)).toBeUndefined();
  });

  it("has no serious accessibility violations with a form open, and no console errors", async () => {
    const add = viewport === "desktop" ? "Add Coverage" : "Add News Event";
    await t.page.getByRole("button", { name: add }).click();
    await dialog(add).getByRole("button", { name: add }).click();
    await dialog(add).getByText("Title is required").waitFor();
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await t.page.keyboard.press("Escape");
    await dialog(add).waitFor({ state: "detached" });
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

describe("who reaches the content screens (docs/product.md §6)", () => {
  it("shows an Admin Access denied at /dashboard/blogs, and the API refuses the list", async () => {
    const t = await openDashboard("desktop", "admin", "/dashboard/blogs");
    await t.page.getByRole("heading", { level: 1, name: "Access denied" }).waitFor();
    expect(await t.page.getByRole("table").count()).toBe(0);
    for (const path of ["/dashboard/news-event", "/dashboard/coverage"]) {
      await t.page.goto(t.url(path));
      await t.page.getByRole("heading", { level: 1, name: "Access denied" }).waitFor();
    }
    expect((await t.context.request.get(t.url("/api/blog/all"))).status()).toBe(403);
    await t.context.close();
  });
});

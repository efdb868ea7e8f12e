import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, type TestPage } from "./browser";
import { database, openDashboard, queryRows, settled, toast, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

/** Issue 32 in the browser: preview before approval, history with restore, a scheduled banner. */
describe.each(VIEWPORT_NAMES)("publishing for a Manager at %s width", (viewport) => {
  let t: TestPage;
  const tag = `E2E-pub-${viewport}-${Date.now()}`;
  // Its Bengali name is all Bengali, digits too: the Bengali pages show no Latin but names without a twin (e2e/bengali-text).
  const nameBn = `পরীক্ষা ${viewport === "mobile" ? "মোবাইল" : "ডেস্কটপ"} ${String(Date.now()).replace(/\d/g, (d) => "০১২৩৪৫৬৭৮৯"[Number(d)]!)} টাওয়ার`;
  const origin = () => new URL(t.url("/")).origin;
  const row = (text: string) => t.page.getByRole("row").filter({ hasText: text });

  const post = async (path: string, multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) => {
    const res = await t.context.request.post(t.url(path), { headers: { Origin: origin() }, multipart });
    if (res.status() !== 201) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as { uniId: string };
  };
  const image = async () => ({ name: "a.jpg", mimeType: "image/jpeg", buffer: await sharp({ create: { width: 800, height: 450, channels: 3, background: "#264653" } }).jpeg().toBuffer() });

  beforeAll(async () => {
    t = await openDashboard(viewport, "manager", "/dashboard");
  });
  afterAll(async () => {
    await t.context.close();
    const db = database();
    for (const table of ["projects", "blogs", "banners"]) await db.execute({ sql: `delete from ${table} where ${table === "projects" ? "name" : "title"} like ?`, args: [`${tag}%`] });
    db.close();
  });

  it("previews a pending project in English and in Bengali, marked as not public", async () => {
    const name = `${tag} Tower`;
    const { uniId } = await post("/api/projects/add", { name, nameBn, status: "pending", category: "Ready Apartment", location: "Uttara", mainImage: await image() });
    await t.page.goto(t.url("/dashboard/projects/projects-list"));
    await t.page.getByRole("searchbox").first().fill(tag);
    const english = row(name).getByRole("link", { name: `Preview ${name} in English (opens a new tab)` });
    expect(await english.getAttribute("href")).toBe(`/preview/projects/${uniId}`);
    expect(await english.getAttribute("target")).toBe("_blank");
    const [opened] = await Promise.all([t.context.waitForEvent("page"), english.click()]);
    await opened.getByText("Preview — not public").waitFor();
    await opened.getByRole("heading", { level: 1, name }).waitFor();
    await opened.close();
    const bengali = row(name).getByRole("link", { name: `Preview ${name} in Bengali (opens a new tab)` });
    const [bn] = await Promise.all([t.context.waitForEvent("page"), bengali.click()]);
    // The same project, the page in Bengali: its Bengali name.
    await bn.getByText("Preview — not public").waitFor();
    await bn.getByRole("heading", { level: 1, name: nameBn }).waitFor();
    await bn.getByRole("heading", { level: 2, name: "কোনো বিস্তারিত তথ্য নেই" }).waitFor();
    expect(await bn.locator("html").getAttribute("lang")).toBe("bn");
    await bn.close();
  });

  it("compares two versions of a description and restores the older one", async () => {
    const title = `${tag} blog`;
    const { uniId } = await post("/api/blog/add", { title, mainDescription: "The lake view from every floor", status: "pending", mainImage: await image() });
    const res = await t.context.request.patch(t.url(`/api/blog/${uniId}`), { headers: { Origin: origin() }, multipart: { mainDescription: "The garden view from every floor" } });
    expect(res.status()).toBe(200);
    await t.page.goto(t.url("/dashboard/blogs"));
    await t.page.getByRole("searchbox").first().fill(tag);
    await row(title).getByRole("button", { name: `History of ${title}` }).click();
    const history = t.page.getByRole("dialog", { name: `History of ${title}` });
    const change = history.locator('[data-field="mainDescription"]');
    await change.locator("del", { hasText: "lake" }).waitFor();
    await change.locator("ins", { hasText: "garden" }).waitFor();
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    const [oldest] = await queryRows<{ id: number }>("select id from revisions where itemId = ? order by id limit 1", [uniId]);
    await history.getByRole("button", { name: `Restore version ${oldest!.id}` }).click();
    const confirm = t.page.getByRole("dialog", { name: `Restore version #${oldest!.id}?` });
    await confirm.getByRole("button", { name: "Restore" }).click();
    await toast(t, "Version restored as a draft").waitFor();
    await expect.poll(async () => (await queryRows<{ d: string }>("select mainDescription as d from blogs where uniId = ?", [uniId]))[0]?.d).toBe('["The lake view from every floor"]');
    // The restore is the newest version: compared with the one before it, the lake is back.
    await history.locator('[data-field="mainDescription"]').locator("ins", { hasText: "lake" }).waitFor();
  });

  it("schedules a banner that shows on the home page once the test clock passes its time", async () => {
    const title = `${tag} slide`;
    const { uniId } = await post("/api/banner/add", { title, description: "Scheduled by a browser test", status: "pending", imagesVideos: await image() });
    await t.page.goto(t.url("/dashboard/banner/banner-list"));
    await t.page.getByRole("searchbox").first().fill(tag);
    await t.page.getByRole("button", { name: `Edit ${title}` }).click();
    const form = t.page.getByRole("dialog", { name: "Edit Banner" });
    await form.getByLabel("Status").selectOption("approved");
    // Far ahead, so no other browser test's home page ever shows it.
    await form.getByLabel("Publish at", { exact: true }).fill("2099-01-01T10:00");
    await form.getByRole("button", { name: "Update Banner" }).click();
    await t.page.getByRole("alertdialog").getByRole("button", { name: "Update" }).click();
    await toast(t, "Banner updated successfully").waitFor();
    const [saved] = await queryRows<{ publishAt: string; status: string }>("select publishAt, status from banners where uniId = ?", [uniId]);
    expect(saved).toEqual({ publishAt: "2099-01-01T04:00:00.000Z", status: "approved" });
    await row(title).getByText("Goes live 1 Jan 2099, 10:00 (Dhaka)").waitFor();

    const visitor = await openPage(viewport);
    try {
      await visitor.context.setExtraHTTPHeaders({ "x-test-now": "2099-01-01T03:59:00.000Z" });
      await visitor.page.goto(visitor.url("/"));
      expect(await visitor.page.content()).not.toContain(title);
      await visitor.context.setExtraHTTPHeaders({ "x-test-now": "2099-01-01T04:00:00.000Z" });
      await visitor.page.goto(visitor.url("/"));
      expect(await visitor.page.content()).toContain(title);
    } finally {
      await visitor.context.close();
    }
  });
});

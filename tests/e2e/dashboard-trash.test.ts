import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, type TestPage } from "./browser";
import { database, openDashboard, queryRows, settled, sidebar, toast } from "./staff";

/**
 * Settings › Trash (issue 43; docs/product.md "Trash"): a Manager's delete in Blogs moves the blog to the
 * Trash, an Admin or Super-Admin restores it (public again) or deletes another for good, by pointer and by
 * keyboard, at desktop and phone widths.
 */
afterAll(closeBrowser);

const photo = async (color: string) => ({
  name: "cover.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 640, height: 360, channels: 3, background: color } }).jpeg().toBuffer(),
});

describe("the Trash is out of reach for a Manager", () => {
  it("shows a Manager Access denied at /dashboard/settings/trash", async () => {
    const t = await openDashboard("desktop", "manager", "/dashboard/settings/trash");
    await t.page.getByRole("heading", { level: 1, name: "Access denied" }).waitFor();
    expect(await t.page.getByRole("heading", { name: "Trash" }).count()).toBe(0);
    await t.context.close();
  });
});

describe.each([
  ["Admin", "admin", "desktop"],
  ["Super-Admin", "superadmin", "mobile"],
] as const)("the Trash for a %s (%s) at %s width", (_designation, username, viewport) => {
  let manager: TestPage;
  let t: TestPage;
  const tag = `E2E-trash-${viewport}-${Date.now()}`;
  const kept = { title: `${tag} kept`, uniId: "" };
  const gone = { title: `${tag} gone`, uniId: "" };
  const mobile = viewport === "mobile";
  const entries = () => (mobile ? t.page.getByRole("list", { name: "Trash" }).getByRole("listitem") : t.page.getByRole("table", { name: "Trash" }).locator("tbody tr"));
  const entry = (title: string) => entries().filter({ hasText: title });
  const confirmation = (p: TestPage) => p.page.getByRole("alertdialog");
  const origin = (p: TestPage) => ({ Origin: new URL(p.url("/")).origin });

  beforeAll(async () => {
    manager = await openDashboard(viewport, "manager", "/dashboard/blogs");
    for (const [blog, color] of [[kept, "#2a6"], [gone, "#a26"]] as const) {
      const res = await manager.context.request.post(manager.url("/api/blog/add"), { headers: origin(manager), multipart: { title: blog.title, status: "approved", mainImage: await photo(color) } });
      expect(res.status()).toBe(201);
      blog.uniId = ((await res.json()) as { uniId: string }).uniId;
    }
    t = await openDashboard(viewport, username, "/dashboard/settings/trash");
  });
  afterAll(async () => {
    await manager.context.close();
    await t.context.close();
    const db = database();
    await db.execute({ sql: "delete from blogs where title like ?", args: [`${tag}%`] });
    await db.execute({ sql: "delete from trash where title like ?", args: [`${tag}%`] });
    db.close();
  });

  it("gets the blog a Manager deletes in Blogs, whose public page then answers 404", async () => {
    await manager.page.reload();
    await manager.page.getByRole("searchbox", { name: "Search blogs" }).fill(kept.title);
    await manager.page.getByRole("button", { name: `Delete ${kept.title}` }).click();
    await confirmation(manager).getByRole("button", { name: "Delete" }).click();
    await toast(manager, "deleted successfully").waitFor();
    expect((await manager.context.request.get(manager.url(`/blog/${kept.uniId}`))).status()).toBe(404);

    // Reached from the sidebar: Settings › Trash (on a phone, in the drawer).
    await t.page.goto(t.url("/dashboard"));
    if (mobile) await t.page.getByRole("button", { name: /open menu/i }).click();
    await sidebar(t).getByRole("button", { name: "Settings" }).click();
    await sidebar(t).getByRole("link", { name: "Trash" }).click();
    await t.page.getByRole("heading", { level: 1, name: "Trash" }).waitFor();
    await entry(kept.title).waitFor();
    expect(await entry(kept.title).textContent()).toContain("Blog");
    expect(await entry(kept.title).textContent()).toContain(kept.uniId);
    const [me] = await queryRows<{ name: string }>("select name from users where username = 'manager'");
    expect(await entry(kept.title).textContent()).toContain(me!.name);
  });

  it("restores it: the blog is back on its public page", async () => {
    await t.page.getByRole("button", { name: `Restore ${kept.title}` }).click();
    await toast(t, `${kept.title} restored successfully`).waitFor();
    await entry(kept.title).waitFor({ state: "detached" });
    const visitor = await t.context.browser()!.newContext();
    const page = await visitor.newPage();
    const res = await page.goto(t.url(`/blog/${kept.uniId}`));
    expect(res?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: kept.title }).waitFor();
    await visitor.close();
  });

  it("deletes another for good by keyboard, after the confirmation", async () => {
    const res = await manager.context.request.delete(manager.url(`/api/blog/${gone.uniId}`), { headers: origin(manager) });
    expect(res.status()).toBe(200);
    await t.page.getByRole("searchbox", { name: "Search trash" }).fill(gone.title);
    await entry(gone.title).waitFor();
    await t.page.getByRole("button", { name: `Delete for good ${gone.title}` }).focus();
    await t.page.keyboard.press("Enter");
    await confirmation(t).getByText(`Delete "${gone.title}" for good?`).waitFor();
    // Focus starts on Cancel: Enter alone never deletes.
    await t.page.keyboard.press("Tab");
    await t.page.keyboard.press("Enter");
    await toast(t, `${gone.title} deleted for good`).waitFor();
    await t.page.getByText("Nothing in the Trash matches your search.").filter({ visible: true }).waitFor();
    expect(await queryRows("select id from trash where itemId = ?", [gone.uniId])).toEqual([]);
    expect(await queryRows("select id from blogs where uniId = ?", [gone.uniId])).toEqual([]);
    await t.page.getByRole("searchbox", { name: "Search trash" }).fill("");
  });

  it("has no serious accessibility violations and no console errors", async () => {
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

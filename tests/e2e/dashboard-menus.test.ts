import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, type TestPage } from "./browser";
import { database, openDashboard, queryRows, settled, toast } from "./staff";

/** The Menus screen (docs/product.md §2 "Menus list", §6 set001a, §7 "Menus") against the real worker and database. */
afterAll(closeBrowser);

type MenuRow = { uni_id: string; name: string; path: string; icon: string; active_icon: string };
type SubmenuRow = { uni_id: string; menu_uni_id: string; name: string; path: string };
const menuRow = async (uniId: string) => (await queryRows<MenuRow>("select uni_id, name, path, icon, active_icon from menus where uni_id = ?", [uniId]))[0];
const submenuRow = async (uniId: string) => (await queryRows<SubmenuRow>("select uni_id, menu_uni_id, name, path from submenus where uni_id = ?", [uniId]))[0];

const icon = async (name: string, color: string) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 64, height: 64, channels: 4, background: color } }).png().toBuffer(),
});

// An Admin at desktop width, a Super-Admin on a phone: both designations have set001a.
const CASES = [
  { viewport: "desktop", username: "admin" },
  { viewport: "mobile", username: "superadmin" },
] as const;

describe.each(CASES)("Menus for $username at $viewport width", ({ viewport, username }) => {
  let t: TestPage;
  const stamp = String(Date.now()).slice(-6);
  const menu = { uniId: `e2e${viewport[0]}${stamp}`, name: `E2E Menu ${viewport} ${stamp}` };
  const sub = { uniId: `e2s${viewport[0]}${stamp}`, name: `E2E Sub ${viewport} ${stamp}` };
  const dialog = (name: string) => t.page.getByRole("dialog", { name });
  const row = (text: string) => t.page.getByRole("row").filter({ hasText: text });
  const search = () => t.page.getByRole("searchbox", { name: "Search menus" });
  const confirmation = () => t.page.getByRole("alertdialog");

  beforeAll(async () => {
    t = await openDashboard(viewport, username, "/dashboard/settings/menu");
    await t.page.getByRole("heading", { level: 1, name: "Menus" }).waitFor();
  });
  afterAll(async () => {
    await t.context.close();
    const db = database();
    await db.execute({ sql: "delete from submenus where uni_id = ? or menu_uni_id = ?", args: [sub.uniId, menu.uniId] });
    await db.execute({ sql: "delete from menus where uni_id = ?", args: [menu.uniId] });
    db.close();
  });

  it("lists menus and submenus by SL, Menu, Path, Icon, Active Icon and uni_id, searchable by name or uni_id", async () => {
    const table = t.page.getByRole("table", { name: "Menus" });
    await table.locator("tbody tr").first().waitFor();
    const headers = await table.getByRole("columnheader").allInnerTexts();
    expect(headers.map((h) => h.trim().toLowerCase())).toEqual(["sl", "menu", "path", "icon", "active icon", "uni_id", "actions"]);
    await search().fill("set002a");
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1);
    expect(await table.locator("tbody tr").first().innerText()).toMatch(/set002a/);
    await search().fill("no menu is called this");
    await t.page.getByText("No menus match your search.").waitFor();
    await search().fill("");
  });

  it("checks Add Menu with the API's messages before sending anything", async () => {
    const sent: string[] = [];
    const spy = (r: { method(): string; url(): string }) => r.method() === "POST" && sent.push(r.url());
    t.page.on("request", spy);
    await t.page.getByRole("button", { name: "Add Menu" }).click();
    const modal = dialog("Add Menu");
    await modal.getByRole("button", { name: "Add Menu" }).click();
    await modal.getByText("uni_id is required").waitFor();
    await modal.getByText("Name is required").waitFor();
    await modal.getByText("Path is required").waitFor();
    await modal.getByLabel("uni_id").fill("Not An Id");
    await modal.getByText("uni_id must be 3 to 12 lower-case letters or digits").waitFor();
    expect(sent).toEqual([]);
    t.page.off("request", spy);
  });

  it("adds a top-level menu with its two icons; the database has it", async () => {
    const modal = dialog("Add Menu");
    await modal.getByLabel("uni_id").fill(menu.uniId);
    await modal.getByLabel("Name").fill(menu.name);
    await modal.getByLabel("Path").fill("/e2e-reports");
    await modal.getByLabel("Icon", { exact: true }).setInputFiles(await icon("icon.png", "#ffffff"));
    await modal.getByLabel("Active Icon").setInputFiles(await icon("active.png", "#c09a3e"));
    await modal.getByRole("button", { name: "Add Menu" }).click();
    await toast(t, "Menu added successfully").waitFor();
    await modal.waitFor({ state: "detached" });
    // New menus go last (page 2 of the seeded list): the search brings ours, and later its submenu, to the first page.
    await search().fill(stamp);
    await row(menu.uniId).getByRole("img", { name: `${menu.name} active icon` }).waitFor();
    const stored = (await menuRow(menu.uniId))!;
    expect(stored).toMatchObject({ name: menu.name, path: "/e2e-reports" });
    expect(stored.icon).toMatch(/^\/im\/images\//);
    expect(stored.active_icon).toMatch(/^\/im\/images\//);
  });

  it("adds a submenu under it (no icon fields for a submenu)", async () => {
    await t.page.getByRole("button", { name: "Add Menu" }).click();
    const modal = dialog("Add Menu");
    await modal.getByLabel("Parent menu").selectOption(menu.uniId);
    expect(await modal.getByLabel("Icon", { exact: true }).count()).toBe(0);
    await modal.getByLabel("uni_id").fill(sub.uniId);
    await modal.getByLabel("Name").fill(sub.name);
    await modal.getByLabel("Path").fill("/e2e-reports/daily");
    await modal.getByRole("button", { name: "Add Menu" }).click();
    await toast(t, "Menu added successfully").waitFor();
    await modal.waitFor({ state: "detached" });
    await row(sub.uniId).waitFor();
    expect(await submenuRow(sub.uniId)).toMatchObject({ menu_uni_id: menu.uniId, name: sub.name, path: "/e2e-reports/daily" });
  });

  it("says why the server refuses a taken uni_id (409), keeping the form open", async () => {
    await t.page.getByRole("button", { name: "Add Menu" }).click();
    const modal = dialog("Add Menu");
    await modal.getByLabel("uni_id").fill(menu.uniId);
    await modal.getByLabel("Name").fill("Duplicate");
    await modal.getByLabel("Path").fill("/dup");
    await modal.getByRole("button", { name: "Add Menu" }).click();
    await toast(t, "Failed to add menu. Please try again.").getByText("A menu or submenu with this uni_id already exists.").waitFor();
    expect(await modal.getByLabel("Name").inputValue()).toBe("Duplicate");
    t.errors.splice(0, t.errors.length, ...t.errors.filter((e) => !/status of 409/.test(e)));
    await modal.getByRole("button", { name: "Cancel" }).click();
    await confirmation().getByRole("button", { name: "Discard changes" }).click();
    await modal.waitFor({ state: "detached" });
  });

  it("edits a menu; an emptied path keeps the stored one (no required rule on edit)", async () => {
    await t.page.getByRole("button", { name: `Edit ${menu.name}`, exact: true }).click();
    const modal = dialog("Edit Menu");
    expect(await modal.getByLabel("uni_id").getAttribute("readonly")).not.toBeNull();
    await modal.getByLabel("Name").fill(`${menu.name} renamed`);
    await modal.getByLabel("Path").fill("");
    await modal.getByRole("button", { name: "Update Menu" }).click();
    await toast(t, "Menu updated successfully").waitFor();
    await modal.waitFor({ state: "detached" });
    expect(await menuRow(menu.uniId)).toMatchObject({ name: `${menu.name} renamed`, path: "/e2e-reports" });
    menu.name = `${menu.name} renamed`;
  });

  it("asks before deleting; the menu and its submenu leave the database", async () => {
    await t.page.getByRole("button", { name: `Delete ${menu.name}` }).click();
    await confirmation().getByText("Are you sure you want to delete this menu?").waitFor();
    await confirmation().getByRole("button", { name: "Cancel" }).click();
    await confirmation().waitFor({ state: "detached" });
    expect(await menuRow(menu.uniId)).toBeDefined();
    await t.page.getByRole("button", { name: `Delete ${menu.name}` }).click();
    await confirmation().getByRole("button", { name: "Delete" }).click();
    await toast(t, "Menu deleted successfully").waitFor();
    await row(menu.uniId).waitFor({ state: "detached" });
    expect(await menuRow(menu.uniId)).toBeUndefined();
    expect(await submenuRow(sub.uniId)).toBeUndefined();
  });

  it("has no serious accessibility violations with the form open, and no console errors", async () => {
    await t.page.getByRole("button", { name: "Add Menu" }).click();
    await dialog("Add Menu").waitFor();
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await t.page.keyboard.press("Escape");
    await dialog("Add Menu").waitFor({ state: "detached" });
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

describe("who reaches the Menus screen (docs/product.md §6)", () => {
  it("shows a Manager Access denied at /dashboard/settings/menu, and the API refuses the list", async () => {
    const t = await openDashboard("desktop", "manager", "/dashboard/settings/menu");
    await t.page.getByRole("heading", { level: 1, name: "Access denied" }).waitFor();
    expect(await t.page.getByRole("table").count()).toBe(0);
    expect((await t.context.request.get(t.url("/api/dashboards/all"))).status()).toBe(403);
    await t.context.close();
  });
});

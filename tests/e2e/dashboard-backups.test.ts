import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, type TestPage } from "./browser";
import { openDashboard, queryRows, settled, sidebar, toast } from "./staff";

/**
 * Settings › Backups (issue 43; docs/decisions.md "Backups"): a Super-Admin finds it in the sidebar, takes
 * a backup by keyboard and downloads it, at desktop and phone widths; an Admin has neither the link nor the screen.
 */
afterAll(closeBrowser);

describe("Backups are out of reach for an Admin", () => {
  it("has no Backups link under Settings, and Access denied at its address", async () => {
    const t = await openDashboard("desktop", "admin", "/dashboard/settings/backups");
    await t.page.getByRole("heading", { level: 1, name: "Access denied" }).waitFor();
    const settings = sidebar(t).getByRole("button", { name: "Settings", exact: true });
    if ((await settings.getAttribute("aria-expanded")) !== "true") await settings.click();
    await sidebar(t).getByRole("link", { name: "Users", exact: true }).waitFor();
    expect(await sidebar(t).getByRole("link", { name: "Backups" }).count()).toBe(0);
    await t.context.close();
  });
});

describe.each(["desktop", "mobile"] as const)("Backups for a Super-Admin at %s width", (viewport) => {
  let t: TestPage;
  const mobile = viewport === "mobile";
  const rows = () => (mobile ? t.page.getByRole("list", { name: "Backups" }).getByRole("listitem") : t.page.getByRole("table", { name: "Backups" }).locator("tbody tr"));

  beforeAll(async () => {
    t = await openDashboard(viewport, "superadmin", "/dashboard");
  });
  afterAll(() => t.context.close());

  it("is found under Settings in the sidebar", async () => {
    if (mobile) {
      await t.page.getByRole("button", { name: "Open menu" }).click();
      await t.page.getByRole("dialog", { name: "Menu" }).waitFor();
    }
    const settings = sidebar(t).getByRole("button", { name: "Settings", exact: true });
    if ((await settings.getAttribute("aria-expanded")) !== "true") await settings.click();
    await sidebar(t).getByRole("link", { name: "Backups", exact: true }).click();
    await t.page.getByRole("heading", { level: 1, name: "Backups" }).waitFor();
    expect(new URL(t.page.url()).pathname).toBe("/dashboard/settings/backups");
  });

  it("takes a backup by keyboard and lists it with its date and size", async () => {
    const take = t.page.getByRole("button", { name: "Take a backup now" });
    await take.focus();
    await t.page.keyboard.press("Enter");
    await toast(t, "Backup taken successfully").waitFor();
    // The one just taken, by the name the activity log gives it: listed first (newest first), with its size.
    const [entry] = await queryRows<{ resourceId: string }>("select resourceId from activity where resource = 'backups' and action = 'create' order by id desc limit 1");
    const href = `/api/backups/${entry!.resourceId}`;
    await rows().first().locator(`a[href="${href}"]`).waitFor();
    expect(await rows().first().textContent()).toMatch(/\d+(\.\d)? (KB|MB)/);
  });

  it("downloads it as a gzipped SQL dump", async () => {
    const link = rows().first().getByRole("link", { name: /^Download the backup of / });
    const href = (await link.getAttribute("href"))!;
    await link.focus();
    const [download] = await Promise.all([t.page.waitForEvent("download"), t.page.keyboard.press("Enter")]);
    expect(download.suggestedFilename()).toBe(href.split("/").pop());
    const text = gunzipSync(readFileSync((await download.path())!)).toString("utf8");
    expect(text.startsWith("-- uday backup 1\n")).toBe(true);
    expect(text).toContain('CREATE TABLE `projects`');
    expect(text).toContain("\nCOMMIT;\n");
    expect(text.endsWith("\n-- end of backup\n")).toBe(true);
  });

  it("has no serious accessibility violations and no console errors", async () => {
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

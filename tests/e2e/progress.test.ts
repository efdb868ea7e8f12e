import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, launch, openPage, type TestPage, VIEWPORTS } from "./browser";
import { openDashboard, queryRows, settled, toast, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

type ProgressRow = { uniId: string; date: string; stage: string; percent: number; status: string };
const updatesOf = (uniId: string) => queryRows<ProgressRow>("select uniId, date, stage, percent, status from progress where projectUniId = ? order by date", [uniId]);

/** Issue 45 item 4: the Progress screen of a project of this test's own (pending, so no public page or other test sees it). */
describe.each(VIEWPORT_NAMES)("the Progress screen for a Manager at %s width", (viewport) => {
  let t: TestPage;
  const uniId = `E2E-PRG-${viewport}-${Date.now()}`;
  const dialog = (name: string) => t.page.getByRole("dialog", { name });
  const table = () => t.page.getByRole("table", { name: "Progress updates" });

  beforeAll(async () => {
    await queryRows("insert into projects (uniId, name, status, category, location) values (?, ?, 'pending', 'Under Construction', 'Uttara')", [uniId, `${uniId} Tower`]);
    t = await openDashboard(viewport, "manager", `/dashboard/projects/projects/${uniId}`);
  });
  afterAll(async () => {
    await t.context.close();
    await queryRows("delete from revisions where resource = 'progress' and itemId in (select uniId from progress where projectUniId = ?)", [uniId]);
    await queryRows("delete from progress where projectUniId = ?", [uniId]);
    await queryRows("delete from trash where resource = 'progress' and title like ?", [`${uniId}%`]);
    await queryRows("delete from projects where uniId = ?", [uniId]);
  });

  it("is reached from the project's screen, and is accessible without sideways scrolling", async () => {
    await t.page.getByRole("link", { name: "Progress" }).click();
    await t.page.getByRole("heading", { level: 1, name: `Progress: ${uniId} Tower` }).waitFor();
    expect(new URL(t.page.url()).pathname).toBe(`/dashboard/projects/projects/${uniId}/progress`);
    await t.page.getByText("No progress updates yet. Add the first with Add Progress.").waitFor();
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
  });

  it("adds an update with Add Progress, refusing a percent over 100 first", async () => {
    await t.page.getByRole("button", { name: "Add Progress" }).click();
    const modal = dialog("Add Progress");
    await modal.getByLabel("Date").fill("2026-10-01");
    await modal.getByLabel("Stage").selectOption("structure");
    await modal.getByLabel("Percent complete").fill("120");
    await modal.getByLabel("Text", { exact: true }).fill("Sixth slab cast");
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await modal.getByRole("button", { name: "Add Progress" }).click();
    await modal.getByText("Percent must be a whole number from 0 to 100").waitFor();
    await modal.getByLabel("Percent complete").fill("60");
    await modal.getByRole("button", { name: "Add Progress" }).click();
    await toast(t, "Progress update added successfully").waitFor();
    await modal.waitFor({ state: "detached" });
    await table().getByRole("row").filter({ hasText: "Structure · 60%" }).waitFor();
    expect(await updatesOf(uniId)).toEqual([expect.objectContaining({ date: "2026-10-01", stage: "structure", percent: 60, status: "pending" })]);
  });

  it("offers a preview on the project's page and the History of the update", async () => {
    const row = table().getByRole("row").filter({ hasText: "Structure · 60%" });
    const preview = row.getByRole("link", { name: /^Preview .* in English/ });
    const [update] = await updatesOf(uniId);
    expect(await preview.getAttribute("href")).toBe(`/preview/projects/${uniId}?item=${update!.uniId}`);
    await row.getByRole("button", { name: /^History of / }).click();
    const history = t.page.getByRole("dialog", { name: /^History of / });
    await history.waitFor();
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await t.page.keyboard.press("Escape");
    await history.waitFor({ state: "detached" });
  });

  it("edits the update after the confirmation", async () => {
    await t.page.getByRole("button", { name: "Edit structure 60% (2026-10-01)" }).click();
    const modal = dialog("Edit Progress");
    await modal.getByLabel("Percent complete").fill("65");
    await modal.getByRole("button", { name: "Update Progress" }).click();
    await t.page.getByRole("alertdialog").getByRole("button", { name: "Update" }).click();
    await toast(t, "Progress update updated successfully").waitFor();
    await table().getByRole("row").filter({ hasText: "Structure · 65%" }).waitFor();
    expect((await updatesOf(uniId))[0]!.percent).toBe(65);
  });

  it("deletes an update to the Trash after the confirmation", async () => {
    await t.page.getByRole("button", { name: "Delete structure 65% (2026-10-01)" }).click();
    const confirmation = t.page.getByRole("alertdialog");
    await confirmation.getByRole("button", { name: "Delete" }).click();
    await toast(t, "Progress update deleted successfully").waitFor();
    await t.page.getByText("No progress updates yet. Add the first with Add Progress.").waitFor();
    expect(await updatesOf(uniId)).toEqual([]);
    expect(await queryRows("select 1 from trash where resource = 'progress' and title like ?", [`${uniId}%`])).toHaveLength(1);
  });
});

/** The public timeline of a seeded project under construction, in both languages, with and without JavaScript. */
describe("the construction timeline on a project's page", () => {
  let project: { uniId: string; percent: number };
  beforeAll(async () => {
    [project] = await queryRows<{ uniId: string; percent: number }>(
      `select g.projectUniId as uniId, g.percent from progress g join projects p on p.uniId = g.projectUniId
       where g.status = 'approved' and p.status = 'approved' and exists (select 1 from project_details d where d.foreignKey = p.uniId)
       order by g.date desc limit 1`,
    );
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`shows the updates newest first with lazy photos at ${viewport}, accessible`, async () => {
      const t = await openPage(viewport);
      try {
        await t.page.goto(t.url(`/projects/${project.uniId}`));
        const section = t.page.getByRole("region", { name: "Construction progress" });
        await section.scrollIntoViewIfNeeded();
        const first = section.getByTestId("progress-update").first();
        expect(await first.innerText()).toContain(`${project.percent}% complete`);
        const dates = await section.locator("time").evaluateAll((ts) => ts.map((x) => x.getAttribute("datetime") ?? ""));
        expect([...dates].sort().reverse()).toEqual(dates);
        for (const loading of await section.locator("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("loading")))) expect(loading).toBe("lazy");
        expect(await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(t.page)).toEqual([]);
        expect(t.errors).toEqual([]);
      } finally {
        await t.context.close();
      }
    });
  }

  it("reads in Bengali with Bengali digits, and the listing's card shows the latest stage", async () => {
    const t = await openPage("mobile");
    try {
      await t.page.goto(t.url(`/bn/projects/${project.uniId}`));
      const section = t.page.getByRole("region", { name: "নির্মাণ অগ্রগতি" });
      const text = await section.innerText();
      expect(text).toContain("সম্পন্ন");
      expect(text).not.toMatch(/[0-9]/);
      await t.page.goto(t.url("/projects"));
      await t.page.getByTestId("progress-summary").first().waitFor();
    } finally {
      await t.context.close();
    }
  });

  it("is all there with JavaScript off", async () => {
    const context = await (await launch()).newContext({ viewport: VIEWPORTS.mobile, baseURL: inject("baseUrl"), javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`/projects/${project.uniId}`);
      expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
      const section = page.getByRole("region", { name: "Construction progress" });
      expect(await section.innerText()).toContain(`${project.percent}% complete`);
      const photo = section.getByRole("link").first();
      expect(await photo.getAttribute("href")).toMatch(/^\/im\//);
    } finally {
      await context.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, type TestPage } from "./browser";
import { database, openDashboard, queryRows, settled, toast, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

const storedTwins = async (uniId: string) =>
  (await queryRows<{ name: string; nameBn: string; locationBn: string }>("select name, nameBn, locationBn from projects where uniId = ?", [uniId]))[0];

/** Issue 31: staff write each text's Bengali twin beside it; the tables show which still lack one. */
describe.each(VIEWPORT_NAMES)("Bengali twins in Manage Projects for a Manager at %s width", (viewport) => {
  let t: TestPage;
  const tag = `E2E-BN-${viewport}-${Date.now()}`;
  const name = `${tag} Nilachol`;
  let uniId = "";
  const table = () => t.page.getByRole("table", { name: "Projects" });
  const row = () => table().getByRole("row").filter({ hasText: name });
  const needsTranslation = () => t.page.getByRole("checkbox", { name: "Needs translation" });

  beforeAll(async () => {
    t = await openDashboard(viewport, "manager", "/dashboard/projects/projects-list");
    // Pending, so the public pages and their tests never see it.
    const res = await t.context.request.post(t.url("/api/projects/add"), {
      headers: { Origin: new URL(t.url("/")).origin },
      multipart: { name, title: "", status: "pending", category: "Under Construction", location: "Bashundhara" },
    });
    if (res.status() !== 201) throw new Error(`project create failed: ${res.status()} ${await res.text()}`);
    uniId = ((await res.json()) as { uniId: string }).uniId;
    await t.page.reload();
    await t.page.getByRole("searchbox", { name: "Search projects" }).fill(tag);
    await row().waitFor();
  });
  afterAll(async () => {
    await t.context.close();
    const db = database();
    await db.execute({ sql: "delete from projects where name like ?", args: [`${tag}%`] });
    db.close();
  });

  it("marks a project without its Bengali name, and the filter keeps it", async () => {
    await row().getByText("Bengali missing").waitFor();
    await needsTranslation().check();
    await row().getByText("Bengali missing").waitFor();
  });

  it("edits the project's Bengali name beside the English one, in the Bengali font, and saves it", async () => {
    await t.page.getByRole("button", { name: `Edit ${name}` }).click();
    const modal = t.page.getByRole("dialog", { name: "Edit Project" });
    const english = modal.getByLabel("Name", { exact: true });
    const bengali = modal.getByLabel("নাম (বাংলা)", { exact: true });
    expect(await english.inputValue()).toBe(name);
    expect(await bengali.inputValue()).toBe("");
    expect(await bengali.getAttribute("lang")).toBe("bn");
    expect(await bengali.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Noto Sans Bengali/);
    // Side by side on a wide screen, one under the other on a phone.
    const [a, b] = [await english.boundingBox(), await bengali.boundingBox()];
    // (The Bengali label's taller line may move its input down by a pixel or two.)
    if (viewport === "desktop") expect([b!.x > a!.x + a!.width, Math.abs(b!.y - a!.y) < a!.height / 2]).toEqual([true, true]);
    else expect(b!.y).toBeGreaterThan(a!.y + a!.height);
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);

    await bengali.fill("উদয় নীলাচল");
    await modal.getByLabel("অবস্থান (বাংলা)", { exact: true }).fill("বসুন্ধরা");
    await modal.getByRole("button", { name: "Update Project" }).click();
    await toast(t, "Project Updated successfully").waitFor();
    await modal.waitFor({ state: "detached" });
    await expect.poll(() => storedTwins(uniId)).toEqual({ name, nameBn: "উদয় নীলাচল", locationBn: "বসুন্ধরা" });
  });

  it("drops the badge once the name and location are translated, and the filter then hides the project", async () => {
    await needsTranslation().uncheck();
    await row().waitFor();
    await expect.poll(() => row().getByText("Bengali missing").count()).toBe(0);
    await needsTranslation().check();
    await row().waitFor({ state: "detached" });
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, type TestPage } from "./browser";
import { openDashboard, queryRows, settled, toast, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

type UnitRow = { code: string; status: string; holdUntil: string | null; sizeSft: number };
const unitsOf = (uniId: string) => queryRows<UnitRow>("select code, status, holdUntil, sizeSft from units where projectUniId = ? order by code", [uniId]);

/** Issue 45: the Units screen of a project of this test's own (pending, so no public page or other test sees it). */
describe.each(VIEWPORT_NAMES)("the Units screen for a Manager at %s width", (viewport) => {
  let t: TestPage;
  const uniId = `E2E-UNITS-${viewport}-${Date.now()}`;
  const flat = (name: RegExp) => t.page.getByRole("region", { name: "Flats by floor" }).getByRole("button", { name });
  const dialog = (name: string) => t.page.getByRole("dialog", { name });
  const confirmation = () => t.page.getByRole("alertdialog");
  const answer = async (button: string) => {
    await confirmation().getByRole("button", { name: button }).click();
    await confirmation().waitFor({ state: "detached" });
  };

  beforeAll(async () => {
    await queryRows("insert into projects (uniId, name, status, category, location) values (?, ?, 'pending', 'Under Construction', 'Uttara')", [uniId, `${uniId} Tower`]);
    t = await openDashboard(viewport, "manager", `/dashboard/projects/projects/${uniId}/units`);
    const origin = new URL(t.url("/")).origin;
    // Two floors of A and B, through the API (the form has its own test below); 2B is the landowner's.
    const made = await t.context.request.post(t.url(`/api/projects/${uniId}/units`), {
      headers: { Origin: origin },
      data: { floors: [1, 2], units: [{ code: "A", sizeSft: 1250, bedrooms: 3, bathrooms: 3 }, { code: "B", sizeSft: 1100, bedrooms: 3, bathrooms: 2 }] },
    });
    expect(made.status()).toBe(201);
    const [owner] = (await queryRows<{ id: number }>("select id from units where projectUniId = ? and code = '2B'", [uniId]));
    expect((await t.context.request.patch(t.url(`/api/units/${owner!.id}`), { headers: { Origin: origin }, data: { status: "landowner" } })).ok()).toBe(true);
    await t.page.reload();
    await t.page.getByRole("heading", { level: 1, name: `Units: ${uniId} Tower` }).waitFor();
  });
  afterAll(async () => {
    await t.context.close();
    for (const table of ["units", "price_lists", "payment_plans"]) await queryRows(`delete from ${table} where projectUniId = ?`, [uniId]);
    await queryRows("delete from projects where uniId = ?", [uniId]);
  });

  it("shows the flats floor by floor with a status letter, an accessible name and a legend", async () => {
    await flat(/^Flat 1A: Available, 1,250 sft, 3 bed$/).waitFor();
    expect(await flat(/^Flat 2B: Landowner's share/).locator('[aria-hidden="true"]').allInnerTexts()).toEqual(["2B", "L"]);
    const legend = t.page.getByRole("list", { name: "Legend" });
    expect(await legend.innerText()).toMatch(/Available: 3[\s\S]*Landowner's share: 1/);
    // On a phone the grid scrolls inside its own box: the page itself never scrolls sideways.
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
  });

  it("adds floors of flats in bulk with Add Flats", async () => {
    await t.page.getByRole("button", { name: "Add Flats" }).click();
    const modal = dialog("Add Flats");
    await modal.getByLabel("From floor").fill("3");
    await modal.getByLabel("To floor").fill("4");
    await modal.getByRole("group", { name: "Flat 1" }).getByLabel("Size (sft)").fill("1300");
    await modal.getByRole("button", { name: "Add a flat per floor" }).click();
    const second = modal.getByRole("group", { name: "Flat 2" });
    expect(await second.getByLabel("Code").inputValue()).toBe("B");
    await second.getByLabel("Size (sft)").fill("1150");
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await modal.getByRole("button", { name: "Add Flats" }).click();
    await toast(t, "4 flats added").waitFor();
    await modal.waitFor({ state: "detached" });
    await flat(/^Flat 4B: Available, 1,150 sft/).waitFor();
    expect((await unitsOf(uniId)).map((u) => u.code)).toEqual(["1A", "1B", "2A", "2B", "3A", "3B", "4A", "4B"]);
  });

  it("holds a flat until tomorrow, then releases it", async () => {
    await flat(/^Flat 1A:/).click();
    const modal = dialog("Flat 1A");
    await modal.getByRole("button", { name: "Hold" }).click();
    expect(await modal.getByLabel("Hold until (Dhaka time)").inputValue()).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    await modal.getByRole("button", { name: "Hold Flat" }).click();
    await toast(t, "Flat 1A is on hold").waitFor();
    await modal.waitFor({ state: "detached" });
    await flat(/^Flat 1A: On hold/).waitFor();
    const held = (await unitsOf(uniId)).find((u) => u.code === "1A")!;
    expect(held.status).toBe("hold");
    expect(Date.parse(held.holdUntil!)).toBeGreaterThan(Date.now());

    await flat(/^Flat 1A:/).click();
    await dialog("Flat 1A").getByRole("button", { name: "Release" }).click();
    await answer("Confirm");
    await toast(t, "Flat 1A released").waitFor();
    await flat(/^Flat 1A: Available/).waitFor();
    expect((await unitsOf(uniId)).find((u) => u.code === "1A")!.status).toBe("available");
  });

  it("marks a flat booked", async () => {
    await flat(/^Flat 1B:/).click();
    await dialog("Flat 1B").getByRole("button", { name: "Mark booked" }).click();
    await answer("Confirm");
    await toast(t, "Flat status changed").waitFor();
    await flat(/^Flat 1B: Booked/).waitFor();
    expect((await unitsOf(uniId)).find((u) => u.code === "1B")!.status).toBe("booked");
  });

  it("shows the server's 409 when someone else books the flat while the hold form is open", async () => {
    await flat(/^Flat 2A:/).click();
    const modal = dialog("Flat 2A");
    await modal.getByRole("button", { name: "Hold" }).click();
    await modal.getByLabel("Lead id").waitFor();
    const [row] = await queryRows<{ id: number }>("select id from units where projectUniId = ? and code = '2A'", [uniId]);
    const booked = await t.context.request.patch(t.url(`/api/units/${row!.id}`), { headers: { Origin: new URL(t.url("/")).origin }, data: { status: "booked" } });
    expect(booked.ok()).toBe(true);
    await modal.getByRole("button", { name: "Hold Flat" }).click();
    await modal.getByRole("alert").filter({ hasText: "This flat is booked, no longer available." }).waitFor();
    await t.page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    await flat(/^Flat 2A: Booked/).waitFor();
    // The 409 is the answer staged by this test; nothing else went wrong.
    expect(t.errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  });

  it("saves a price list as a new version, lists its history, and works a new plan out in taka", async () => {
    await t.page.getByRole("tab", { name: "Prices and plans" }).click();
    const prices = t.page.getByRole("form", { name: "Price list" });
    await prices.getByLabel("Rate per sft (Tk)").fill("10000");
    await prices.getByRole("button", { name: "Add an extra" }).click();
    await prices.getByLabel("Name (extra 1)", { exact: true }).fill("Car park");
    await prices.getByLabel("Amount (extra 1)", { exact: true }).fill("500000");
    await prices.getByRole("button", { name: "Save as New Version" }).click();
    await toast(t, "Price list saved as a new version").waitFor();
    await t.page.getByRole("table", { name: "Price list history" }).getByRole("row").filter({ hasText: "Tk 10,000" }).filter({ hasText: "Car park Tk 500,000" }).waitFor();

    const plans = t.page.getByRole("form", { name: "Payment plans" });
    await plans.getByRole("button", { name: "Add a plan" }).click();
    // The example flat is 1A (available again): 1,250 sft at Tk 10,000 and the car park, Tk 13,000,000.
    await plans.getByText("For flat 1A at Tk 13,000,000:").waitFor();
    const worked = await plans.locator("dl").innerText();
    expect(worked).toMatch(/Booking money\s+Tk 1,300,000/);
    expect(worked).toMatch(/Instalments\s+24 instalments of Tk 325,000 to Tk 325,000|Instalments\s+24 × Tk 325,000 every 1 month/);
    expect(worked).toMatch(/At handover\s+Tk 1,300,000/);
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await plans.getByRole("button", { name: "Save Plans" }).click();
    await toast(t, "Payment plans saved").waitFor();
    expect(await queryRows("select name from payment_plans where projectUniId = ?", [uniId])).toEqual([{ name: "Plan 1" }]);
  });
});

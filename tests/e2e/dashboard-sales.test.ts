import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, type TestPage } from "./browser";
import { openDashboard, queryRows, settled, VIEWPORT_NAMES, deleteBookedProject } from "./staff";

afterAll(closeBrowser);

/**
 * Issue 45: Reports → Sales, under its "Sealse" heading, with a project of this test's own: four flats
 * (one held until tomorrow, one sold) at Tk 10,000 per sft plus a Tk 500,000 car park.
 */
describe.each(VIEWPORT_NAMES)("Reports → Sales for an Admin at %s width", (viewport) => {
  let t: TestPage;
  const uniId = `E2E-SALES-${viewport}-${Date.now()}`;
  const name = `${uniId} Heights`;

  beforeAll(async () => {
    await queryRows("insert into projects (uniId, name, status, category, location) values (?, ?, 'pending', 'Under Construction', 'Uttara')", [uniId, name]);
    t = await openDashboard(viewport, "admin", "/dashboard/reports/sales");
    const origin = new URL(t.url("/")).origin;
    const send = async (method: "post" | "put" | "patch", path: string, data: unknown) => {
      const res = await t.context.request[method](t.url(path), { headers: { Origin: origin }, data });
      if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    };
    await send("post", `/api/projects/${uniId}/units`, { floors: [1, 2], units: [{ code: "A", sizeSft: 1000, bedrooms: 3, bathrooms: 2 }, { code: "B", sizeSft: 1200, bedrooms: 3, bathrooms: 3 }] });
    await send("put", `/api/projects/${uniId}/prices`, { ratePerSft: 10000, floorPremiums: [], extras: [{ name: "Car park", amount: 500000 }], showPrices: false });
    const ids = Object.fromEntries((await queryRows<{ id: number; code: string }>("select id, code from units where projectUniId = ?", [uniId])).map((u) => [u.code, u.id]));
    await send("post", `/api/units/${ids["1A"]}/hold`, { until: new Date(Date.now() + 24 * 3_600_000).toISOString() });
    await send("patch", `/api/units/${ids["2B"]}`, { status: "sold" });
    await t.page.reload();
    await t.page.getByRole("heading", { level: 1, name: "Sealse" }).waitFor();
  });
  afterAll(async () => {
    await t.context.close();
    await queryRows("delete from price_lists where projectUniId = ?", [uniId]);
    await queryRows("delete from units where projectUniId = ?", [uniId]);
    await queryRows("delete from projects where uniId = ?", [uniId]);
  });

  it("shows the project's flats by status, its unsold stock's value and its hold ending soon", async () => {
    await t.page.getByRole("searchbox", { name: /search/i }).fill(uniId);
    const row = t.page.getByRole("row").filter({ hasText: name });
    await row.waitFor();
    const text = await row.innerText();
    // Unsold: 1A held (1,000 sft) + 1B and 2A available (1,200 + 1,000 sft) at Tk 10,000, each with the car park.
    expect(text).toContain("Tk 33,500,000");
    expect(text).toMatch(/1A: .*\(Dhaka\)/);
    const figures = (await row.getByRole("cell").allInnerTexts()).map((c) => c.trim());
    expect(figures.slice(1, 7)).toEqual(["4", "2", "1", "0", "1", "0"]);
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });

  it('links "Download CSV" to the same report as CSV', async () => {
    const link = t.page.getByRole("link", { name: "Download CSV" });
    expect(await link.getAttribute("href")).toBe("/api/reports/sales?format=csv");
    const res = await t.context.request.get(t.url("/api/reports/sales?format=csv"));
    expect(res.headers()["content-type"]).toContain("text/csv");
    expect(await res.text()).toContain(`${uniId},${name},Under Construction,4,2,1,0,1,0,33500000`);
  });
});

const AT_ONCE = { name: "At once", bookingPercent: 10, downPaymentPercent: 40, installments: 0, intervalMonths: 1, handoverPercent: 50, oneTimeDiscountPercent: 0 };
const dhakaDay = (daysAgo = 0) => new Date(Date.now() + 6 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 46 item 5: the Sales screen's Collections, with a project of this test's own at Tk 5,000,000 a flat,
 * paid at once (10% on the booking day, 40% a month later, 50% a month after that): 1A booked today with
 * Tk 200,000 paid, 1B booked 100 days ago with nothing paid (overdue 100, about 70 and about 40 days), 2A
 * booked today, paid Tk 100,000 and cancelled with it refunded.
 */
describe.each(VIEWPORT_NAMES)("Reports → Sales collections for an Admin at %s width", (viewport) => {
  let t: TestPage;
  const uniId = `E2E-COLL-${viewport}-${Date.now()}`;
  const name = `${uniId} Court`;
  // The project's figures in the order of the table's columns after its name.
  const THIS_MONTH = ["Tk 500,000", "Tk 200,000", "Tk 5,000,000", "Tk 0", "Tk 2,500,000", "Tk 2,000,000", "Tk 500,000", "1", "Tk 100,000"];

  beforeAll(async () => {
    await queryRows("insert into projects (uniId, name, status, category, location) values (?, ?, 'pending', 'Under Construction', 'Uttara')", [uniId, name]);
    t = await openDashboard(viewport, "admin", "/dashboard/reports/sales");
    const origin = new URL(t.url("/")).origin;
    const send = async (method: "post" | "put", path: string, data: unknown) => {
      const res = await t.context.request[method](t.url(path), { headers: { Origin: origin }, data });
      if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
      return (await res.json()) as any;
    };
    await send("post", `/api/projects/${uniId}/units`, { floors: [1, 2], units: [{ code: "A", sizeSft: 1000, bedrooms: 3, bathrooms: 2 }, { code: "B", sizeSft: 1000, bedrooms: 3, bathrooms: 2 }] });
    await send("put", `/api/projects/${uniId}/prices`, { ratePerSft: 5000, floorPremiums: [], extras: [], showPrices: false });
    const [plan] = await send("put", `/api/projects/${uniId}/plans`, [AT_ONCE]);
    const ids = Object.fromEntries((await queryRows<{ id: number; code: string }>("select id, code from units where projectUniId = ?", [uniId])).map((u) => [u.code, u.id]));
    const book = (code: string, bookedAt: string) => send("post", `/api/units/${ids[code]}/bookings`, { buyers: [{ name: `Buyer ${code}`, phone: "01711223344", address: "Road 1, Uttara" }], planId: plan.id, bookedAt });
    const today = dhakaDay();
    const paid = await book("1A", today);
    await send("post", `/api/bookings/${paid.id}/payments`, { paidAt: today, amount: 200_000, mode: "cash" });
    await book("1B", dhakaDay(100));
    const cancelled = await book("2A", today);
    await send("post", `/api/bookings/${cancelled.id}/payments`, { paidAt: today, amount: 100_000, mode: "cash" });
    await send("post", `/api/bookings/${cancelled.id}/cancel`, { reason: "Buyer withdrew", refund: { amount: 100_000, paidAt: today, mode: "cash" } });
    await t.page.reload();
    await t.page.getByRole("heading", { level: 2, name: "Collections" }).waitFor();
  });
  afterAll(async () => {
    await t.context.close();
    await deleteBookedProject(uniId);
  });

  /** The project's figures: its table row's cells at 1280 px, its card's values at 375 px. */
  const figures = async () => {
    if (viewport === "desktop") {
      const row = t.page.getByRole("region", { name: "Collections by project" }).getByRole("row").filter({ hasText: name });
      await row.waitFor();
      return (await row.getByRole("cell").allInnerTexts()).slice(1).map((c) => c.trim());
    }
    const card = t.page.getByRole("list", { name: "Collections by project" }).getByRole("listitem").filter({ hasText: name });
    await card.waitFor();
    return (await card.locator("dd").allInnerTexts()).map((c) => c.trim());
  };

  it("shows the month's due and net collected money, today's overdue by age and the cancellation, with a total row", async () => {
    expect(await figures()).toEqual(THIS_MONTH);
    const region = viewport === "desktop" ? t.page.getByRole("region", { name: "Collections by project" }) : t.page.getByRole("list", { name: "Collections by project" });
    await region.getByText("All projects").waitFor();
    expect(await t.page.getByLabel("Month").inputValue()).toBe(dhakaDay().slice(0, 7));
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });

  it("shows another month when one is picked, overdue still as of today, and exports that month as CSV", async () => {
    await t.page.getByLabel("Month").fill("2025-01");
    const link = t.page.getByRole("link", { name: "Download collections CSV" });
    await t.page.locator('a[href="/api/reports/sales/collections?month=2025-01&format=csv"]').waitFor();
    await expect.poll(figures, { timeout: 10_000 }).toEqual(["Tk 0", "Tk 0", ...THIS_MONTH.slice(2, 7), "0", "Tk 0"]);
    const res = await t.context.request.get(t.url((await link.getAttribute("href"))!));
    expect(res.headers()["content-type"]).toContain("text/csv");
    expect(await res.text()).toContain(`${uniId},${name},0,0,5000000,0,2500000,2000000,500000,0,0`);
    const current = await t.context.request.get(t.url(`/api/reports/sales/collections?month=${dhakaDay().slice(0, 7)}&format=csv`));
    expect(await current.text()).toContain(`${uniId},${name},500000,200000,5000000,0,2500000,2000000,500000,1,100000`);
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

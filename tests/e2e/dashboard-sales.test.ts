import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, type TestPage } from "./browser";
import { openDashboard, queryRows, settled, VIEWPORT_NAMES } from "./staff";

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

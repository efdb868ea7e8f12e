import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, type TestPage } from "./browser";
import { openDashboard, queryRows, settled, toast, VIEWPORT_NAMES, deleteBookedProject } from "./staff";

afterAll(closeBrowser);

const PLAN = { name: "Monthly", bookingPercent: 10, downPaymentPercent: 20, installments: 12, intervalMonths: 1, handoverPercent: 10, oneTimeDiscountPercent: 0 };

/**
 * Issue 46 ("from a lead or directly"; docs/product.md §11): a Manager opens a lead that asked about a flat,
 * books the flat from the lead's dialog (the lead's name, phone and e-mail as the main buyer, its id kept on
 * the booking) and records a payment. Each viewport has a project (pending: no public page shows it) and a lead.
 */
describe.each(VIEWPORT_NAMES)("booking a flat from a lead at %s width", (viewport) => {
  let t: TestPage;
  const uniId = `E2E-LEAD-BOOK-${viewport}-${Date.now()}`;
  const leadName = `Lead ${viewport} ${Date.now() % 100_000}`;
  const dialog = (name: string) => t.page.getByRole("dialog", { name });
  let leadId = 0;

  beforeAll(async () => {
    await queryRows("insert into projects (uniId, name, status, category, location) values (?, ?, 'pending', 'Under Construction', 'Uttara')", [uniId, `${uniId} Tower`]);
    t = await openDashboard(viewport, "manager", "/dashboard");
    const headers = { Origin: new URL(t.url("/")).origin };
    const send = (method: "post" | "put", path: string, data: unknown) => t.context.request[method](t.url(`/api${path}`), { headers, data });
    expect((await send("post", `/projects/${uniId}/units`, { floors: [1, 1], units: [{ code: "A", sizeSft: 1000, bedrooms: 3, bathrooms: 2 }] })).status()).toBe(201);
    expect((await send("put", `/projects/${uniId}/prices`, { ratePerSft: 5000, floorPremiums: [], extras: [], showPrices: false })).ok()).toBe(true);
    expect((await send("put", `/projects/${uniId}/plans`, [PLAN])).ok()).toBe(true);
    const [flat] = await queryRows<{ id: number }>("select id from units where projectUniId = ?", [uniId]);
    const [lead] = await queryRows<{ id: number }>(
      "insert into messages (name, email, number, message, kind, projectUniId, unitId, createdAt) values (?, ?, ?, ?, 'contact', ?, ?, ?) returning id",
      [leadName, "lead.buyer@example.com", "+8801911223344", "Is flat 1A still available?", uniId, flat!.id, new Date().toISOString()],
    );
    leadId = lead!.id;
  });
  afterAll(async () => {
    await t.context.close();
    await deleteBookedProject(uniId);
    await queryRows("delete from outbox where messageId = ?", [leadId]);
    await queryRows("delete from messages where id = ?", [leadId]);
  });

  it("offers Book this flat on the lead, with the lead as the main buyer, and keeps the lead on the booking", async () => {
    await t.page.goto(t.url(`/dashboard/message/inbox?lead=${leadId}`));
    const lead = dialog("Lead");
    await lead.getByRole("link", { name: `${uniId} Tower · flat 1A` }).waitFor();
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await lead.getByRole("button", { name: "Book this flat: 1A" }).click();
    const modal = dialog("Book flat 1A");
    const main = modal.getByRole("group", { name: "Main buyer" });
    expect(await main.getByLabel("Name").inputValue()).toBe(leadName);
    expect(await main.getByLabel("Phone").inputValue()).toBe("+8801911223344");
    expect(await main.getByLabel("Email").inputValue()).toBe("lead.buyer@example.com");
    expect(await modal.getByLabel("Lead id").inputValue()).toBe(String(leadId));
    await main.getByLabel("Address").fill("House 5, Road 2, Uttara, Dhaka");
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await modal.getByRole("button", { name: "Book Flat" }).click();
    await t.page.getByRole("heading", { level: 1, name: `Booking: ${leadName}, ${uniId} 1A` }).waitFor();
    expect(await queryRows("select leadId, status from bookings where projectUniId = ?", [uniId])).toEqual([{ leadId, status: "active" }]);
    expect(await queryRows("select status from units where projectUniId = ?", [uniId])).toEqual([{ status: "booked" }]);
  });

  it("records a payment on the new booking: its booking money reads paid", async () => {
    await t.page.getByRole("button", { name: "Record Payment" }).click();
    const modal = dialog("Record Payment");
    await modal.getByLabel("Amount (taka)").fill("500000");
    await modal.getByLabel("Mode").selectOption("cash");
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await modal.getByRole("button", { name: "Record Payment" }).click();
    await toast(t, "Payment of Tk 500,000 recorded").waitFor();
    await modal.waitFor({ state: "detached" });
    await t.page.getByRole("row", { name: /Booking money/ }).getByText("paid", { exact: true }).waitFor();
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

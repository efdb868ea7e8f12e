import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, type TestPage } from "./browser";
import { openDashboard, queryRows, settled, signIn, toast, VIEWPORT_NAMES, deleteBookedProject } from "./staff";

afterAll(closeBrowser);

const PLAN = { name: "Monthly", bookingPercent: 10, downPaymentPercent: 20, installments: 12, intervalMonths: 1, handoverPercent: 10, oneTimeDiscountPercent: 0 };
const daysAgo = (n: number) => new Date(Date.now() + 6 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 46 item 5: a Manager books a flat from the Units screen, records a payment, and finds the booking in
 * Buyers & bookings by buyer and by receipt number; only an Admin sees Waive (docs/product.md §11). Each
 * viewport has a project of its own (pending, so no public page or other test sees it).
 */
describe.each(VIEWPORT_NAMES)("Buyers & bookings at %s width", (viewport) => {
  let t: TestPage;
  const uniId = `E2E-BOOK-${viewport}-${Date.now()}`;
  const buyer = `Buyer ${viewport} ${Date.now() % 100_000}`;
  const dialog = (name: string) => t.page.getByRole("dialog", { name });
  let receipt = "";
  let flats: { id: number; code: string }[] = [];

  beforeAll(async () => {
    await queryRows("insert into projects (uniId, name, status, category, location) values (?, ?, 'pending', 'Under Construction', 'Uttara')", [uniId, `${uniId} Tower`]);
    t = await openDashboard(viewport, "manager", `/dashboard/projects/projects/${uniId}/units`);
    const headers = { Origin: new URL(t.url("/")).origin };
    const post = (method: "post" | "put", path: string, data: unknown) => t.context.request[method](t.url(`/api${path}`), { headers, data });
    expect((await post("post", `/projects/${uniId}/units`, { floors: [1, 1], units: [{ code: "A", sizeSft: 1000, bedrooms: 3, bathrooms: 2 }, { code: "B", sizeSft: 1000, bedrooms: 3, bathrooms: 2 }] })).status()).toBe(201);
    expect((await post("put", `/projects/${uniId}/prices`, { ratePerSft: 5000, floorPremiums: [], extras: [], showPrices: false })).ok()).toBe(true);
    const plans = (await (await post("put", `/projects/${uniId}/plans`, [PLAN])).json()) as { id: number }[];
    flats = await queryRows<{ id: number; code: string }>("select id, code from units where projectUniId = ? order by code", [uniId]);
    // 1B: booked 100 days ago with a delay policy, so its overdue lines carry a delay charge an Admin may waive.
    expect((await post("put", `/projects/${uniId}/delay-policy`, { percentPerMonth: 2, graceDays: 0 })).ok()).toBe(true);
    const old = await post("post", `/units/${flats[1]!.id}/bookings`, { buyers: [{ name: `Late ${buyer}`, phone: "01711223344", address: "Road 1, Uttara" }], planId: plans[0]!.id, bookedAt: daysAgo(100) });
    expect(old.status()).toBe(201);
    await t.page.reload();
    await t.page.getByRole("heading", { level: 1, name: `Units: ${uniId} Tower` }).waitFor();
  });
  afterAll(async () => {
    await t.context.close();
    await deleteBookedProject(uniId);
  });

  it("books a flat from the Units screen and lands on the booking's page", async () => {
    await t.page.getByRole("region", { name: "Flats by floor" }).getByRole("button", { name: /^Flat 1A:/ }).click();
    await dialog("Flat 1A").getByRole("button", { name: "Book this flat" }).click();
    const modal = dialog("Book flat 1A");
    const main = modal.getByRole("group", { name: "Main buyer" });
    await main.getByLabel("Name").fill(buyer);
    await main.getByLabel("Phone").fill("01811223344");
    await main.getByLabel("Address").fill("House 5, Road 2, Uttara, Dhaka");
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await modal.getByRole("button", { name: "Book Flat" }).click();
    await t.page.getByRole("heading", { level: 1, name: `Booking: ${buyer}, ${uniId} 1A` }).waitFor();
    const booking = t.page.getByRole("row", { name: /Booking money/ });
    expect(await booking.innerText()).toMatch(/Tk 500,000[\s\S]*Due/i);
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
  });

  it("records a payment: the line reads paid and the payment shows its receipt number", async () => {
    await t.page.getByRole("button", { name: "Record Payment" }).click();
    const modal = dialog("Record Payment");
    await modal.getByLabel("Amount (taka)").fill("500000");
    await modal.getByLabel("Mode").selectOption("bank-transfer");
    await modal.getByLabel("Reference").fill("TRX 991");
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await modal.getByRole("button", { name: "Record Payment" }).click();
    await toast(t, "Payment of Tk 500,000 recorded").waitFor();
    await modal.waitFor({ state: "detached" });
    await t.page.getByRole("row", { name: /Booking money/ }).getByText("paid", { exact: true }).waitFor();
    const payment = t.page.getByRole("table", { name: "Payments" }).getByRole("row", { name: /R-\d{4}-\d{6}/ });
    expect(await payment.innerText()).toMatch(/Payment[\s\S]*Tk 500,000[\s\S]*Bank transfer[\s\S]*TRX 991/);
    receipt = /R-\d{4}-\d{6}/.exec(await payment.innerText())![0];
    // Its receipt as a PDF, in English and Bengali, built by the worker in workerd with the bundled fonts.
    const english = payment.getByRole("link", { name: `Receipt ${receipt}, PDF in English` });
    const bengali = payment.getByRole("link", { name: `বাংলা: receipt ${receipt}, PDF in Bengali` });
    expect(await english.getAttribute("href")).toBe(`/api/receipts/${receipt}.pdf?lang=en`);
    expect(await bengali.getAttribute("href")).toBe(`/api/receipts/${receipt}.pdf?lang=bn`);
    for (const link of [english, bengali]) {
      const res = await t.context.request.get(t.url((await link.getAttribute("href"))!));
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("application/pdf");
      expect(res.headers()["content-disposition"]).toBe(`attachment; filename="${receipt}.pdf"`);
      const pdf = await res.body();
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString();
      expect(text).toContain(receipt);
      expect(text).toContain(link === english ? "Taka five lakh only" : "পাঁচ লক্ষ টাকা মাত্র");
    }
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
  });

  it("uploads a PDF to the booking: listed under Documents, its link downloads it", async () => {
    await t.page.getByRole("button", { name: "Upload Document" }).click();
    const modal = dialog("Upload Document");
    await modal.getByLabel("Name").fill("Allotment letter");
    await modal.getByLabel("Kind").selectOption("allotment");
    const pdf = Buffer.from("%PDF-1.4\n% an allotment letter\n%%EOF\n");
    await modal.getByLabel("File").setInputFiles({ name: "allotment.pdf", mimeType: "application/pdf", buffer: pdf });
    await modal.getByText("allotment.pdf").waitFor();
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await modal.getByRole("button", { name: "Upload Document" }).click();
    await toast(t, 'Document "Allotment letter" shared with the buyers').waitFor();
    await modal.waitFor({ state: "detached" });
    const link = t.page.getByRole("table", { name: "Documents" }).getByRole("link", { name: "Allotment letter" });
    await link.waitFor();
    const res = await t.context.request.get(t.url((await link.getAttribute("href"))!));
    expect(res.status()).toBe(200);
    expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="Allotment_letter\.pdf"/);
    expect((await res.body()).equals(pdf)).toBe(true);
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
  });

  it("finds the booking by buyer and by receipt number", async () => {
    await t.page.locator("#dashboard-main").getByRole("link", { name: "Buyers & bookings" }).click();
    await t.page.getByRole("heading", { level: 1, name: "Buyers & bookings" }).waitFor();
    const search = t.page.getByRole("searchbox", { name: "Search bookings" });
    const result = t.page.getByRole("link", { name: buyer, exact: true });
    const late = t.page.getByRole("link", { name: `Late ${buyer}`, exact: true });
    // Each search changes what is listed, so each wait sees the new answer, not the last one.
    await search.fill(`Late ${buyer}`);
    await late.waitFor();
    await result.waitFor({ state: "detached" });
    await search.fill(buyer);
    await result.waitFor();
    await search.fill(receipt);
    await late.waitFor({ state: "detached" });
    await result.waitFor();
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await search.fill(`Late ${buyer}`);
    await t.page.getByRole("checkbox", { name: "Overdue only" }).check();
    await late.click();
    await t.page.getByRole("heading", { level: 1, name: `Booking: Late ${buyer}, ${uniId} 1B` }).waitFor();
    // A Manager sees no Waive: waiving a delay charge is an Admin's (the server answers 403 anyway).
    await t.page.getByRole("row", { name: /Down payment/ }).getByText("overdue", { exact: true }).waitFor();
    expect(await t.page.getByRole("button", { name: /^Waive/ }).count()).toBe(0);
  });

  it("shows Waive to an Admin on a line with a delay charge", async () => {
    const admin = await openPage(viewport);
    await signIn(admin, "admin");
    const [late] = await queryRows<{ id: number }>("select id from bookings where unitId = ?", [flats[1]!.id]);
    await admin.page.goto(admin.url(`/dashboard/projects/bookings/${late!.id}`));
    await admin.page.getByRole("button", { name: "Waive the delay charge of Down payment" }).waitFor();
    await admin.context.close();
  });
});

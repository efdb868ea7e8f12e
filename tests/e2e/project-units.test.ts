import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { emi, planParts } from "../../worker/contract/payment-plan";
import { formatNumber } from "../../worker/contract/local-formats";
import type { PaymentPlan, PublicUnit } from "../../worker/contract/units";
import { seriousViolations } from "./axe";
import type { Page } from "playwright-core";
import { closeBrowser, launch, openPage, type TestPage, VIEWPORTS } from "./browser";
import { database, queryRows, signIn } from "./staff";

afterAll(closeBrowser);

const PROJECT = "PRJ-0001";
/** Brings island `name` (hydrated as it nears the viewport) into view and waits until it runs. */
async function live(page: Page, name: string) {
  await page.locator(`[data-island="${name}"] :is(input:not([type=hidden]), select)`).first().scrollIntoViewIfNeeded();
  await page.locator(`[data-island="${name}"][data-live]`).waitFor({ state: "attached" });
}

const api = async <T>(path: string) => (await (await fetch(`${inject("baseUrl")}/api/${path}`)).json()) as T;

const WORDS = {
  en: { prefix: "", bedsOf: (n: number) => `${n} beds`, showing: (s: string, t: string) => `Showing ${s} of ${t} flats`, tk: (a: string) => `Tk ${a}`, emi: "Monthly instalment (EMI):", ask: "Ask about this flat", about: (c: string) => `About flat ${c}`, name: "Your name", number: "Phone number", phone: "01712345678", date: "Preferred day", morning: "Morning", send: "Request a visit", sent: "Thank you! We will call you to confirm the visit.", loan: "Loan amount (Tk)", rate: "Interest rate (% a year)", years: "Years", calculate: "Calculate" },
  bn: { prefix: "/bn", bedsOf: (n: number) => `${formatNumber(n, "bn")} বেডরুম`, showing: (s: string, t: string) => `${t}টির মধ্যে ${s}টি ফ্ল্যাট দেখানো হচ্ছে`, tk: (a: string) => `${a} টাকা`, emi: "মাসিক কিস্তি (ইএমআই):", ask: "এই ফ্ল্যাট সম্পর্কে জানতে চাই", about: (c: string) => `ফ্ল্যাট ${c} সম্পর্কে`, name: "আপনার নাম", number: "ফোন নম্বর", phone: "০১৭১২৩৪৫৬৭৮", date: "পছন্দের দিন", morning: "সকাল", send: "ভিজিটের অনুরোধ পাঠান", sent: "ধন্যবাদ! ভিজিট নিশ্চিত করতে আমরা আপনাকে ফোন করব।", loan: "ঋণের পরিমাণ (টাকা)", rate: "সুদের হার (বছরে %)", years: "বছর", calculate: "হিসাব করুন" },
} as const;

/** Issue 45 on a project's public page (docs/product.md §10): the grid, its filters, a flat's plans and EMI, "Ask about this flat". */
describe.each([
  ["desktop", "en"],
  ["mobile", "en"],
  ["desktop", "bn"],
  ["mobile", "bn"],
] as const)("a project's flats at %s width in %s", (viewport, lang) => {
  const w = WORDS[lang];
  const money = (n: number) => w.tk(formatNumber(n, lang, 0));
  let t: TestPage;
  let units: PublicUnit[];
  let plans: PaymentPlan[];
  let flat: PublicUnit;
  const leadName = `Flat${viewport}${lang}${Date.now().toString(36)}`;

  beforeAll(async () => {
    units = await api<PublicUnit[]>(`projects/${PROJECT}/units`);
    plans = await api<PaymentPlan[]>(`projects/${PROJECT}/plans`);
    flat = units.find((u) => u.status === "available" && u.price)!;
    t = await openPage(viewport);
  });
  afterAll(async () => {
    await t.context.close();
    const db = database();
    const rows = (await db.execute({ sql: "select id from messages where name = ?", args: [leadName] })).rows;
    for (const { id } of rows) {
      await db.execute({ sql: "delete from outbox where messageId = ?", args: [id as number] });
      await db.execute({ sql: "delete from messages where id = ?", args: [id as number] });
    }
    db.close();
  });

  it("shows every flat floor by floor, a hold as booked, with a legend, and filters them once scripts run", async () => {
    await t.page.goto(t.url(`${w.prefix}/projects/${PROJECT}#units`));
    const cells = t.page.locator("#unit-grid [data-flat]");
    await cells.first().waitFor();
    expect(await cells.count()).toBe(units.length);
    const held = await queryRows<{ id: number }>("select id from units where projectUniId = ? and status = 'hold'", [PROJECT]);
    for (const h of held) expect(units.find((u) => u.id === h.id)?.status).toBe("booked");
    expect(await t.page.locator('#unit-grid [data-status="hold"]').count()).toBe(0);
    // On a phone the grid scrolls inside its own box: the page never scrolls sideways.
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await live(t.page, "unit-filters");
    const beds = Math.max(...units.map((u) => u.bedrooms));
    const bedsSelect = t.page.locator("#units select").nth(1);
    await expect.poll(() => bedsSelect.isEnabled()).toBe(true);
    await bedsSelect.selectOption(String(beds));
    const fits = units.filter((u) => u.bedrooms === beds).length;
    await t.page.getByText(w.showing(formatNumber(fits, lang), formatNumber(units.length, lang))).waitFor();
    expect(await t.page.locator("#unit-grid [data-flat]:visible").count()).toBe(fits);
    expect(await seriousViolations(t.page)).toEqual([]);
  });

  it("opens a flat: its price, each plan in taka adding up to it, and a live EMI calculator", async () => {
    await t.page.goto(t.url(`${w.prefix}/projects/${PROJECT}#units`));
    await t.page.locator(`#unit-grid a[href="?unit=${flat.id}#flat"]`).click();
    const panel = t.page.locator("#flat");
    await panel.waitFor();
    expect(new URL(t.page.url()).searchParams.get("unit")).toBe(String(flat.id));
    expect(await panel.getByTestId("flat-price").innerText()).toBe(money(flat.price!));
    for (const plan of plans) {
      const parts = planParts(flat.price!, plan);
      const table = panel.locator(`table[data-plan="${plan.id}"]`);
      const amounts = await table.locator("[data-amount]").allInnerTexts();
      expect(amounts).toEqual([parts.booking, parts.downPayment, ...(plan.installments ? [parts.installments.reduce((a, b) => a + b, 0)] : []), parts.handover].map(money));
      expect(parts.booking + parts.downPayment + parts.installments.reduce((a, b) => a + b, 0) + parts.handover).toBe(flat.price);
      expect(await table.locator("[data-total]").innerText()).toBe(money(flat.price!));
    }
    await live(t.page, "emi-calculator");
    await panel.getByLabel(w.loan).fill("5000000");
    await panel.getByLabel(w.rate).fill("9");
    await panel.getByLabel(w.years, { exact: true }).fill("20");
    await expect.poll(() => panel.getByTestId("emi-result").innerText()).toContain(`${w.emi} ${money(emi(5_000_000, 9, 20))}`);
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });

  it("asks about the flat through the visit form, and the inbox shows the lead with its flat", async () => {
    const panel = t.page.locator("#flat");
    await panel.getByRole("link", { name: w.ask }).click();
    await expect.poll(() => new URL(t.page.url()).hash).toBe("#visit");
    const form = t.page.locator("#visit form");
    await form.getByText(w.about(flat.code)).waitFor();
    await live(t.page, "visit-form");
    await form.getByLabel(w.name).fill(leadName);
    // In Bengali as a Bengali phone types it: Bengali digits, stored as +8801712345678.
    await form.getByLabel(w.number).fill(w.phone);
    const day = new Date(Date.now() + 6 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel(w.date).fill(day);
    await form.getByLabel(w.morning).check();
    await form.getByRole("button", { name: w.send }).click();
    await form.getByText(w.sent).waitFor({ timeout: 30_000 });
    const [lead] = await queryRows<{ id: number; unitId: number; kind: string; number: string }>("select id, unitId, kind, number from messages where name = ?", [leadName]);
    expect(lead).toMatchObject({ unitId: flat.id, kind: "visit", number: "+8801712345678" });
    await signIn(t, "manager");
    await t.page.goto(t.url("/dashboard/message/inbox"));
    await t.page.getByRole("searchbox", { name: "Search messages" }).fill(leadName);
    await t.page.getByRole("button", { name: `View message from ${leadName}` }).first().click();
    const dialog = t.page.getByRole("dialog", { name: "Lead" });
    const flats = dialog.getByTestId("lead-flats");
    await flats.getByText(`flat ${flat.code}`, { exact: false }).waitFor();
    expect(await flats.innerText()).toMatch(new RegExp(`Asked about: UDAY Nilachol · flat ${flat.code}[\\s\\S]*floor ${flat.floor} · Available`));
    expect(await seriousViolations(t.page)).toEqual([]);
  });

  it("works with JavaScript off: the flat's panel and the EMI form computed by the server", async () => {
    const off = await (await launch()).newContext({ viewport: VIEWPORTS[viewport], baseURL: inject("baseUrl"), javaScriptEnabled: false });
    const page = await off.newPage();
    try {
      await page.goto(`${w.prefix}/projects/${PROJECT}#units`);
      await page.locator(`#unit-grid a[href="?unit=${flat.id}#flat"]`).click();
      const panel = page.locator("#flat");
      await panel.waitFor();
      expect(await panel.getByTestId("flat-price").innerText()).toBe(money(flat.price!));
      await panel.getByLabel(w.loan).fill("4000000");
      await panel.getByLabel(w.rate).fill("10");
      await panel.getByLabel(w.years, { exact: true }).fill("15");
      await panel.getByRole("button", { name: w.calculate }).click();
      await page.waitForURL(/loan=4000000/);
      expect(await page.locator("#flat").getByTestId("emi-result").innerText()).toContain(`${w.emi} ${money(emi(4_000_000, 10, 15))}`);
      // "Ask about this flat": the visit form names the flat and carries its id for the no-script post.
      expect(await page.locator('#visit input[name="unitId"]').getAttribute("value")).toBe(String(flat.id));
      // axe runs on the same markup with JavaScript on (above); it needs the page's own timers to run.
    } finally {
      await off.close();
    }
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactInformation, messages, paymentPlans, priceLists, projectDetails, projects, units } from "../../worker/db/schema/index";
import type { RenderPage } from "../../worker/env";
import { createTestApp, type TestApp } from "../helpers/app";
import { signedIn } from "../helpers/auth";

const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Generic</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const assets = { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const NOW = new Date("2026-11-27T04:00:00.000Z");

/** The hidden fields of the no-script confirmation page, as a browser sends them back. */
function hiddenFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) out[m[1]!] = m[2]!.replace(/&amp;/g, "&");
  return out;
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

/**
 * Issue 45 on the public side (docs/product.md §10): the project page's grid and a flat's panel as server
 * HTML (what a browser without JavaScript gets), the lead keeping the flat through both form paths, and
 * the listing's summary and filter. Uses the renderer `vite build` makes.
 */
describe("flats on the public site", () => {
  let t: TestApp;
  const clock = { now: NOW };
  let cookie = "";
  const id: Record<string, number> = {};
  beforeAll(async () => {
    const { renderPage } = (await import("../../dist/server/entry-server.js")) as { renderPage: RenderPage };
    t = await createTestApp({ assets, render: renderPage, now: () => clock.now, siteOrigin: "https://www.uday.example" });
    cookie = (await signedIn(t, "Manager")).cookie;
    const project = (uniId: string, name: string) => ({ uniId, name, status: "approved", category: "Under Construction", location: "Mirpur" });
    await t.db.insert(projects).values([project("PRJ-P1", "UDAY Shown"), project("PRJ-P2", "UDAY Hidden Prices"), project("PRJ-P3", "UDAY No Flats")]);
    await t.db.insert(projectDetails).values([
      { uniId: "PDT-P1", foreignKey: "PRJ-P1", description: ["Shown prices."] },
      { uniId: "PDT-P2", foreignKey: "PRJ-P2", description: ["Hidden prices."] },
    ]);
    await t.db.insert(contactInformation).values({ image: "", phone: "+8801700000000", phones: [], email: "info@uday.example", socialHandle: "", address: "Dhaka", mapEmbed: "" });
    const at = NOW.toISOString();
    const flat = (projectUniId: string, floor: number, code: string, status: "available" | "hold" | "booked" | "sold" | "landowner", sizeSft = 1333) => ({
      projectUniId, floor, code, sizeSft, bedrooms: 3, bathrooms: 2, status, createdAt: at, updatedAt: at,
      ...(status === "hold" ? { holdUntil: new Date(NOW.getTime() + 86_400_000).toISOString() } : {}),
    });
    await t.db.insert(units).values([
      flat("PRJ-P1", 1, "1A", "available"), flat("PRJ-P1", 1, "1B", "hold"), flat("PRJ-P1", 2, "2A", "sold"), flat("PRJ-P1", 2, "2B", "landowner"), flat("PRJ-P1", 3, "3A", "available", 1777),
      flat("PRJ-P2", 1, "1A", "available"), flat("PRJ-P2", 1, "1B", "booked"),
    ]);
    for (const u of await t.db.select().from(units)) id[`${u.projectUniId} ${u.code}`] = u.id;
    await t.db.insert(priceLists).values([
      { projectUniId: "PRJ-P1", ratePerSft: 7777, floorPremiums: [{ floor: 3, perSft: 100 }], extras: [{ name: "Car park", amount: 333_333 }], showPrices: true, createdBy: 1, createdAt: at },
      { projectUniId: "PRJ-P2", ratePerSft: 9000, floorPremiums: [], extras: [], showPrices: false, createdBy: 1, createdAt: at },
    ]);
    const plan = { name: "Easy 37", bookingPercent: 7, downPaymentPercent: 13, installments: 37, intervalMonths: 1, handoverPercent: 11, oneTimeDiscountPercent: 3, createdAt: at };
    await t.db.insert(paymentPlans).values([{ ...plan, projectUniId: "PRJ-P1", position: 0 }, { ...plan, projectUniId: "PRJ-P2", position: 0 }]);
  });
  afterAll(() => t.close());

  const page = async (path: string) => {
    const res = await t.request(path);
    expect(res.status).toBe(200);
    return res.text();
  };

  it("shows the grid floor by floor without JavaScript: a hold as booked, the landowner's share not for sale", async () => {
    const html = await page("/projects/PRJ-P1");
    const grid = html.slice(html.indexOf('id="unit-grid"'));
    expect(grid).toContain("<table");
    expect(grid).toMatch(/<th scope="row"[^>]*>3<\/th>/);
    // Only available flats are links; the held flat says Booked, never "hold".
    expect(grid).toContain(`href="?unit=${id["PRJ-P1 1A"]}#flat"`);
    expect(grid).not.toContain(`?unit=${id["PRJ-P1 1B"]}`);
    expect(grid).toMatch(/data-status="booked"[^>]*>[\s\S]*?1B/);
    expect(grid).not.toMatch(/data-status="hold"/);
    expect(grid).toMatch(/Landowner(&#x27;|')s share, not for sale/);
    expect(grid).not.toContain(`?unit=${id["PRJ-P1 2B"]}`);
    expect(html).not.toContain('id="flat"');
    // The filters island gets a few numbers, never the flat list.
    expect(html).toContain('data-island="unit-filters"');
  });

  it("opens a flat on ?unit=: its price and each plan in taka adding up to it, the EMI worked out on the server", async () => {
    const u = id["PRJ-P1 3A"]!;
    const html = await page(`/projects/PRJ-P1?unit=${u}&loan=5000000&rate=9&years=20`);
    const price = 1777 * (7777 + 100) + 333_333;
    const panel = html.slice(html.indexOf('id="flat"'), html.indexOf('id="unit-grid"'));
    expect(text(panel)).toContain(`Tk ${price.toLocaleString("en-US")}`);
    const amounts = [...panel.matchAll(/data-amount="">Tk ([\d,]+)</g)].map((m) => Number(m[1]!.replace(/,/g, "")));
    expect(amounts).toHaveLength(4);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(price);
    expect(text(panel)).toMatch(/37 instalments of Tk [\d,]+, every month/);
    // EMI = P·r·(1+r)^n / ((1+r)^n − 1): 5,000,000 at 9% over 20 years.
    const r = 0.09 / 12;
    const emi = Math.round((5_000_000 * r * (1 + r) ** 240) / ((1 + r) ** 240 - 1));
    expect(text(panel)).toContain(`Monthly instalment (EMI): Tk ${emi.toLocaleString("en-US")}`);
    // "Ask about this flat" leads to the visit form, which names the flat and carries its id.
    expect(panel).toContain('href="#visit"');
    expect(html).toContain(`<input type="hidden" name="unitId" value="${u}"/>`);
    expect(text(html)).toContain("About flat 3A");
  });

  it("writes Bengali digits on the Bengali page", async () => {
    const html = await page(`/bn/projects/PRJ-P1?unit=${id["PRJ-P1 1A"]}`);
    const start = html.indexOf(">", html.indexOf('id="flat"')) + 1;
    const panel = text(html.slice(start, html.indexOf('id="unit-grid"')));
    expect(panel).toMatch(/[০-৯],[০-৯]{3} টাকা/);
    // Every figure in Bengali digits; the flat's code and the plan's name are staff's text, kept as typed.
    expect(panel.replaceAll("1A", "").replaceAll("Easy 37", "")).not.toMatch(/[0-9]/);
  });

  it("says Price on request when the project hides its prices, and shows the plans in percentages", async () => {
    const html = await page(`/projects/PRJ-P2?unit=${id["PRJ-P2 1A"]}`);
    const panel = text(html.slice(html.indexOf('id="flat"'), html.indexOf('id="unit-grid"')));
    expect(panel).toContain("Price on request");
    expect(panel).not.toMatch(/Tk \d/);
    expect(panel).toContain("Easy 37");
    expect(text(await page(`/bn/projects/PRJ-P2?unit=${id["PRJ-P2 1A"]}`))).toContain("দাম জানতে যোগাযোগ করুন");
  });

  it("opens no panel for a flat that is not available, and says so", async () => {
    const html = await page(`/projects/PRJ-P1?unit=${id["PRJ-P1 2A"]}`);
    expect(html).not.toContain('id="flat"');
    expect(text(html)).toContain("This flat is not on sale any more.");
  });

  it("counts the available flats in the project's JSON-LD", async () => {
    const html = await page("/projects/PRJ-P1");
    expect(html).toContain('"numberOfAvailableAccommodationUnits":2');
  });

  it("keeps the flat on the lead through the no-script form, and the lead view shows it", async () => {
    const u = id["PRJ-P1 1A"]!;
    const post = (fields: Record<string, string>) =>
      t.request("/contact", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "203.0.113.90" }, body: new URLSearchParams(fields).toString() });
    const fields = { kind: "visit", projectUniId: "PRJ-P1", unitId: String(u), name: "Shirin", number: "01712345670", visitDate: "2026-11-30", visitSlot: "morning", website: "" };
    const pass = hiddenFields(await (await post(fields)).text());
    expect(pass.unitId).toBe(String(u));
    clock.now = new Date(clock.now.getTime() + 11_000);
    expect((await post(pass)).status).toBe(201);
    const [lead] = await t.db.select().from(messages).where(eq(messages.name, "Shirin"));
    expect(lead).toMatchObject({ kind: "visit", unitId: u, projectUniId: "PRJ-P1" });
    // A flat held for the lead shows too.
    await t.db.update(units).set({ holdLeadId: lead!.id }).where(eq(units.id, id["PRJ-P1 1B"]!));
    const res = await t.request(`/api/messages/${lead!.id}`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const view = (await res.json()) as { units: unknown[] };
    expect(view.units).toEqual([
      expect.objectContaining({ id: u, code: "1A", floor: 1, status: "available", projectName: "UDAY Shown", asked: true, held: false }),
      expect.objectContaining({ id: id["PRJ-P1 1B"], code: "1B", status: "hold", asked: false, held: true }),
    ]);
  });

  it("sums each project's flats on the list's cards, and filters to projects with flats available", async () => {
    const list = (await (await t.request("/api/projects")).json()) as { uniId: string; flats: unknown }[];
    const flats = Object.fromEntries(list.map((p) => [p.uniId, p.flats]));
    expect(flats).toEqual({
      "PRJ-P1": { available: 2, fromPrice: 1333 * 7777 + 333_333 },
      "PRJ-P2": { available: 1, fromPrice: null },
      "PRJ-P3": null,
    });
    const all = text(await page("/projects"));
    expect(all).toContain("2 flats available · from Tk 10,700,074");
    expect(all).toContain("1 flat available");
    expect(all).toContain("UDAY No Flats");
    expect(all).toContain("Showing 3 of 3 projects");
    const available = text(await page("/projects?available=1"));
    expect(available).toContain("Showing 2 of 3 projects");
    expect(available).toContain("Flats available");
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity, messages, projects, units } from "../../worker/db/schema/index";
import { releaseExpiredHolds } from "../../worker/lib/units";
import { createTestApp, type TestApp } from "../helpers/app";
import { signedIn } from "../helpers/auth";
import { withAltcha } from "../helpers/proof";

const NOW = new Date("2026-11-20T06:00:00.000Z");
const H = 3_600_000;

/** Issue 45: a project's flats, their status, price lists and payment plans, through the API on real libSQL. */
describe("units, prices and plans", () => {
  let t: TestApp;
  let clock = NOW;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    for (const d of ["Manager", "Admin", "Accountant"]) cookie[d] = (await signedIn(t, d)).cookie;
    const project = (uniId: string, status = "approved") => ({ uniId, name: `Project ${uniId}`, status, category: "Under Construction", location: "Mirpur" });
    await t.db.insert(projects).values([project("PRJ-U1"), project("PRJ-U2"), project("PRJ-HIDDEN", "pending")]);
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, body?: unknown, who: string | null = "Manager") =>
    t.request(`/api${path}`, {
      method,
      headers: { ...(who ? { Cookie: cookie[who]! } : {}), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const json = async (res: Response) => (await res.json()) as any;
  const unitsOf = async (uniId: string, who: string | null = null) => json(await call("GET", `/projects/${uniId}/units${who ? "?all=1" : ""}`, undefined, who));
  const flat = { code: "A", sizeSft: 1450, bedrooms: 3, bathrooms: 3, balconies: 2, facing: "South", parking: 1 };
  const logged = async (resource: string) => t.db.select().from(activity).where(eq(activity.resource, resource as never));

  it("creates flats in bulk, floors × codes, all in one batch with one activity entry", async () => {
    const res = await call("POST", "/projects/PRJ-U1/units", { floors: [1, 3], units: [flat, { ...flat, code: "B", sizeSft: 1200, bedrooms: 2, status: "landowner" }] });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created.map((u: any) => u.code)).toEqual(["1A", "1B", "2A", "2B", "3A", "3B"]);
    expect(created[1]).toMatchObject({ floor: 1, sizeSft: 1200, bedrooms: 2, status: "landowner", building: null, price: null, holdUntil: null });
    expect((await logged("units")).map((a) => a.label)).toEqual(["PRJ-U1: 6 flats"]);
    const one = await call("POST", "/projects/PRJ-U1/units", { ...flat, code: "PH", floor: 10, building: "North" });
    expect(one.status).toBe(201);
    expect(await json(one)).toMatchObject({ code: "PH", floor: 10, building: "North", status: "available" });
  });

  it("refuses bad input with a clear 4xx and writes nothing", async () => {
    const before = (await t.db.select().from(units)).length;
    const entries = (await logged("units")).length;
    const cases: [unknown, number, RegExp][] = [
      [{ floors: [5, 2], units: [flat] }, 422, /from the lower floor/],
      [{ floors: [1, 2], units: [{ ...flat, sizeSft: -3 }] }, 422, /sizeSft must be a whole number/],
      [{ floors: [4, 5], units: [flat, flat] }, 422, /given twice: 4A, 5A/],
      [{ ...flat, floor: 2, code: "2A" }, 409, /already in this building/],
      // One clash among new flats: none of them is added.
      [{ floors: [3, 4], units: [{ ...flat, code: "A" }] }, 409, /already in this building/],
      [{ ...flat, floor: 1, status: "hold" }, 422, /a hold has its own call/],
      [{ ...flat, floor: 1, code: "Z", secret: 1 }, 422, /Unknown field: secret/],
    ];
    for (const [body, status, message] of cases) {
      const res = await call("POST", "/projects/PRJ-U1/units", body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await json(res)).error.message).toMatch(message);
    }
    expect((await call("POST", "/projects/NOPE/units", flat)).status).toBe(404);
    expect((await t.request("/api/projects/PRJ-U1/units", { method: "POST", headers: { Cookie: cookie.Manager! }, body: "x" })).status).toBe(415);
    expect((await t.db.select().from(units)).length).toBe(before);
    expect((await logged("units")).length).toBe(entries);
  });

  it("lets only staff with the projects menu write, and only they see every field", async () => {
    expect((await call("POST", "/projects/PRJ-U1/units", flat, null)).status).toBe(401);
    expect((await call("POST", "/projects/PRJ-U1/units", flat, "Accountant")).status).toBe(403);
    expect((await call("GET", "/projects/PRJ-U1/units?all=1", undefined, null)).status).toBe(401);
    expect((await call("GET", "/projects/PRJ-U1/units?all=1", undefined, "Accountant")).status).toBe(403);
    const [u] = await unitsOf("PRJ-U1");
    for (const [path, method] of [[`/units/${u.id}`, "PATCH"], [`/units/${u.id}`, "DELETE"], [`/units/${u.id}/hold`, "POST"], [`/units/${u.id}/release`, "POST"], ["/projects/PRJ-U1/prices", "PUT"], ["/projects/PRJ-U1/plans", "PUT"]] as const) {
      expect((await call(method, path, {}, null)).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, {}, "Accountant")).status, `${method} ${path}`).toBe(403);
    }
    // Visitors: the grid's fields only, and nothing of a project they cannot see.
    expect(Object.keys(u).sort()).toEqual(["bathrooms", "bedrooms", "building", "code", "facing", "floor", "id", "sizeSft", "status"]);
    expect((await call("GET", "/projects/PRJ-HIDDEN/units", undefined, null)).status).toBe(404);
    expect((await call("GET", "/projects/PRJ-HIDDEN/units?all=1", undefined, "Admin")).status).toBe(200);
  });

  it("keeps every version of a price list and shows prices to visitors only when the project does", async () => {
    expect(await json(await call("GET", "/projects/PRJ-U1/prices", undefined, null))).toEqual({ showPrices: false });
    const first = { ratePerSft: 9000, floorPremiums: [{ floor: 3, perSft: 200 }], extras: [{ name: "Car park", amount: 800_000 }], showPrices: false };
    expect((await call("PUT", "/projects/PRJ-U1/prices", first)).status).toBe(200);
    expect(await json(await call("GET", "/projects/PRJ-U1/prices", undefined, null))).toEqual({ showPrices: false });
    expect((await unitsOf("PRJ-U1")).some((u: any) => "price" in u)).toBe(false);
    clock = new Date(clock.getTime() + 1000);
    const second = await json(await call("PUT", "/projects/PRJ-U1/prices", { ...first, ratePerSft: 9500, showPrices: true }));
    expect(second).toMatchObject({ ratePerSft: 9500, showPrices: true, projectUniId: "PRJ-U1" });
    expect(await json(await call("GET", "/projects/PRJ-U1/prices", undefined, null))).toMatchObject({ ratePerSft: 9500 });
    const versions = await json(await call("GET", "/projects/PRJ-U1/prices?versions=1"));
    expect(versions.map((v: any) => v.ratePerSft)).toEqual([9500, 9000]);
    expect((await call("GET", "/projects/PRJ-U1/prices?versions=1", undefined, null)).status).toBe(401);
    // A third-floor flat: 1450 × (9500 + 200) + 800,000.
    const grid = await unitsOf("PRJ-U1");
    expect(grid.find((u: any) => u.code === "3A").price).toBe(1450 * 9700 + 800_000);
    expect(grid.find((u: any) => u.code === "1A").price).toBe(1450 * 9500 + 800_000);
    expect((await logged("price-lists")).length).toBe(2);
    for (const bad of [{ ...first, ratePerSft: 0 }, { ...first, floorPremiums: [{ floor: 1, perSft: 1 }, { floor: 1, perSft: 2 }] }, { ...first, extras: [{ name: "", amount: 1 }] }, { ratePerSft: 1 }]) {
      expect((await call("PUT", "/projects/PRJ-U1/prices", bad)).status, JSON.stringify(bad)).toBe(422);
    }
    expect(await json(await call("GET", "/projects/PRJ-U1/prices?versions=1"))).toHaveLength(2);
  });

  it("replaces a project's plans, whose parts add up to a flat's price to the taka", async () => {
    const plans = [
      { name: "Standard", bookingPercent: 10, downPaymentPercent: 20, installments: 30, intervalMonths: 1, handoverPercent: 10, oneTimeDiscountPercent: 5 },
      { name: "Easy", bookingPercent: 12.5, downPaymentPercent: 17.5, installments: 36, intervalMonths: 3, handoverPercent: 15, oneTimeDiscountPercent: 0 },
    ];
    const res = await call("PUT", "/projects/PRJ-U1/plans", plans);
    expect(res.status).toBe(200);
    const saved = await json(await call("GET", "/projects/PRJ-U1/plans", undefined, null));
    expect(saved.map(({ id: _id, ...p }: any) => p)).toEqual(plans);
    const bad = [{ ...plans[0], handoverPercent: 80 }];
    const refused = await call("PUT", "/projects/PRJ-U1/plans", bad);
    expect(refused.status).toBe(422);
    expect((await json(refused)).error.message).toMatch(/more than 100%/);
    expect(await json(await call("GET", "/projects/PRJ-U1/plans", undefined, null))).toEqual(saved);
    const { planParts } = await import("../../worker/contract/payment-plan");
    const price = (await unitsOf("PRJ-U1")).find((u: any) => u.code === "3B").price as number;
    for (const p of saved) {
      const parts = planParts(price, p);
      expect(parts.booking + parts.downPayment + parts.installments.reduce((a, b) => a + b, 0) + parts.handover).toBe(price);
    }
  });

  it("changes a flat's status only along the allowed steps, each logged", async () => {
    const u = (await unitsOf("PRJ-U1", "Manager")).find((x: any) => x.code === "2A");
    const patch = (body: unknown) => call("PATCH", `/units/${u.id}`, body);
    expect(await json(await patch({ status: "booked" }))).toMatchObject({ status: "booked" });
    expect((await patch({ status: "booked" })).status).toBe(409);
    expect((await patch({ status: "landowner" })).status).toBe(409);
    expect(await json(await patch({ status: "sold" }))).toMatchObject({ status: "sold" });
    const final = await patch({ status: "available" });
    expect(final.status).toBe(409);
    expect((await json(final)).error.message).toBe("This flat is sold: it cannot become available.");
    expect((await call("DELETE", `/units/${u.id}`)).status).toBe(409);
    expect(await json(await patch({ sizeSft: 1460 }))).toMatchObject({ sizeSft: 1460, status: "sold" });
    expect((await patch({})).status).toBe(422);
    const land = (await unitsOf("PRJ-U1", "Manager")).find((x: any) => x.code === "1B");
    expect(await json(await call("PATCH", `/units/${land.id}`, { status: "available" }))).toMatchObject({ status: "available" });
    expect((await call("DELETE", `/units/${land.id}`)).status).toBe(200);
    expect((await call("DELETE", `/units/${land.id}`)).status).toBe(404);
    const labels = (await logged("units")).map((a) => a.label);
    expect(labels).toEqual(expect.arrayContaining(["PRJ-U1 2A: available to booked", "PRJ-U1 2A: booked to sold", "PRJ-U1 1B: landowner to available", "PRJ-U1 1B"]));
  });

  it("lets exactly one of two staff hold the same flat at the same moment", async () => {
    const u = (await unitsOf("PRJ-U1", "Manager")).find((x: any) => x.code === "1A");
    const until = new Date(clock.getTime() + 24 * H).toISOString();
    const [a, b] = await Promise.all([call("POST", `/units/${u.id}/hold`, { until }, "Manager"), call("POST", `/units/${u.id}/hold`, { until }, "Admin")]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect((await json(loser)).error.message).toMatch(/no longer available|on hold, no longer available/);
    const holds = (await logged("units")).filter((x) => x.resourceId === String(u.id) && x.label?.includes("hold until"));
    expect(holds).toHaveLength(1);
    // Visitors see a hold as booked; staff see the hold and its expiry.
    expect((await unitsOf("PRJ-U1")).find((x: any) => x.id === u.id).status).toBe("booked");
    expect((await unitsOf("PRJ-U1", "Manager")).find((x: any) => x.id === u.id)).toMatchObject({ status: "hold", holdUntil: until });
    expect(await json(await call("POST", `/units/${u.id}/release`))).toMatchObject({ status: "available", holdUntil: null });
    expect((await call("POST", `/units/${u.id}/release`)).status).toBe(409);
  });

  it("lets exactly one of two staff book the same flat at the same moment", async () => {
    const u = (await unitsOf("PRJ-U1", "Manager")).find((x: any) => x.code === "3A");
    const [a, b] = await Promise.all([call("PATCH", `/units/${u.id}`, { status: "booked" }, "Manager"), call("PATCH", `/units/${u.id}`, { status: "booked" }, "Admin")]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it("refuses a hold in the past, too long, or for a lead that is not there", async () => {
    const u = (await unitsOf("PRJ-U1", "Manager")).find((x: any) => x.code === "1A");
    for (const body of [{ until: new Date(clock.getTime() - H).toISOString() }, { until: new Date(clock.getTime() + 31 * 24 * H).toISOString() }, { until: "tomorrow" }, { until: new Date(clock.getTime() + H).toISOString(), leadId: 99999 }]) {
      expect((await call("POST", `/units/${u.id}/hold`, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await unitsOf("PRJ-U1", "Manager")).find((x: any) => x.id === u.id).status).toBe("available");
  });

  it("has the cron release expired holds and log it, and leave live ones", async () => {
    const [a, b] = (await unitsOf("PRJ-U1", "Manager")).filter((x: any) => x.status === "available");
    await call("POST", `/units/${a.id}/hold`, { until: new Date(clock.getTime() + H).toISOString() });
    await call("POST", `/units/${b.id}/hold`, { until: new Date(clock.getTime() + 5 * H).toISOString() });
    expect(await releaseExpiredHolds(t.db, new Date(clock.getTime() + 30 * 60_000))).toEqual([]);
    expect(await releaseExpiredHolds(t.db, new Date(clock.getTime() + 2 * H))).toEqual([a.id]);
    const after = await unitsOf("PRJ-U1", "Manager");
    expect(after.find((x: any) => x.id === a.id)).toMatchObject({ status: "available", holdUntil: null });
    expect(after.find((x: any) => x.id === b.id)).toMatchObject({ status: "hold" });
    expect((await logged("units")).filter((x) => x.label?.endsWith("hold expired, available")).map((x) => x.resourceId)).toEqual([String(a.id)]);
    expect(await releaseExpiredHolds(t.db, new Date(clock.getTime() + 2 * H))).toEqual([]);
    await call("POST", `/units/${b.id}/release`);
  });

  it("keeps the flat a visitor asks about on the lead, and refuses a flat of another project", async () => {
    const u = (await unitsOf("PRJ-U1")).find((x: any) => x.code === "2B");
    const send = async (body: unknown) =>
      t.request("/api/messages", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(await withAltcha(t.request, body)) });
    const lead = { name: "Rahim", email: "rahim@example.com", number: "01712345678", message: "About this flat" };
    expect((await send({ ...lead, unitId: u.id })).status).toBe(201);
    const [row] = await t.db.select().from(messages).where(eq(messages.unitId, u.id));
    expect(row).toMatchObject({ projectUniId: "PRJ-U1", unitId: u.id });
    const wrong = await send({ ...lead, unitId: u.id, projectUniId: "PRJ-U2" });
    expect(wrong.status).toBe(422);
    expect((await json(wrong)).error.message).toBe("This flat is not in the chosen project.");
    expect((await send({ ...lead, unitId: 999999 })).status).toBe(422);
    const visit = { kind: "visit", name: "Karim", number: "01712345679", projectUniId: "PRJ-U1", visitDate: "2026-11-25", visitSlot: "morning", unitId: u.id };
    expect((await send(visit)).status).toBe(201);
    expect((await t.db.select().from(messages).where(eq(messages.unitId, u.id))).length).toBe(2);
    const staffView = await json(await t.request(`/api/messages/${row!.id}`, { headers: { Cookie: cookie.Manager! } }));
    expect(staffView.unitId).toBe(u.id);
  });

  it("reports sales per project for Reports (rep006), as JSON and CSV", async () => {
    expect((await call("GET", "/reports/sales", undefined, "Manager")).status).toBe(403);
    const [row] = await json(await call("GET", "/reports/sales", undefined, "Admin"));
    const flats = await unitsOf("PRJ-U1", "Admin");
    const count = (s: string) => flats.filter((f: any) => f.status === s).length;
    expect(row).toMatchObject({ uniId: "PRJ-U1", total: flats.length, byStatus: { available: count("available"), hold: count("hold"), booked: count("booked"), sold: count("sold"), landowner: count("landowner") } });
    const unsold = flats.filter((f: any) => f.status === "available" || f.status === "hold").reduce((s: number, f: any) => s + f.price, 0);
    expect(row.unsoldValue).toBe(unsold);
    expect(row.mostAsked[0]).toMatchObject({ code: "2B", leads: 2 });
    const held = flats.find((f: any) => f.status === "available");
    await call("POST", `/units/${held.id}/hold`, { until: new Date(clock.getTime() + 40 * H).toISOString() });
    const [again] = await json(await call("GET", "/reports/sales", undefined, "Admin"));
    expect(again.expiringHolds.map((h: any) => h.id)).toEqual([held.id]);
    const csv = await call("GET", "/reports/sales?format=csv", undefined, "Admin");
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Project,Name,Category,Flats,available,hold,booked,sold,landowner,Unsold value (Tk),Holds ending in 48 h,Most asked flats");
    expect(lines[1]).toMatch(/^PRJ-U1,Project PRJ-U1,Under Construction,/);
  });

  it("sends a project's flats, prices and plans to the Trash with it, and brings them back", async () => {
    await call("POST", "/projects/PRJ-U2/units", { floors: [1, 2], units: [flat] });
    await call("PUT", "/projects/PRJ-U2/prices", { ratePerSft: 8000, floorPremiums: [], extras: [], showPrices: true });
    await call("PUT", "/projects/PRJ-U2/plans", [{ name: "Standard", bookingPercent: 10, downPaymentPercent: 20, installments: 12, intervalMonths: 1, handoverPercent: 10, oneTimeDiscountPercent: 5 }]);
    const before = await unitsOf("PRJ-U2", "Admin");
    expect((await call("DELETE", "/projects/PRJ-U2", undefined, "Admin")).status).toBe(200);
    expect((await t.db.select().from(units).where(eq(units.projectUniId, "PRJ-U2"))).length).toBe(0);
    const entry = (await json(await call("GET", "/trash?pageSize=100", undefined, "Admin"))).items.find((i: any) => i.itemId === "PRJ-U2");
    expect((await call("POST", `/trash/${entry.id}/restore`, undefined, "Admin")).status).toBe(200);
    expect(await unitsOf("PRJ-U2", "Admin")).toEqual(before);
    expect(await json(await call("GET", "/projects/PRJ-U2/plans", undefined, null))).toHaveLength(1);
    expect(await json(await call("GET", "/projects/PRJ-U2/prices", undefined, null))).toMatchObject({ ratePerSft: 8000, floorPremiums: [], extras: [] });
  });
});

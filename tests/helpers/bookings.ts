import { projects } from "../../worker/db/schema/index";
import type { Mailer } from "../../worker/lib/outbox";
import { createTestApp, type TestApp } from "./app";
import { signedIn } from "./auth";

/** Issue 46's tests: an app with a project of flats, a price list and three plans, and staff of each designation. */
export const PLANS = [
  { name: "Monthly", bookingPercent: 10, downPaymentPercent: 20, installments: 30, intervalMonths: 1, handoverPercent: 10, oneTimeDiscountPercent: 5 },
  { name: "At once", bookingPercent: 10, downPaymentPercent: 40, installments: 0, intervalMonths: 1, handoverPercent: 50, oneTimeDiscountPercent: 5 },
  { name: "Odd", bookingPercent: 7.33, downPaymentPercent: 13.37, installments: 7, intervalMonths: 2, handoverPercent: 11.11, oneTimeDiscountPercent: 0 },
];

export async function bookingsApp(opts: { clock: () => Date; flats?: number; mailer?: Mailer }) {
  const t = await createTestApp({ now: opts.clock, mailer: opts.mailer, mailFrom: "sales@uday.example" });
  const cookie: Record<string, string> = {};
  for (const d of ["Manager", "Admin", "Super-Admin", "Accountant"]) cookie[d] = (await signedIn(t, d)).cookie;
  await t.db.insert(projects).values({ uniId: "PRJ-B1", name: "Project B1", status: "approved", category: "Under Construction", location: "Mirpur" });
  const call = async (method: string, path: string, body?: unknown, who: string | null = "Manager") =>
    t.request(`/api${path}`, {
      method,
      headers: { ...(who ? { Cookie: cookie[who]! } : {}), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const json = async (res: Response) => (await res.json()) as any;
  const flats = await json(await call("POST", "/projects/PRJ-B1/units", { floors: [1, opts.flats ?? 10], units: [{ code: "A", sizeSft: 1234, bedrooms: 3, bathrooms: 3 }, { code: "B", sizeSft: 1000, bedrooms: 2, bathrooms: 2 }] }));
  await call("PUT", "/projects/PRJ-B1/prices", { ratePerSft: 7777, floorPremiums: [], extras: [{ name: "Utility connections", amount: 150_001 }], showPrices: true });
  const plans = await json(await call("PUT", "/projects/PRJ-B1/plans", PLANS));
  const buyer = { name: "Rahim Uddin", phone: "০১৭১১-২২৩৩৪৪", email: "rahim@example.com", address: "House 5, Road 2, Mirpur, Dhaka", nationalId: "1990123456789" };
  /** Books flat `i` of the list on plan `plan` (0, 1, 2). */
  const book = async (i: number, plan = 0, bookedAt = "2026-01-10", extra: Record<string, unknown> = {}) =>
    call("POST", `/units/${flats[i].id}/bookings`, { buyers: [buyer], planId: plans[plan].id, bookedAt, ...extra });
  return { t, cookie, call, json, flats: flats as { id: number; code: string; sizeSft: number }[], plans: plans as { id: number }[], buyer, book };
}

export type BookingsApp = Awaited<ReturnType<typeof bookingsApp>>;
export type { TestApp };

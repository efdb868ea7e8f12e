import type { paymentPlans, priceLists, units } from "../../worker/db/schema/index";
import { ago, spread } from "./dates";
import { type Category, PROJECTS, type ProjectSpec, uniIdOf } from "./projects-data";

/**
 * Issue 45's demo flats, price lists and plans: for each seeded project, flats floor by floor whose
 * statuses fit its category (ready ones sold out, under construction mostly booked, upcoming land shares
 * mostly available), the landowner's share in each, a price list (an older version for some) and two
 * plans. Deterministic: `spread` stands in for chance.
 */
type Status = (typeof units.$inferInsert)["status"];

/** Taka per sft by neighbourhood (2026 asking prices, roughly). */
const RATE: Record<string, number> = {
  Gulshan: 22000, Banani: 20000, Dhanmondi: 16000, "Bashundhara R/A": 12000, Uttara: 10500, Mohammadpur: 8500,
  Mirpur: 7500, Badda: 7000, Khilgaon: 7000, Rampura: 7200, Aftabnagar: 6500,
};
const CODES = ["A", "B", "C", "D"];
const FACING = ["South", "North", "East", "West"];
const INSTALMENTS: Record<Category, number> = { "Ready Apartment": 12, "Under Construction": 30, "Land Share For Flat": 36 };

/** The floors above ground of "G+9", "B+G+11", "2B+G+13". */
const floorsOf = (storied: string) => Number(/G\+(\d+)/.exec(storied)?.[1] ?? 6);
/** The sizes of "1650 - 1850 sft" (one size: "950 sft"), low and high. */
function sizesOf(size: string): [number, number] {
  const [low, high] = (size.match(/\d+/g) ?? ["1200"]).map(Number);
  return [low!, high ?? low!];
}

/** A flat's status by its project's category; `n` is its place among the project's flats for sale. */
function statusFor(p: ProjectSpec, n: number, forSale: number): Status {
  const roll = spread(n * 31 + p.katha * 7, 100);
  if (p.category === "Ready Apartment") return p.name === "UDAY Bokul" && n >= forSale - 2 ? "available" : "sold";
  if (p.category === "Under Construction") return roll < 60 ? "booked" : roll < 75 ? "sold" : roll < 80 ? "hold" : "available";
  return roll < 75 ? "available" : roll < 92 ? "booked" : "hold";
}

export function unitRows(now: Date): (typeof units.$inferInsert)[] {
  return PROJECTS.flatMap((p, i) => {
    const floors = floorsOf(p.storied);
    const perFloor = p.katha < 5 ? 2 : p.katha <= 8 ? 3 : 4;
    const [low, high] = sizesOf(p.size);
    const flats = [];
    // The twin towers (UDAY Hasnahena: 2 × 20 floors × 4, the 160 flats issue 45 measures) name theirs.
    for (const [b, building] of (p.buildings ?? [""]).entries()) {
      for (let floor = 1; floor <= floors; floor++) {
        for (let k = 0; k < perFloor; k++) {
          const sizeSft = Math.round(low + ((high - low) * k) / Math.max(1, perFloor - 1));
          const bedrooms = sizeSft < 1000 ? 2 : sizeSft < 1700 ? 3 : 4;
          // The landowner's share of the joint venture: about two flats in five, spread over the floors.
          const landowner = (floor + k + b) % 5 < 2;
          flats.push({ building, floor, k, sizeSft, bedrooms, landowner });
        }
      }
    }
    const forSale = flats.filter((f) => !f.landowner).length;
    let n = 0;
    return flats.map((f) => {
      const status: Status = f.landowner ? "landowner" : statusFor(p, n++, forSale);
      const at = ago(now, 30 + spread(i, 60));
      return {
        projectUniId: uniIdOf(i),
        building: f.building,
        floor: f.floor,
        code: `${f.floor}${CODES[f.k]}`,
        sizeSft: f.sizeSft,
        bedrooms: f.bedrooms,
        bathrooms: f.bedrooms === 2 ? 2 : f.bedrooms - 1 + (f.sizeSft > 1500 ? 1 : 0),
        balconies: f.bedrooms - 1,
        facing: FACING[f.k],
        parking: f.sizeSft >= 1400 ? 1 : 0,
        status,
        // Holds end within the next three days, some inside the Sales report's 48 hours.
        holdUntil: status === "hold" ? new Date(now.getTime() + (6 + spread(n + i, 66)) * 3_600_000).toISOString() : null,
        createdAt: at,
        updatedAt: at,
      };
    });
  });
}

export function priceListRows(now: Date, createdBy: number): (typeof priceLists.$inferInsert)[] {
  return PROJECTS.flatMap((p, i) => {
    const ratePerSft = RATE[p.location] ?? 8000;
    const current = {
      projectUniId: uniIdOf(i),
      ratePerSft,
      floorPremiums: [{ floor: 5, perSft: Math.round(ratePerSft * 0.02) }, { floor: 9, perSft: Math.round(ratePerSft * 0.05) }],
      extras: [{ name: "Car park", amount: 800_000 }, { name: "Utility connections", amount: 150_000 }],
      // Some projects keep "Price on request".
      showPrices: i % 4 !== 3,
      createdBy,
      createdAt: ago(now, 10 + spread(i, 20)),
    };
    // Every third project raised its rate since: its old list stays as history.
    const older = i % 3 === 0 ? [{ ...current, ratePerSft: Math.round(ratePerSft * 0.94), createdAt: ago(now, 200 + spread(i, 100)) }] : [];
    return [...older, current];
  });
}

export function paymentPlanRows(now: Date): (typeof paymentPlans.$inferInsert)[] {
  return PROJECTS.flatMap((p, i) => [
    { projectUniId: uniIdOf(i), position: 0, name: "Monthly instalments", bookingPercent: 10, downPaymentPercent: 20, installments: INSTALMENTS[p.category], intervalMonths: 1, handoverPercent: 10, oneTimeDiscountPercent: 5, createdAt: ago(now, 10) },
    { projectUniId: uniIdOf(i), position: 1, name: "Quarterly instalments", bookingPercent: 10, downPaymentPercent: 15, installments: Math.ceil(INSTALMENTS[p.category] / 3), intervalMonths: 3, handoverPercent: 15, oneTimeDiscountPercent: 0, createdAt: ago(now, 10) },
  ]);
}

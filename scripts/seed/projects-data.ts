import type { projects } from "../../worker/db/schema/index";
import { ago, spread } from "./dates";
import type { MasterName } from "./images";
import type { MediaPlan } from "./media";
import { LOCATIONS_BN, PROJECTS_BN } from "./projects-bn";

export type Category = "Land Share For Flat" | "Under Construction" | "Ready Apartment";
const LAND: Category = "Land Share For Flat";
const BUILD: Category = "Under Construction";
const READY: Category = "Ready Apartment";

/** Approximate neighbourhood centres (lat, lng). */
export const LOCATIONS: Record<string, [number, number]> = {
  "Bashundhara R/A": [23.8193, 90.4526],
  Uttara: [23.8759, 90.3795],
  Mirpur: [23.8223, 90.3654],
  Dhanmondi: [23.7465, 90.376],
  Gulshan: [23.7925, 90.4078],
  Banani: [23.7937, 90.4043],
  Mohammadpur: [23.7662, 90.3589],
  Badda: [23.7806, 90.4267],
  Khilgaon: [23.7515, 90.4246],
  Aftabnagar: [23.7689, 90.4457],
  Rampura: [23.7612, 90.4195],
};

export type ProjectSpec = {
  name: string;
  title: string;
  category: Category;
  location: keyof typeof LOCATIONS;
  /** Days since the last update; under 7 shows the "New" badge. */
  days: number;
  image: MasterName | null;
  size: string;
  storied: string;
  katha: number;
  details: boolean;
  status?: "pending" | "checking" | "archived" | "rejected";
  /** Overrides the computed coordinates (the two broken ones). */
  code?: string;
  /** Its buildings' names when it has more than one (each gets every floor's flats). */
  buildings?: string[];
};

const P = (
  name: string, title: string, category: Category, location: keyof typeof LOCATIONS, days: number,
  image: MasterName | null, size: string, storied: string, katha: number, extra: Partial<ProjectSpec> = {},
): ProjectSpec => ({ name, title, category, location, days, image, size, storied, katha, details: true, ...extra });

export const PROJECTS: ProjectSpec[] = [
  P("UDAY Nilachol", "Premium 3-bed apartments beside the lake", LAND, "Bashundhara R/A", 1, "tower-dusk-lake", "1650 - 1850 sft", "G+9", 10),
  P("UDAY Shapla", "Land share flats on a 30 ft road near the metro", LAND, "Mirpur", 3, "plot-day", "1050 - 1250 sft", "G+9", 5),
  P("UDAY Dolonchapa", "South-facing family homes in a quiet lane", LAND, "Mohammadpur", 40, "tower-dawn-pair", "950 sft", "G+7", 4),
  P("UDAY Kashful", "Landowner partnership with a 60:40 sharing ratio", LAND, "Uttara", 75, "plot-dawn", "1250 - 1400 sft", "G+9", 6),
  P("UDAY Shiuli", "Compact 2-bed flats for first-time buyers", LAND, "Badda", 120, "tower-day", "850 - 920 sft", "G+8", 3.5),
  P("UDAY Golpata", "Corner plot with three open sides", LAND, "Khilgaon", 21, "plot-day", "1150 - 1300 sft", "G+8", 5),
  P("UDAY Akashlina", "Lake-view duplex penthouses on the top floors", LAND, "Uttara", 150, "tower-night-lake", "2200 - 3100 sft", "G+12", 12),
  P("UDAY Sopnil", "Shops on the ground floor, apartments above", LAND, "Mirpur", 200, "plot-dawn", "1000 - 1150 sft", "G+9", 5, { details: false }),
  P("UDAY Meghna", "Four-bed homes with servant quarters, handover 2027", BUILD, "Gulshan", 0.5, "stage-4", "2450 - 2600 sft", "2B+G+13", 12),
  P("UDAY Krishnochura", "Structure complete up to the 8th floor", BUILD, "Dhanmondi", 5, "stage-3", "1850 - 1950 sft", "G+9", 8),
  P("UDAY Rajanigandha", "Family apartments with a rooftop garden", BUILD, "Bashundhara R/A", 14, "tower-dusk-trio", "1550 - 1700 sft", "G+9", 7.5),
  P("UDAY Hasnahena", "Twin towers sharing a community hall and gym", BUILD, "Banani", 30, "tower-day-glass", "2100 - 2300 sft", "B+G+20", 15, { buildings: ["A", "B"] }),
  P("UDAY Padma", "Piling done, booking open for the remaining units", BUILD, "Mirpur", 60, "stage-2", "1200 - 1320 sft", "G+9", 5),
  P("UDAY Aparajita", "Mid-size flats a short walk from the school zone", BUILD, "Mohammadpur", 95, "stage-3", "1350 - 1450 sft", "G+8", 6, { details: false }),
  P("UDAY Purbasha", "East-facing units with cross ventilation", BUILD, "Aftabnagar", 110, "tower-monsoon-lake", "980 - 1100 sft", "G+9", 5),
  P("UDAY Chandrima", "Ready to move: 3-bed flat with two car parks", READY, "Dhanmondi", 2, "tower-night-trio", "1750 sft", "G+9", 9),
  P("UDAY Bokul", "Handed over in 2023, last two units left", READY, "Uttara", 6, "tower-day", "1400 sft", "G+7", 5),
  P("UDAY Shimul", "Fully finished apartments with fitted kitchens", READY, "Bashundhara R/A", 33, "tower-dawn-pair", "2050 - 2200 sft", "G+9", 10),
  P("UDAY Jharna", "Move-in ready homes near Gulshan Lake", READY, "Gulshan", 48, "tower-dusk-lake", "2800 sft", "B+G+10", 14),
  P("UDAY Nirjhor", "Affordable ready flats with piped gas", READY, "Khilgaon", 80, "tower-monsoon-lake", "780 - 900 sft", "G+6", 3),
  P("UDAY Prottasha", "Corner apartments with wide balconies", READY, "Badda", 180, "tower-day-glass", "1150 sft", "G+8", 4.5, { details: false }),
  P("UDAY Sromoni", "Ready apartments a short walk from Banani Lake", READY, "Banani", 240, "tower-night-lake", "1600 sft", "G+9", 8),
  P("UDAY Anondo", "Ready flats off the Rampura main road", READY, "Rampura", 55, "tower-dusk-trio", "1250 sft", "G+8", 5, { code: "not-a-location" }),
  P("UDAY Surjomukhi", "Two-bed and three-bed units, roof casting underway", BUILD, "Badda", 26, "stage-5", "1450 - 1550 sft", "G+9", 6, { code: "95.1,200.3", details: false }),
  P("UDAY Kanchan", "Upcoming land share near Sector 13", LAND, "Uttara", 2, "plot-dawn", "1300 sft", "G+9", 5, { status: "pending", details: false }),
  P("UDAY Shonali", "Design under RAJUK review", BUILD, "Bashundhara R/A", 9, "stage-1", "1700 sft", "G+9", 7, { status: "checking" }),
  P("UDAY Tilottoma", "Sold out and handed over in 2019", READY, "Mirpur", 400, "tower-day", "1100 sft", "G+6", 4, { status: "archived", details: false }),
  P("UDAY Boishakhi", "Proposal withdrawn by the landowner", LAND, "Khilgaon", 90, null, "900 sft", "G+6", 3, { status: "rejected", details: false }),
];

export const uniIdOf = (i: number) => `PRJ-${String(i + 1).padStart(4, "0")}`;

/** "lat,lng" a few hundred metres from the neighbourhood centre, different for each project. */
export function locationCode(spec: ProjectSpec, i: number): string {
  if (spec.code) return spec.code;
  const [lat, lng] = LOCATIONS[spec.location] ?? [23.8103, 90.4125];
  const dLat = (spread(i, 13) - 6) * 0.0011;
  const dLng = (spread(i + 50, 13) - 6) * 0.0011;
  return `${(lat + dLat).toFixed(4)},${(lng + dLng).toFixed(4)}`;
}

export function projectRows(m: MediaPlan, now: Date): (typeof projects.$inferInsert)[] {
  return PROJECTS.map((p, i) => ({
    uniId: uniIdOf(i),
    name: p.name,
    nameBn: PROJECTS_BN[p.name]![0],
    title: p.title,
    titleBn: PROJECTS_BN[p.name]![1],
    status: p.status ?? "approved",
    category: p.category,
    location: p.location,
    locationBn: LOCATIONS_BN[p.location]!,
    locationCode: locationCode(p, i),
    mainImage: p.image ? m.img("projectImages", p.image, "project") : null,
    createdAt: ago(now, p.days + 30 + spread(i, 200)),
    updatedAt: ago(now, p.days, spread(i, 5)),
  }));
}

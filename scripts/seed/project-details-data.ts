import type { projectDetails } from "../../worker/db/schema/index";
import { ago, spread } from "./dates";
import type { MasterName } from "./images";
import type { MediaPlan } from "./media";
import { LOCATIONS, PROJECTS, uniIdOf, type ProjectSpec } from "./projects-data";
import { e164 } from "./phones";
import { bengaliDigits as bn } from "../../worker/contract/local-formats";
import { apartmentContainsBn, describeBn, FACING_BN, FEATURES_BN, LOCATIONS_BN, storiedBn } from "./projects-bn";

const POSTCODES: Record<string, string> = {
  "Bashundhara R/A": "1229", Uttara: "1230", Mirpur: "1216", Dhanmondi: "1209", Gulshan: "1212", Banani: "1213",
  Mohammadpur: "1207", Badda: "1212", Khilgaon: "1219", Aftabnagar: "1212", Rampura: "1219",
};
const FACING = ["South", "North", "East", "South-East", "North-East", "West", "South-West"] as const;
const ROAD = ["30 ft", "25 ft", "40 ft", "20 ft", "60 ft"] as const;
const FEATURES = [
  "Standby generator for lifts, pumps and common areas", "Rooftop garden with sitting area", "24-hour security with CCTV",
  "Fire detection and extinguishers on every floor", "Reception lobby with guard room", "Intercom from each flat to the lobby",
  "Deep tube well and overhead water reservoir", "Community hall on the top floor", "Separate driver's waiting room",
  "Earthquake-resistant RCC frame to BNBC code", "Child play corner on the roof", "Prayer room",
] as const;
const YOUTUBE = ["Uq3v8ZfT2pA", "r7LmX2cQe9s", "b0TnW4yKj1g", "Hs5dP8aVx3M", "zQ1eR6uLt0c", "mN2pY7wBv4k"] as const;
const PLANS: MasterName[] = ["plan-1", "plan-2", "plan-3", "plan-4", "plan-5", "plan-6"];
const STAGES: MasterName[] = ["stage-0", "stage-1", "stage-2", "stage-3", "stage-4", "stage-5"];
const ROOMS: MasterName[] = ["room-living", "room-kitchen", "room-bedroom", "room-living-dusk"];

export const youtubeEmbed = (id: string) => `https://www.youtube.com/embed/${id}`;

/** A Google Maps embed centred on "lat,lng". */
export function mapEmbed(lat: number, lng: number): string {
  return `https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d3650.9!2d${lng}!3d${lat}!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sen!2sbd!4v1718000000000`;
}

function coordinates(code: string, location: string): [number, number] {
  const [lat, lng] = code.split(",").map(Number);
  const ok = lat !== undefined && lng !== undefined && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !Number.isNaN(lat + lng);
  return ok ? [lat, lng] : (LOCATIONS[location] ?? [23.8103, 90.4125]);
}

function bedrooms(size: string): number {
  const sft = Number(/\d+/.exec(size)?.[0] ?? 0);
  return sft < 1000 ? 2 : sft < 2000 ? 3 : 4;
}

function describe(p: ProjectSpec, i: number): string[] {
  const beds = bedrooms(p.size);
  const intro = {
    "Land Share For Flat": `${p.name} is a land share project on ${p.katha} katha in ${p.location}: a group of buyers owns the land together and UDAY builds a ${p.storied} building on it, which typically saves 35 to 40 percent against buying a finished flat nearby.`,
    "Under Construction": `${p.name} is rising on ${p.katha} katha in ${p.location}. Work is on schedule for a ${p.storied} building, and the remaining units can still be booked with instalments linked to construction milestones.`,
    "Ready Apartment": `${p.name} is complete and handed over: a ${p.storied} building on ${p.katha} katha in ${p.location} with the utility connections, lifts and generator already in service. Buyers can move in straight after registration.`,
  }[p.category];
  return [
    intro,
    `Each ${beds}-bedroom apartment (${p.size}) is planned for natural light and cross ventilation, with wide windows, a practical kitchen next to the dining space and a balcony off the living room.`,
    ...(spread(i, 3) > 0
      ? [`The neighbourhood has schools, hospitals, mosques and daily markets within walking distance, and the main road connects to the rest of Dhaka in minutes. Our sales team will gladly arrange a site visit.`]
      : []),
  ];
}

export function projectDetailRows(m: MediaPlan, now: Date, codes: (string | null | undefined)[]): (typeof projectDetails.$inferInsert)[] {
  return PROJECTS.flatMap((p, i) => {
    if (!p.details) return [];
    const beds = bedrooms(p.size);
    const facing = FACING[spread(i, FACING.length)]!;
    const road = ROAD[spread(i + 1, ROAD.length)]!;
    const house = 10 + spread(i, 80);
    const roadNo = 1 + spread(i + 3, 20);
    const cars = 6 + spread(i, 14);
    const twoLifts = spread(i, 2) > 0;
    const features = FEATURES.filter((_, k) => (k + i) % 3 !== 0);
    const [lat, lng] = coordinates(codes[i] ?? "", p.location);
    const headerCount = 2 + spread(i, 3);
    const header = [p.image ?? "tower-day", ...ROOMS.slice(spread(i, 2), spread(i, 2) + headerCount - 1)];
    const plans = PLANS.slice(0, 5 + spread(i, 2)).map((_, k) => PLANS[(k + i) % PLANS.length]!);
    return [{
      uniId: `PD-${String(i + 1).padStart(4, "0")}`,
      foreignKey: uniIdOf(i),
      headerImage: header.map((h) => m.img("projectImages", h as MasterName, "project")),
      description: describe(p, i),
      descriptionBn: describeBn(p, beds, spread(i, 3) > 0),
      address: `House ${house}, Road ${roadNo}, ${p.location}, Dhaka ${POSTCODES[p.location] ?? "1000"}`,
      addressBn: `বাড়ি ${bn(house)}, রোড ${bn(roadNo)}, ${LOCATIONS_BN[p.location]}, ঢাকা ${bn(POSTCODES[p.location] ?? "1000")}`,
      landarea: `${p.katha} Katha`,
      landareaBn: `${bn(p.katha)} কাঠা`,
      facing,
      facingBn: FACING_BN[facing]!,
      road,
      roadBn: `${bn(road.replace(" ft", ""))} ফুট`,
      unitPerFloor: String(2 + spread(i, 3)),
      unitPerFloorBn: `${bn(2 + spread(i, 3))}টি`,
      apartmentSize: p.size,
      apartmentSizeBn: `${bn(p.size.replace(" sft", ""))} বর্গফুট`,
      storied: p.storied,
      storiedBn: storiedBn(p.storied),
      lift: twoLifts ? "2 (8-person passenger and stretcher)" : "1 (8-person passenger)",
      liftBn: twoLifts ? "২টি (৮ জনের যাত্রী ও স্ট্রেচার লিফট)" : "১টি (৮ জনের যাত্রী লিফট)",
      parking: `${p.storied.includes("B") ? "Basement and ground floor" : "Ground floor"}, ${cars} cars`,
      parkingBn: `${p.storied.includes("B") ? "বেসমেন্ট ও নিচতলা" : "নিচতলা"}, ${bn(cars)}টি গাড়ি`,
      commonFeatures: features,
      commonFeaturesBn: features.map((f) => FEATURES_BN[f]!),
      apartmentContains: [
        `${beds} bedrooms with ${beds - 1} attached bathrooms`, "Living and dining space", "Kitchen with a separate utility area",
        `${beds > 2 ? 3 : 2} balconies`, "Servant's room with toilet", "Tiled floors (24x24 inch) and wooden doors",
      ].slice(0, beds > 2 ? 6 : 4),
      apartmentContainsBn: apartmentContainsBn(beds).slice(0, beds > 2 ? 6 : 4),
      floorPlan: plans.map((f) => m.img("projectImages", f)),
      historyImage: STAGES.slice(0, 5 + spread(i + 2, 2)).map((s) => m.img("projectImages", s, "project")),
      brochure: [m.pdf("projectImages")],
      youtubeEmbededLink: YOUTUBE.slice(i % 5, (i % 5) + 1 + spread(i, 2)).map(youtubeEmbed),
      number: e164(`0171${String(3000000 + spread(i, 999999)).padStart(7, "0")}`),
      map: mapEmbed(lat, lng),
      createdAt: ago(now, p.days + 20),
      updatedAt: ago(now, p.days),
    }];
  });
}

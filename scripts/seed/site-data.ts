import type { about, bannerStatics, banners, contactInformation, totalCount } from "../../worker/db/schema/index";
import { ago } from "./dates";
import type { MasterName } from "./images";
import type { MediaPlan } from "./media";
import { mapEmbed } from "./project-details-data";
import { PROJECTS, uniIdOf } from "./projects-data";
import { e164 } from "./phones";

/** docs/product.md §1 company figures. */
export const TOTALS = { totalProject: 53, totalFlat: 1572, handoverProject: 30, handoverFlat: 946, constructionProject: 10, constructionFlat: 369 };

/** The company's demo contact details: the web shows only what the database holds (docs/decisions.md). */
export const PHONES = ["01713456789", "01713456790", "01819234567", "01552345678"].map(e164);
export const BUSINESSES = ["UDAY Properties Ltd.", "UDAY Interiors", "UDAY Engineering & Consultants", "UDAY Agro Foods"];
export const ADDRESS = "House 42, Road 11, Block C, Banani, Dhaka 1213";

/** Static banner per page, named after the first path segment. */
const STATIC: [string, MasterName][] = [
  ["blog", "static-dawn"], ["news-event", "static-evening"], ["contact", "static-night"],
  ["coverage", "static-monsoon"], ["about", "static-day"], ["projects", "static-dusk"], ["landowner", "static-dawn"],
];

const BANNERS: { project: string; image: MasterName; title: string; description: string; pending?: boolean }[] = [
  {
    project: "UDAY Nilachol", image: "tower-dusk-lake", title: "Lakeside living in Bashundhara R/A",
    description: "Premium three-bedroom apartments beside the lake, with a rooftop garden, two lifts and a full-time generator. Join the land share group now and save 35 to 40 percent against comparable ready flats in the area. Only a few shares remain for the upper floors.",
  },
  {
    project: "UDAY Meghna", image: "stage-4", title: "UDAY Meghna has reached the 10th floor",
    description: "Four-bedroom homes in Gulshan with servant quarters and basement parking. Construction is on schedule for handover in 2027; book now with instalments linked to each completed stage of the building.",
  },
  {
    project: "UDAY Hasnahena", image: "tower-day-glass", title: "Twin towers in Banani",
    description: "Two eleven-storey towers sharing a community hall, gym and landscaped courtyard.",
  },
  {
    project: "UDAY Chandrima", image: "tower-night-trio", title: "Ready to move in Dhanmondi",
    description: "Completed three-bedroom flats with two car parks each, minutes from Dhanmondi Lake. Registration can be completed within a month, utilities are connected and the owners' association is already running, so you can move in as soon as the paperwork is done.",
  },
  {
    project: "UDAY Jharna", image: "room-living-dusk", title: "Finished interiors, near Gulshan Lake",
    description: "Spacious 2800 sft apartments with fitted kitchens and imported fittings.",
  },
  {
    project: "UDAY Shimul", image: "tower-dawn-pair", title: "Fitted kitchens, ready today", pending: true,
    description: "Draft slide for the Bashundhara R/A campaign; copy to be reviewed by marketing.",
  },
];

const uniIdByName = (name: string) => uniIdOf(PROJECTS.findIndex((p) => p.name === name));

export function siteRows(m: MediaPlan, now: Date) {
  const bannerRows: (typeof banners.$inferInsert)[] = BANNERS.map((b, i) => ({
    uniId: `BNR-${String(i + 1).padStart(4, "0")}`,
    title: b.title,
    description: b.description,
    status: b.pending ? "pending" : "approved",
    imagesVideos: m.img("bannerImages", b.image, "banner"),
    foreignKey: uniIdByName(b.project),
    createdAt: ago(now, 60 - i * 9),
    updatedAt: ago(now, 20 - i * 3),
  }));
  const staticRows: (typeof bannerStatics.$inferInsert)[] = STATIC.map(([name, image], i) => ({
    name,
    image: m.img("bannerStatics", image),
    createdAt: ago(now, 300 + i),
    updatedAt: ago(now, 90 - i * 7),
  }));
  const contact: typeof contactInformation.$inferInsert = {
    image: m.img("images", "tower-dusk-lake", "banner"),
    phone: PHONES[0]!,
    phones: PHONES,
    email: "info@uday-properties.com",
    socialHandle: "@udayproperties",
    address: ADDRESS,
    mapEmbed: mapEmbed(23.7937, 90.4043),
    facebook: "https://www.facebook.com/udayproperties",
    instagram: "https://www.instagram.com/udayproperties",
    youtube: "https://www.youtube.com/@udayproperties",
    whatsapp: e164("01713456789"),
    businesses: BUSINESSES,
    // New leads are announced here (worker/lib/outbox.ts); locally the message lands in .wrangler/tmp/email/.
    salesEmail: "sales@uday-properties.com",
    createdAt: ago(now, 400),
    updatedAt: ago(now, 35),
  };
  const totals: typeof totalCount.$inferInsert = { id: 1, ...TOTALS, updatedAt: ago(now, 15) };
  return { banners: bannerRows, bannerStatics: staticRows, contactInformation: [contact], totalCount: [totals], about: [aboutRow(m, now)] };
}

function aboutRow(m: MediaPlan, now: Date): typeof about.$inferInsert {
  const face = (f: MasterName) => m.img("images", f);
  return {
    headerImage: m.img("images", "static-day"),
    name: "UDAY Properties Ltd.",
    title: "Building homes in Dhaka through joint ventures since 2009",
    description: [
      "Established in 2009, UDAY has spent over 17 years building apartments in Dhaka together with landowners. We have planned 1572 flats in 53 projects, handed over 946 flats in 30 projects, and have 369 flats in 10 projects under construction, with 11 upcoming projects adding 257 flats.",
      "Our land share model lets families buy as a group and save 35 to 40 percent against buying a finished flat, with a usual construction period of 30 to 36 months.",
    ],
    target: [
      { title: "Mission", image: m.img("images", "event-ceremony"), description: ["Deliver every flat on the promised date", "Price openly, with every charge in writing", "Build safely, to the national building code"] },
      { title: "Vision", image: m.img("images", "city-aerial"), description: ["Make a home of one's own reachable for middle-income families", "Be the developer landowners recommend to their neighbours"] },
      { title: "Values", image: m.img("images", "tower-day", "content"), description: ["Honesty with buyers and landowners", "Quality we would accept in our own homes", "Respect for workers and neighbours", "Care for the city's trees and water"] },
    ],
    management: {
      members: [
        { name: "Engr. Mahbubur Rahman", designation: "Chairman", speech: "When we started in 2009, we promised our first landowners a building we would be proud to live in ourselves. That is still the standard for every UDAY project.", image: face("face-chairman") },
        { name: "Farzana Haque", designation: "Managing Director", speech: "Our buyers trust us with their savings. We repay that trust with clear agreements, honest prices and keys handed over on time.", image: face("face-md") },
        { name: "Engr. Kamrul Islam", designation: "Director, Projects", speech: "Good buildings are made on site, one inspected slab at a time. Our engineers sign off every stage before the next one begins.", image: face("face-director") },
      ],
      description: ["Our management team brings together engineers, architects and finance professionals with decades of experience in Dhaka's housing sector.", "Every project is reviewed monthly by the board against its schedule and budget."],
    },
    ourTeam: [
      { image: face("face-engineer"), description: "Site engineering: twelve civil engineers supervising every pour, weld and test on our sites." },
      { image: face("face-architect"), description: "Design: architects who plan each flat for light, airflow and a practical kitchen." },
      { image: face("face-sales"), description: "Sales and customer care: one contact person for each buyer from booking to handover." },
      { image: face("face-accounts"), description: "Accounts: transparent statements of every instalment, sent to buyers each quarter." },
      { image: face("face-manager"), description: "Land and legal: checking titles and agreements before a single brick is laid." },
    ],
    updatedAt: ago(now, 45),
  };
}

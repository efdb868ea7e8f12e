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
/** Their Bengali twins (issue 31). */
export const BUSINESSES_BN = ["উদয় প্রপার্টিজ লিমিটেড", "উদয় ইন্টেরিয়র্স", "উদয় ইঞ্জিনিয়ারিং অ্যান্ড কনসালট্যান্টস", "উদয় অ্যাগ্রো ফুডস"];
export const ADDRESS_BN = "বাড়ি ৪২, রোড ১১, ব্লক সি, বনানী, ঢাকা ১২১৩";

/** Static banner per page, named after the first path segment. */
const STATIC: [string, MasterName][] = [
  ["blog", "static-dawn"], ["news-event", "static-evening"], ["contact", "static-night"],
  ["coverage", "static-monsoon"], ["about", "static-day"], ["projects", "static-dusk"], ["landowner", "static-dawn"],
];

type BannerSpec = { project: string; image: MasterName; title: string; description: string; titleBn: string; descriptionBn: string; pending?: boolean };
const BANNERS: BannerSpec[] = [
  {
    project: "UDAY Nilachol", image: "tower-dusk-lake", title: "Lakeside living in Bashundhara R/A",
    description: "Premium three-bedroom apartments beside the lake, with a rooftop garden, two lifts and a full-time generator. Join the land share group now and save 35 to 40 percent against comparable ready flats in the area. Only a few shares remain for the upper floors.",
    titleBn: "বসুন্ধরা আ/এ-তে লেকের ধারে বসবাস",
    descriptionBn: "লেকের ধারে প্রিমিয়াম তিন বেডরুমের অ্যাপার্টমেন্ট, সঙ্গে ছাদবাগান, দুটি লিফট ও সার্বক্ষণিক জেনারেটর। এখনই ল্যান্ড শেয়ার দলে যোগ দিন, এলাকার সমমানের রেডি ফ্ল্যাটের চেয়ে ৩৫ থেকে ৪০ শতাংশ সাশ্রয় করুন। ওপরের তলাগুলোর অল্প কয়েকটি শেয়ারই বাকি।",
  },
  {
    project: "UDAY Meghna", image: "stage-4", title: "UDAY Meghna has reached the 10th floor",
    description: "Four-bedroom homes in Gulshan with servant quarters and basement parking. Construction is on schedule for handover in 2027; book now with instalments linked to each completed stage of the building.",
    titleBn: "উদয় মেঘনা দশতলায় পৌঁছেছে",
    descriptionBn: "গুলশানে সার্ভেন্ট কোয়ার্টার ও বেসমেন্ট পার্কিংসহ চার বেডরুমের বাসা। ২০২৭ সালে হস্তান্তরের সময়সূচি অনুযায়ী নির্মাণ চলছে; ভবনের প্রতিটি ধাপ শেষ হওয়ার সঙ্গে যুক্ত কিস্তিতে এখনই বুকিং দিন।",
  },
  {
    project: "UDAY Hasnahena", image: "tower-day-glass", title: "Twin towers in Banani",
    description: "Two eleven-storey towers sharing a community hall, gym and landscaped courtyard.",
    titleBn: "বনানীতে যমজ টাওয়ার",
    descriptionBn: "কমিউনিটি হল, জিম ও সাজানো উঠানসহ এগারো তলার দুটি টাওয়ার।",
  },
  {
    project: "UDAY Chandrima", image: "tower-night-trio", title: "Ready to move in Dhanmondi",
    description: "Completed three-bedroom flats with two car parks each, minutes from Dhanmondi Lake. Registration can be completed within a month, utilities are connected and the owners' association is already running, so you can move in as soon as the paperwork is done.",
    titleBn: "ধানমন্ডিতে এখনই ওঠার মতো",
    descriptionBn: "ধানমন্ডি লেক থেকে কয়েক মিনিটের পথে দুটি করে গাড়ি পার্কিংসহ সম্পন্ন তিন বেডরুমের ফ্ল্যাট। এক মাসের মধ্যে রেজিস্ট্রেশন সম্ভব, ইউটিলিটি সংযোগ আছে, ফ্ল্যাট মালিক সমিতিও চালু; কাগজপত্র শেষ হলেই উঠে যেতে পারবেন।",
  },
  {
    project: "UDAY Jharna", image: "room-living-dusk", title: "Finished interiors, near Gulshan Lake",
    description: "Spacious 2800 sft apartments with fitted kitchens and imported fittings.",
    titleBn: "গুলশান লেকের কাছে সম্পন্ন ইন্টেরিয়র",
    descriptionBn: "ফিটেড কিচেন ও বিদেশি ফিটিংসসহ ২৮০০ বর্গফুটের প্রশস্ত অ্যাপার্টমেন্ট।",
  },
  {
    project: "UDAY Shimul", image: "tower-dawn-pair", title: "Fitted kitchens, ready today", pending: true,
    description: "Draft slide for the Bashundhara R/A campaign; copy to be reviewed by marketing.",
    titleBn: "ফিটেড কিচেন, আজই প্রস্তুত",
    descriptionBn: "বসুন্ধরা আ/এ প্রচারণার খসড়া স্লাইড; লেখাটি মার্কেটিং দল পর্যালোচনা করবে।",
  },
];

const uniIdByName = (name: string) => uniIdOf(PROJECTS.findIndex((p) => p.name === name));

export function siteRows(m: MediaPlan, now: Date) {
  const bannerRows: (typeof banners.$inferInsert)[] = BANNERS.map((b, i) => ({
    uniId: `BNR-${String(i + 1).padStart(4, "0")}`,
    title: b.title,
    titleBn: b.titleBn,
    description: b.description,
    descriptionBn: b.descriptionBn,
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
    addressBn: ADDRESS_BN,
    mapEmbed: mapEmbed(23.7937, 90.4043),
    facebook: "https://www.facebook.com/udayproperties",
    instagram: "https://www.instagram.com/udayproperties",
    youtube: "https://www.youtube.com/@udayproperties",
    whatsapp: e164("01713456789"),
    businesses: BUSINESSES,
    businessesBn: BUSINESSES_BN,
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
    nameBn: "উদয় প্রপার্টিজ লিমিটেড",
    title: "Building homes in Dhaka through joint ventures since 2009",
    titleBn: "২০০৯ সাল থেকে জয়েন্ট ভেঞ্চারে ঢাকায় বাসস্থান নির্মাণ",
    description: [
      "Established in 2009, UDAY has spent over 17 years building apartments in Dhaka together with landowners. We have planned 1572 flats in 53 projects, handed over 946 flats in 30 projects, and have 369 flats in 10 projects under construction, with 11 upcoming projects adding 257 flats.",
      "Our land share model lets families buy as a group and save 35 to 40 percent against buying a finished flat, with a usual construction period of 30 to 36 months.",
    ],
    descriptionBn: [
      "২০০৯ সালে প্রতিষ্ঠিত উদয় ১৭ বছরেরও বেশি সময় ধরে জমির মালিকদের সঙ্গে মিলে ঢাকায় অ্যাপার্টমেন্ট নির্মাণ করছে। ৫৩টি প্রকল্পে আমরা ১৫৭২টি ফ্ল্যাটের পরিকল্পনা করেছি, ৩০টি প্রকল্পে ৯৪৬টি ফ্ল্যাট হস্তান্তর করেছি, ১০টি প্রকল্পে ৩৬৯টি ফ্ল্যাট নির্মাণাধীন, আর আসন্ন ১১টি প্রকল্পে যোগ হবে আরও ২৫৭টি ফ্ল্যাট।",
      "আমাদের ল্যান্ড শেয়ার মডেলে পরিবারগুলো দল বেঁধে কিনে তৈরি ফ্ল্যাটের তুলনায় ৩৫ থেকে ৪০ শতাংশ সাশ্রয় করেন; নির্মাণে সাধারণত ৩০ থেকে ৩৬ মাস লাগে।",
    ],
    target: [
      {
        title: "Mission", titleBn: "লক্ষ্য", image: m.img("images", "event-ceremony"),
        description: ["Deliver every flat on the promised date", "Price openly, with every charge in writing", "Build safely, to the national building code"],
        descriptionBn: ["প্রতিটি ফ্ল্যাট প্রতিশ্রুত তারিখে হস্তান্তর", "খোলামেলা দাম, প্রতিটি খরচ লিখিতভাবে", "জাতীয় ইমারত নির্মাণ বিধিমালা মেনে নিরাপদ নির্মাণ"],
      },
      {
        title: "Vision", titleBn: "স্বপ্ন", image: m.img("images", "city-aerial"),
        description: ["Make a home of one's own reachable for middle-income families", "Be the developer landowners recommend to their neighbours"],
        descriptionBn: ["মধ্যবিত্ত পরিবারের নাগালে নিজের একটি বাসা", "এমন ডেভেলপার হওয়া, যার কথা জমির মালিকেরা প্রতিবেশীদের বলেন"],
      },
      {
        title: "Values", titleBn: "মূল্যবোধ", image: m.img("images", "tower-day", "content"),
        description: ["Honesty with buyers and landowners", "Quality we would accept in our own homes", "Respect for workers and neighbours", "Care for the city's trees and water"],
        descriptionBn: ["ক্রেতা ও জমির মালিকদের সঙ্গে সততা", "নিজের বাসায় যে মান মেনে নিতাম, সেই মান", "শ্রমিক ও প্রতিবেশীদের প্রতি সম্মান", "শহরের গাছ ও পানির যত্ন"],
      },
    ],
    management: {
      members: [
        {
          name: "Engr. Mahbubur Rahman", nameBn: "প্রকৌ. মাহবুবুর রহমান", designation: "Chairman", designationBn: "চেয়ারম্যান", image: face("face-chairman"),
          speech: "When we started in 2009, we promised our first landowners a building we would be proud to live in ourselves. That is still the standard for every UDAY project.",
          speechBn: "২০০৯ সালে শুরুর সময় আমরা প্রথম জমির মালিকদের কথা দিয়েছিলাম, এমন ভবন বানাব যেখানে নিজেরাই গর্বের সঙ্গে থাকতে পারি। উদয়ের প্রতিটি প্রকল্পে আজও সেটাই মানদণ্ড।",
        },
        {
          name: "Farzana Haque", nameBn: "ফারজানা হক", designation: "Managing Director", designationBn: "ব্যবস্থাপনা পরিচালক", image: face("face-md"),
          speech: "Our buyers trust us with their savings. We repay that trust with clear agreements, honest prices and keys handed over on time.",
          speechBn: "ক্রেতারা তাঁদের সঞ্চয় নিয়ে আমাদের ওপর আস্থা রাখেন। স্পষ্ট চুক্তি, সৎ দাম আর সময়মতো চাবি হস্তান্তর করে আমরা সেই আস্থার প্রতিদান দিই।",
        },
        {
          name: "Engr. Kamrul Islam", nameBn: "প্রকৌ. কামরুল ইসলাম", designation: "Director, Projects", designationBn: "পরিচালক, প্রকল্প", image: face("face-director"),
          speech: "Good buildings are made on site, one inspected slab at a time. Our engineers sign off every stage before the next one begins.",
          speechBn: "ভালো ভবন তৈরি হয় সাইটে, প্রতিটি ছাদ পরিদর্শন করে করে। পরের ধাপ শুরুর আগে আমাদের প্রকৌশলীরা প্রতিটি ধাপ অনুমোদন করেন।",
        },
      ],
      description: ["Our management team brings together engineers, architects and finance professionals with decades of experience in Dhaka's housing sector.", "Every project is reviewed monthly by the board against its schedule and budget."],
      descriptionBn: ["ঢাকার আবাসন খাতে কয়েক দশকের অভিজ্ঞ প্রকৌশলী, স্থপতি ও অর্থ বিশেষজ্ঞদের নিয়ে আমাদের ব্যবস্থাপনা দল।", "পরিচালনা পর্ষদ প্রতি মাসে প্রতিটি প্রকল্পের সময়সূচি ও বাজেট পর্যালোচনা করে।"],
    },
    ourTeam: [
      {
        image: face("face-engineer"), description: "Site engineering: twelve civil engineers supervising every pour, weld and test on our sites.",
        descriptionBn: "সাইট প্রকৌশল: আমাদের সাইটে প্রতিটি ঢালাই, ওয়েল্ডিং ও পরীক্ষা তদারক করেন বারোজন সিভিল প্রকৌশলী।",
      },
      {
        image: face("face-architect"), description: "Design: architects who plan each flat for light, airflow and a practical kitchen.",
        descriptionBn: "নকশা: স্থপতিরা প্রতিটি ফ্ল্যাট সাজান আলো, বাতাস আর কাজের উপযোগী রান্নাঘরের কথা ভেবে।",
      },
      {
        image: face("face-sales"), description: "Sales and customer care: one contact person for each buyer from booking to handover.",
        descriptionBn: "বিক্রয় ও গ্রাহকসেবা: বুকিং থেকে হস্তান্তর পর্যন্ত প্রত্যেক ক্রেতার জন্য একজন নির্দিষ্ট যোগাযোগকারী।",
      },
      {
        image: face("face-accounts"), description: "Accounts: transparent statements of every instalment, sent to buyers each quarter.",
        descriptionBn: "হিসাব: প্রতিটি কিস্তির স্বচ্ছ বিবরণী, প্রতি তিন মাসে ক্রেতাদের কাছে পাঠানো হয়।",
      },
      {
        image: face("face-manager"), description: "Land and legal: checking titles and agreements before a single brick is laid.",
        descriptionBn: "জমি ও আইন: একটি ইটও গাঁথার আগে মালিকানা ও চুক্তি যাচাই।",
      },
    ],
    updatedAt: ago(now, 45),
  };
}

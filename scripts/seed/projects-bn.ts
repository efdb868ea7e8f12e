import { bengaliDigits as bn } from "../../worker/contract/local-formats";
import type { ProjectSpec } from "./projects-data";

/**
 * The Bengali twins of the demo projects and their details (issue 31). Names stay the brand's
 * transliteration; titles, places and details are written in Bengali.
 */
export const LOCATIONS_BN: Record<string, string> = {
  "Bashundhara R/A": "বসুন্ধরা আ/এ",
  Uttara: "উত্তরা",
  Mirpur: "মিরপুর",
  Dhanmondi: "ধানমন্ডি",
  Gulshan: "গুলশান",
  Banani: "বনানী",
  Mohammadpur: "মোহাম্মদপুর",
  Badda: "বাড্ডা",
  Khilgaon: "খিলগাঁও",
  Aftabnagar: "আফতাবনগর",
  Rampura: "রামপুরা",
};

/** Name and title of each project, by its English name. */
export const PROJECTS_BN: Record<string, [name: string, title: string]> = {
  "UDAY Nilachol": ["উদয় নীলাচল", "লেকের ধারে প্রিমিয়াম তিন বেডরুমের অ্যাপার্টমেন্ট"],
  "UDAY Shapla": ["উদয় শাপলা", "মেট্রোর কাছে ৩০ ফুট রাস্তার ধারে ল্যান্ড শেয়ার ফ্ল্যাট"],
  "UDAY Dolonchapa": ["উদয় দোলনচাঁপা", "নিরিবিলি গলিতে দক্ষিণমুখী পারিবারিক বাসা"],
  "UDAY Kashful": ["উদয় কাশফুল", "৬০:৪০ অনুপাতে জমির মালিকের সঙ্গে অংশীদারি"],
  "UDAY Shiuli": ["উদয় শিউলি", "প্রথমবারের ক্রেতাদের জন্য ছিমছাম দুই বেডরুমের ফ্ল্যাট"],
  "UDAY Golpata": ["উদয় গোলপাতা", "তিন দিক খোলা কোনার প্লট"],
  "UDAY Akashlina": ["উদয় আকাশলীনা", "ওপরের তলায় লেকমুখী ডুপ্লেক্স পেন্টহাউস"],
  "UDAY Sopnil": ["উদয় স্বপ্নীল", "নিচতলায় দোকান, ওপরে অ্যাপার্টমেন্ট"],
  "UDAY Meghna": ["উদয় মেঘনা", "সার্ভেন্ট কোয়ার্টারসহ চার বেডরুমের বাসা, হস্তান্তর ২০২৭"],
  "UDAY Krishnochura": ["উদয় কৃষ্ণচূড়া", "আটতলা পর্যন্ত কাঠামো সম্পন্ন"],
  "UDAY Rajanigandha": ["উদয় রজনীগন্ধা", "ছাদবাগানসহ পারিবারিক অ্যাপার্টমেন্ট"],
  "UDAY Hasnahena": ["উদয় হাসনাহেনা", "কমিউনিটি হল ও জিমসহ যমজ টাওয়ার"],
  "UDAY Padma": ["উদয় পদ্মা", "পাইলিং শেষ, বাকি ইউনিটের বুকিং চলছে"],
  "UDAY Aparajita": ["উদয় অপরাজিতা", "স্কুল এলাকা থেকে হাঁটাপথে মাঝারি আকারের ফ্ল্যাট"],
  "UDAY Purbasha": ["উদয় পূর্বাশা", "আড়াআড়ি বাতাস চলাচলের পূর্বমুখী ইউনিট"],
  "UDAY Chandrima": ["উদয় চন্দ্রিমা", "এখনই ওঠার মতো: দুটি গাড়ি পার্কিংসহ তিন বেডরুমের ফ্ল্যাট"],
  "UDAY Bokul": ["উদয় বকুল", "২০২৩ সালে হস্তান্তরিত, বাকি মাত্র দুটি ইউনিট"],
  "UDAY Shimul": ["উদয় শিমুল", "ফিটেড কিচেনসহ পুরোপুরি সম্পন্ন অ্যাপার্টমেন্ট"],
  "UDAY Jharna": ["উদয় ঝর্ণা", "গুলশান লেকের কাছে ওঠার জন্য প্রস্তুত বাসা"],
  "UDAY Nirjhor": ["উদয় নির্ঝর", "পাইপলাইনের গ্যাসসহ সাশ্রয়ী রেডি ফ্ল্যাট"],
  "UDAY Prottasha": ["উদয় প্রত্যাশা", "চওড়া বারান্দাসহ কোনার অ্যাপার্টমেন্ট"],
  "UDAY Sromoni": ["উদয় শ্রমণী", "বনানী লেক থেকে হাঁটাপথে রেডি অ্যাপার্টমেন্ট"],
  "UDAY Anondo": ["উদয় আনন্দ", "রামপুরা প্রধান সড়কের পাশে রেডি ফ্ল্যাট"],
  "UDAY Surjomukhi": ["উদয় সূর্যমুখী", "দুই ও তিন বেডরুমের ইউনিট, ছাদ ঢালাই চলছে"],
  "UDAY Kanchan": ["উদয় কাঞ্চন", "সেক্টর ১৩-এর কাছে আসন্ন ল্যান্ড শেয়ার"],
  "UDAY Shonali": ["উদয় সোনালি", "নকশা রাজউকের পর্যালোচনায়"],
  "UDAY Tilottoma": ["উদয় তিলোত্তমা", "সব বিক্রি শেষ, ২০১৯ সালে হস্তান্তরিত"],
  "UDAY Boishakhi": ["উদয় বৈশাখী", "জমির মালিক প্রস্তাব প্রত্যাহার করেছেন"],
};

export const FACING_BN: Record<string, string> = {
  South: "দক্ষিণমুখী",
  North: "উত্তরমুখী",
  East: "পূর্বমুখী",
  "South-East": "দক্ষিণ-পূর্বমুখী",
  "North-East": "উত্তর-পূর্বমুখী",
  West: "পশ্চিমমুখী",
  "South-West": "দক্ষিণ-পশ্চিমমুখী",
};

export const FEATURES_BN: Record<string, string> = {
  "Standby generator for lifts, pumps and common areas": "লিফট, পাম্প ও কমন এরিয়ার জন্য স্ট্যান্ডবাই জেনারেটর",
  "Rooftop garden with sitting area": "বসার জায়গাসহ ছাদবাগান",
  "24-hour security with CCTV": "সিসিটিভিসহ ২৪ ঘণ্টা নিরাপত্তা",
  "Fire detection and extinguishers on every floor": "প্রতি তলায় অগ্নি শনাক্তকরণ ব্যবস্থা ও অগ্নিনির্বাপক",
  "Reception lobby with guard room": "গার্ডরুমসহ অভ্যর্থনা লবি",
  "Intercom from each flat to the lobby": "প্রতিটি ফ্ল্যাট থেকে লবিতে ইন্টারকম",
  "Deep tube well and overhead water reservoir": "গভীর নলকূপ ও ওপরের পানির জলাধার",
  "Community hall on the top floor": "ওপরের তলায় কমিউনিটি হল",
  "Separate driver's waiting room": "চালকদের আলাদা অপেক্ষাকক্ষ",
  "Earthquake-resistant RCC frame to BNBC code": "বিএনবিসি অনুযায়ী ভূমিকম্প-সহনশীল আরসিসি কাঠামো",
  "Child play corner on the roof": "ছাদে শিশুদের খেলার জায়গা",
  "Prayer room": "নামাজের ঘর",
};

const CATEGORY_INTRO: Record<ProjectSpec["category"], (p: ProjectSpec, place: string, storied: string) => string> = {
  "Land Share For Flat": (p, place, storied) =>
    `${PROJECTS_BN[p.name]?.[0] ?? p.name} ${place}-এ ${bn(p.katha)} কাঠা জমির ওপর একটি ল্যান্ড শেয়ার প্রকল্প: একদল ক্রেতা মিলে জমির মালিক হন, আর উদয় সেখানে ${storied} ভবন নির্মাণ করে। কাছাকাছি এলাকায় তৈরি ফ্ল্যাট কেনার চেয়ে সাধারণত ৩৫ থেকে ৪০ শতাংশ সাশ্রয় হয়।`,
  "Under Construction": (p, place, storied) =>
    `${PROJECTS_BN[p.name]?.[0] ?? p.name} ${place}-এ ${bn(p.katha)} কাঠা জমির ওপর গড়ে উঠছে। ${storied} ভবনের কাজ সময়সূচি অনুযায়ী চলছে, আর নির্মাণের ধাপের সঙ্গে যুক্ত কিস্তিতে বাকি ইউনিটগুলো এখনও বুকিং দেওয়া যাবে।`,
  "Ready Apartment": (p, place, storied) =>
    `${PROJECTS_BN[p.name]?.[0] ?? p.name} সম্পন্ন ও হস্তান্তরিত: ${place}-এ ${bn(p.katha)} কাঠা জমির ওপর ${storied} ভবন, যেখানে ইউটিলিটি সংযোগ, লিফট ও জেনারেটর এরই মধ্যে চালু। রেজিস্ট্রেশনের পরপরই ক্রেতারা উঠে যেতে পারেন।`,
};

/** "G+9" as "জি+৯", "2B+G+13" as "২বি+জি+১৩". */
export const storiedBn = (storied: string) => bn(storied.replace(/B/g, "বি").replace(/G/g, "জি"));

/** The Bengali paragraphs of a project's description: the English ones' sense, sentence by sentence. */
export function describeBn(p: ProjectSpec, beds: number, withArea: boolean): string[] {
  const place = LOCATIONS_BN[p.location] ?? p.location;
  const storied = `${storiedBn(p.storied)} তলা`;
  return [
    CATEGORY_INTRO[p.category](p, place, storied),
    `প্রতিটি ${bn(beds)} বেডরুমের অ্যাপার্টমেন্ট (${bn(p.size).replace("sft", "বর্গফুট")}) প্রাকৃতিক আলো ও আড়াআড়ি বাতাস চলাচলের কথা ভেবে সাজানো: চওড়া জানালা, খাবার ঘরের পাশে কাজের উপযোগী রান্নাঘর আর বসার ঘরের সঙ্গে বারান্দা।`,
    ...(withArea
      ? ["হাঁটাপথেই স্কুল, হাসপাতাল, মসজিদ ও কাঁচাবাজার, আর প্রধান সড়ক দিয়ে কয়েক মিনিটেই ঢাকার যেকোনো প্রান্তে যাওয়া যায়। আমাদের বিক্রয় দল আনন্দের সঙ্গে সাইট পরিদর্শনের ব্যবস্থা করবে।"]
      : []),
  ];
}

/** What each flat holds, in Bengali: the English list's items in the same order. */
export const apartmentContainsBn = (beds: number) => [
  `${bn(beds)}টি বেডরুম, ${bn(beds - 1)}টি সংযুক্ত বাথরুম`,
  "বসার ও খাবার জায়গা",
  "আলাদা ইউটিলিটি এরিয়াসহ রান্নাঘর",
  `${bn(beds > 2 ? 3 : 2)}টি বারান্দা`,
  "টয়লেটসহ গৃহকর্মীর ঘর",
  "টাইলস করা মেঝে (২৪×২৪ ইঞ্চি) ও কাঠের দরজা",
];

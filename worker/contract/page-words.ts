import type { LanguageCode } from "./language";

/*
 * The words of the public pages' heads (each page module's `head`, web/site/pages, and the feeds'
 * titles, worker/seo), in each language: data only, so a translator reads it without the code around it.
 */

/** The site's name, after every page's own in its title. */
export const SITE_NAME = "UDAY";

export type Words = { name: string; description: string };

/** Each list page's name and description, in each language. */
export const LISTS: Record<string, Record<LanguageCode, Words>> = {
  "/projects": {
    en: { name: "All Projects", description: "Ready apartments, projects under construction and land share for flat by UDAY in Dhaka." },
    bn: { name: "সব প্রকল্প", description: "ঢাকায় উদয়ের রেডি অ্যাপার্টমেন্ট, নির্মাণাধীন প্রকল্প এবং ফ্ল্যাটের জন্য ল্যান্ড শেয়ার।" },
  },
  "/about": {
    en: { name: "About", description: "About UDAY, a joint-venture apartment developer in Dhaka." },
    bn: { name: "আমাদের সম্পর্কে", description: "উদয় সম্পর্কে: ঢাকার একটি জয়েন্ট ভেঞ্চার অ্যাপার্টমেন্ট ডেভেলপার।" },
  },
  "/landowner": {
    en: {
      name: "Landowners",
      description: "Offer your land in Dhaka to UDAY for joint-venture development: a share of the finished flats, approvals handled by us.",
    },
    bn: {
      name: "জমির মালিকদের জন্য",
      description: "ঢাকায় আপনার জমি জয়েন্ট ভেঞ্চারে উদয়কে দিন: তৈরি ফ্ল্যাটের ভাগ আপনার, অনুমোদনের দায়িত্ব আমাদের।",
    },
  },
  "/contact": {
    en: { name: "Contact", description: "Contact UDAY: visit, call or write to us about apartments and land share in Dhaka." },
    bn: { name: "যোগাযোগ", description: "উদয়ের সাথে যোগাযোগ করুন: ঢাকায় অ্যাপার্টমেন্ট ও ল্যান্ড শেয়ার নিয়ে আসুন, কল করুন বা লিখুন।" },
  },
  "/blog": {
    en: { name: "Blogs", description: "Blogs from UDAY about apartments, land share and living in Dhaka." },
    bn: { name: "ব্লগ", description: "অ্যাপার্টমেন্ট, ল্যান্ড শেয়ার ও ঢাকার জীবন নিয়ে উদয়ের ব্লগ।" },
  },
  "/news-event": {
    en: { name: "News & Events", description: "News and events from UDAY." },
    bn: { name: "সংবাদ ও ইভেন্ট", description: "উদয়ের সংবাদ ও ইভেন্ট।" },
  },
  "/button": {
    en: { name: "Buttons", description: "The buttons of the UDAY website: variants, sizes and states." },
    bn: { name: "বাটন", description: "উদয়ের ওয়েবসাইটের বাটন: ধরন, মাপ ও অবস্থা।" },
  },
  "/coverage": {
    en: { name: "Coverage", description: "UDAY in the press and media coverage." },
    bn: { name: "মিডিয়া কভারেজ", description: "সংবাদমাধ্যমে উদয়।" },
  },
};

/** The rest of the head's words in each language. */
export const WORDS = {
  en: { home: "Home", homeTitle: "UDAY | Joint Venture Apartments in Dhaka", description: "UDAY — joint-venture apartments and land share for flat in Dhaka.", dhaka: "Dhaka" },
  bn: {
    home: "হোম",
    homeTitle: "UDAY | ঢাকায় জয়েন্ট ভেঞ্চার অ্যাপার্টমেন্ট",
    description: "UDAY — ঢাকায় জয়েন্ট ভেঞ্চার অ্যাপার্টমেন্ট এবং ফ্ল্যাটের জন্য ল্যান্ড শেয়ার।",
    dhaka: "ঢাকা",
  },
} as const;

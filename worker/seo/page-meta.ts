import { CONTENT_TYPE_INFO, type ContentType, contentPath, contentTypeOfSegment } from "../contract/content-types";
import type { ContentItem } from "../contract/content";
import type { ProjectDetails } from "../contract/project-details";
import type { LanguageCode } from "../contract/language";
import { localizedPath } from "../contract/language-path";
import type { Project } from "../contract/projects";
import type { PublicPage } from "../contract/public-pages";
import type { PageData } from "../contract/public-reads";
import { twinText } from "../contract/twins";
import { type PageRoute, readBody } from "../pages/load-page";
import { DEFAULT_DESCRIPTION, type PageMeta, SITE_NAME, absolute, summary } from "./head-tags";

type Words = { name: string; description: string };

/** Each list page's name and description, in each language. */
const LISTS: Record<string, Record<LanguageCode, Words>> = {
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
const WORDS = {
  en: { home: "Home", homeTitle: "UDAY | Joint Venture Apartments in Dhaka", description: DEFAULT_DESCRIPTION, dhaka: "Dhaka" },
  bn: {
    home: "হোম",
    homeTitle: "UDAY | ঢাকায় জয়েন্ট ভেঞ্চার অ্যাপার্টমেন্ট",
    description: "UDAY — ঢাকায় জয়েন্ট ভেঞ্চার অ্যাপার্টমেন্ট এবং ফ্ল্যাটের জন্য ল্যান্ড শেয়ার।",
    dhaka: "ঢাকা",
  },
} as const;

/** The page's URL in its language ("/bn/projects/PRJ-1"), absolute. */
const urlIn = (origin: string, path: string, lang: LanguageCode) => absolute(origin, localizedPath(path, lang));

const crumbs = (origin: string, lang: LanguageCode, trail: Array<{ name: string; path: string }>) => ({
  "@type": "BreadcrumbList",
  itemListElement: [{ name: WORDS[lang].home, path: "/" }, ...trail].map((c, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: c.name,
    item: urlIn(origin, c.path, lang),
  })),
});

const organization = (origin: string, lang: LanguageCode) => ({
  "@type": "Organization",
  name: SITE_NAME,
  url: urlIn(origin, "/", lang),
  description: WORDS[lang].description,
});

/**
 * The head of a public page (title, description, canonical, share card, JSON-LD) in its language,
 * built from the data its loader read (worker/pages/load-page.ts), the same data its body is rendered
 * from: staff texts in their Bengali twin where written (contract/twins.ts); null when the item it
 * shows is not there (not approved, or no such id).
 */
export function pageMeta(page: PublicPage["page"], route: PageRoute, data: PageData, origin: string, lang: LanguageCode = "en"): PageMeta | null {
  const meta = ((): Omit<PageMeta, "lang"> | null => {
    switch (page) {
      case "home": {
        const list = (readBody(data, "projects") as Project[] | undefined) ?? [];
        return {
          title: WORDS[lang].homeTitle,
          description: WORDS[lang].description,
          path: "/",
          image: list.find((p) => p.mainImage)?.mainImage ?? null,
          jsonLd: [organization(origin, lang), { "@type": "WebSite", name: SITE_NAME, url: urlIn(origin, "/", lang), inLanguage: lang }],
        };
      }
      case "project-detail": {
        const project = readBody(data, "projectDetails") as (Project & { details: ProjectDetails | null }) | undefined;
        return project ? projectPage(project, origin, lang) : null;
      }
      case "content-detail": {
        const item = readBody(data, "contentItem") as ContentItem | undefined;
        const type = contentTypeOfSegment(route.path.split("/")[1]!);
        return item && type ? contentPage(type, item, origin, lang) : null;
      }
      default:
        return listPage(route.path, LISTS[route.path]![lang], origin, lang);
    }
  })();
  return meta && { ...meta, lang };
}

function listPage(path: string, list: Words, origin: string, lang: LanguageCode): Omit<PageMeta, "lang"> {
  return {
    title: `${list.name} | ${SITE_NAME}`,
    description: list.description,
    path,
    jsonLd: [crumbs(origin, lang, [{ name: list.name, path }])],
  };
}

function projectPage(project: Project & { details: ProjectDetails | null }, origin: string, lang: LanguageCode): Omit<PageMeta, "lang"> {
  const { details } = project;
  const name = twinText(project, "name", lang);
  const location = twinText(project, "location", lang);
  const paragraphs = details ? twinText(details, "description", lang) : [];
  const fallback = lang === "bn" ? `${name}: ${location}, ${WORDS.bn.dhaka}, উদয়ের প্রকল্প।` : `${name}: ${project.category} in ${location}, Dhaka, by UDAY.`;
  const description = summary(paragraphs[0]) || summary(fallback);
  const path = `/projects/${encodeURIComponent(project.uniId)}`;
  const image = project.mainImage ?? details?.headerImage[0] ?? null;
  const [lat, lng] = (project.locationCode ?? "").split(",").map(Number);
  const geo = Number.isFinite(lat) && Number.isFinite(lng) && project.locationCode ? { "@type": "GeoCoordinates", latitude: lat, longitude: lng } : undefined;
  const address = (details && twinText(details, "address", lang)) || location;
  return {
    title: `${name} | ${SITE_NAME}`,
    description,
    path,
    image,
    jsonLd: [
      {
        "@type": "ApartmentComplex",
        name,
        description,
        url: urlIn(origin, path, lang),
        inLanguage: lang,
        ...(image ? { image: absolute(origin, image) } : {}),
        address: { "@type": "PostalAddress", streetAddress: address, addressLocality: WORDS[lang].dhaka, addressCountry: "BD" },
        ...(geo ? { geo } : {}),
      },
      crumbs(origin, lang, [{ name: LISTS["/projects"]![lang].name, path: "/projects" }, { name, path }]),
    ],
  };
}

function contentPage(type: ContentType, item: ContentItem, origin: string, lang: LanguageCode): Omit<PageMeta, "lang"> {
  const list = LISTS[`/${CONTENT_TYPE_INFO[type].segment}`]![lang];
  const path = contentPath(type, item.uniId);
  const title = twinText(item, "title", lang);
  const description = summary(twinText(item, "mainDescription", lang)[0]) || list.description;
  return {
    title: `${title} | ${SITE_NAME}`,
    description,
    path,
    image: item.mainImage,
    type: "article",
    jsonLd: [
      {
        "@type": type === "blog" ? "BlogPosting" : "NewsArticle",
        headline: title,
        description,
        inLanguage: lang,
        image: [absolute(origin, item.mainImage)],
        datePublished: item.createdAt,
        dateModified: item.updatedAt,
        url: urlIn(origin, path, lang),
        publisher: organization(origin, lang),
      },
      crumbs(origin, lang, [{ name: list.name, path: `/${CONTENT_TYPE_INFO[type].segment}` }, { name: title, path }]),
    ],
  };
}

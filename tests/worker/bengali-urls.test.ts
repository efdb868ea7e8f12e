import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicPagePath, localizedPath, splitLanguage } from "../../worker/contract/language-path";
import { APP_PATHS, PUBLIC_PAGES } from "../../worker/contract/public-pages";
import { blogs, projectDetails, projects } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { createMemoryCache } from "../helpers/memory-cache";

/**
 * Bengali pages at their own URLs (issue 31; docs/decisions.md "A language per URL"): every public
 * page under /bn, its head in its language and pointing at both, the sitemap listing both, the old
 * /language route sending readers to the right URL, and one edge copy per URL whatever the cookie.
 */
const ORIGIN = "https://www.uday.example";
const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="generic" /><title>Generic</title></head><body><div id="root"></div></body></html>`;
const assets = { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;

const cacheOf = (res: Response) => /cache;desc=([\w-]+)/.exec(res.headers.get("server-timing") ?? "")?.[1];
const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const hreflangs = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe("the /bn rule (worker/contract/language-path.ts)", () => {
  it("puts a public page's link under /bn and back, keeping its query and fragment, and leaves any other link alone", () => {
    expect(localizedPath("/", "bn")).toBe("/bn");
    expect(localizedPath("/projects?category=Ready%20Apartment#list", "bn")).toBe("/bn/projects?category=Ready%20Apartment#list");
    expect(localizedPath("/bn/projects?search=x", "en")).toBe("/projects?search=x");
    expect(localizedPath("/bn", "en")).toBe("/");
    expect(localizedPath("/bn/blog/BLG-1", "bn")).toBe("/bn/blog/BLG-1");
    for (const other of ["/dashboard/projects", "/login", "/im/a.webp", "/api/projects", "https://evil.example/", "//evil.example", "#main", "/language?lang=bn"]) {
      expect(localizedPath(other, "bn"), other).toBe(other);
    }
    expect(splitLanguage("/bn/about")).toEqual({ lang: "bn", path: "/about" });
    expect(splitLanguage("/bn")).toEqual({ lang: "bn", path: "/" });
    expect(splitLanguage("/bnx")).toEqual({ lang: "en", path: "/bnx" });
  });

  it("gives every page of the public list a Bengali URL, none of them the app's (wrangler.toml is checked against this in public-pages.test.ts)", () => {
    const appOwns = (path: string) => APP_PATHS.some((p) => (p.endsWith("/*") ? path.startsWith(p.slice(0, -1)) : path === p));
    for (const { path } of PUBLIC_PAGES) {
      expect(isPublicPagePath(path.replace(":uniId", "X-1")), path).toBe(true);
      for (const lang of ["en", "bn"] as const) expect(appOwns(localizedPath(path.replace(":uniId", "X-1"), lang)), path).toBe(false);
    }
    for (const other of ["/dashboard", "/login?from=/dashboard", "/api/projects", "/im/a.webp", "/assets/x.js", "/robots.txt", "/sitemap.xml", "/language"]) {
      expect(isPublicPagePath(other), other).toBe(false);
    }
  });
});

describe("Bengali pages at their own URLs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ assets, siteOrigin: ORIGIN, cache: createMemoryCache().cache });
    await t.db.insert(projects).values([
      { uniId: "PRJ-1", name: "UDAY Nilachol", nameBn: "উদয় নীলাচল", status: "approved", category: "Ready Apartment", location: "Uttara", locationBn: "উত্তরা", locationCode: "23.87,90.39" },
      { uniId: "PRJ-2", name: "UDAY Shapla", status: "approved", category: "Under Construction", location: "Mirpur" },
    ]);
    await t.db.insert(projectDetails).values({
      uniId: "PDT-1",
      foreignKey: "PRJ-1",
      description: ["Twelve storeys by the lake."],
      descriptionBn: ["লেকের পাশে বারো তলা।"],
      address: "Road 7, Sector 4",
      addressBn: "রোড ৭, সেক্টর ৪",
    });
    await t.db.insert(blogs).values({ uniId: "BLG-1", title: "Buying in Dhaka", mainDescription: ["What to check before you buy."], mainImage: "/im/blogImages/b.webp", status: "Approved" });
  });
  afterAll(() => t.close());

  it("reads the sitemap and the head of every page in it: lang, canonical and hreflang agree, in both languages", async () => {
    const xml = await (await t.request("/sitemap.xml")).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link [^>]+\/>)+)<\/url>/g)].map((m) => ({
      loc: m[1]!,
      alternates: Object.fromEntries([...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1]!, a[2]!])),
    }));
    // Every <url> was read: as many as there are <loc>s.
    expect(urls).toHaveLength(xml.match(/<loc>/g)!.length);
    const locs = urls.map((u) => u.loc);
    for (const path of ["/", "/projects", "/projects/PRJ-1", "/about", "/contact", "/landowner", "/blog", "/blog/BLG-1", "/news-event", "/coverage"]) {
      expect(locs, path).toContain(`${ORIGIN}${path}`);
      expect(locs, path).toContain(`${ORIGIN}${localizedPath(path, "bn")}`);
    }
    for (const { loc, alternates } of urls) {
      const path = loc.slice(ORIGIN.length);
      const lang = splitLanguage(path).lang;
      expect(alternates, loc).toEqual({ en: alternates["x-default"], bn: alternates.bn, "x-default": alternates.en });
      expect(alternates[lang], loc).toBe(loc);
      const res = await t.request(path);
      expect(res.status, loc).toBe(200);
      const html = await res.text();
      expect(htmlLang(html), loc).toBe(lang);
      expect(canonical(html), loc).toBe(loc);
      expect(hreflangs(html), loc).toEqual(alternates);
      expect(meta(html, "og:url"), loc).toBe(loc);
      expect(meta(html, "og:locale"), loc).toBe(lang === "bn" ? "bn_BD" : "en_US");
    }
  });

  it("titles, describes and marks up a Bengali page in Bengali, from the twins, with English where a twin is empty", async () => {
    const html = await (await t.request("/bn/projects/PRJ-1")).text();
    expect(title(html)).toBe("উদয় নীলাচল | UDAY");
    expect(meta(html, "description")).toBe("লেকের পাশে বারো তলা।");
    expect(meta(html, "og:title")).toBe("উদয় নীলাচল | UDAY");
    const [complex, crumbs] = jsonLd(html);
    expect(complex).toMatchObject({ "@type": "ApartmentComplex", name: "উদয় নীলাচল", url: `${ORIGIN}/bn/projects/PRJ-1`, address: { streetAddress: "রোড ৭, সেক্টর ৪" } });
    expect(crumbs).toMatchObject({ itemListElement: [{ name: "হোম", item: `${ORIGIN}/bn` }, { name: "সব প্রকল্প", item: `${ORIGIN}/bn/projects` }, { name: "উদয় নীলাচল" }] });

    const english = await (await t.request("/projects/PRJ-1")).text();
    expect(title(english)).toBe("UDAY Nilachol | UDAY");
    expect(meta(english, "description")).toBe("Twelve storeys by the lake.");

    // No Bengali twin: the English title, on the Bengali page.
    const blog = await (await t.request("/bn/blog/BLG-1")).text();
    expect(title(blog)).toBe("Buying in Dhaka | UDAY");
    expect(htmlLang(blog)).toBe("bn");
    expect(jsonLd(blog)[0]).toMatchObject({ "@type": "BlogPosting", headline: "Buying in Dhaka", inLanguage: "bn", url: `${ORIGIN}/bn/blog/BLG-1` });
    expect(title(await (await t.request("/bn/about")).text())).toBe("আমাদের সম্পর্কে | UDAY");
    expect(title(await (await t.request("/bn")).text())).toBe("UDAY | ঢাকায় জয়েন্ট ভেঞ্চার অ্যাপার্টমেন্ট");
  });

  it("answers an unknown item, a deeper path or an unknown path under /bn in Bengali with 404, not indexed", async () => {
    for (const path of ["/bn/projects/PRJ-404", "/bn/blog/BLG-1/deeper", "/bn/nowhere"]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
      expect(htmlLang(html), path).toBe("bn");
    }
  });

  it("keys the edge copy on the URL alone: the old cookie changes nothing", async () => {
    const first = await t.request("/bn/about");
    expect(htmlLang(await first.text())).toBe("bn");
    for (const cookie of ["lang=en", "lang=bn", ""]) {
      const bn = await t.request("/bn/about", { headers: { Cookie: cookie } });
      expect(cacheOf(bn), cookie).toBe("hit");
      expect(htmlLang(await bn.text()), cookie).toBe("bn");
      const en = await t.request("/about", { headers: { Cookie: cookie } });
      expect(htmlLang(await en.text()), cookie).toBe("en");
    }
    expect(cacheOf(await t.request("/about", { headers: { Cookie: "lang=bn" } }))).toBe("hit");
  });

  it("answers the contact form posted without JavaScript in its page's language (issue 43)", async () => {
    const res = await t.request("/bn/contact", { method: "POST", body: new URLSearchParams({ name: "x" }), redirect: "manual" });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(htmlLang(html)).toBe("bn");
    expect(html).toContain('href="/bn/contact"');
  });
});

describe("GET /api/projects?search=: the listing's search in both languages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ cache: createMemoryCache().cache });
    await t.db.insert(projects).values([
      { uniId: "PRJ-1", name: "UDAY Nilachol", nameBn: "উদয় নীলাচল", status: "approved", category: "Ready Apartment", location: "Uttara", locationBn: "উত্তরা" },
      { uniId: "PRJ-2", name: "UDAY Shapla", nameBn: "উদয় শাপলা", status: "approved", category: "Under Construction", location: "Mirpur", locationBn: "মিরপুর" },
      { uniId: "PRJ-3", name: "UDAY Hidden", nameBn: "উদয় নীলাচল গোপন", status: "pending", category: "Under Construction", location: "Uttara" },
    ]);
  });
  afterAll(() => t.close());

  const found = async (search: string) => {
    const res = await t.request(`/api/projects?search=${encodeURIComponent(search)}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as Array<{ uniId: string }>).map((p) => p.uniId);
  };

  it("finds projects by their Bengali name and location as well as their English ones, never a pending one", async () => {
    expect(await found("নীলাচল")).toEqual(["PRJ-1"]);
    expect(await found("মিরপুর")).toEqual(["PRJ-2"]);
    expect(await found("উদয় উত্তরা")).toEqual(["PRJ-1"]);
    expect(await found("shapla")).toEqual(["PRJ-2"]);
    expect(await found("uttara")).toEqual(["PRJ-1"]);
    expect(await found("গুলশান")).toEqual([]);
    expect((await found("")).sort()).toEqual(["PRJ-1", "PRJ-2"]);
  });

  it("keeps each search's own copy at the edge", async () => {
    expect(await found("শাপলা")).toEqual(["PRJ-2"]);
    const again = await t.request(`/api/projects?search=${encodeURIComponent("শাপলা")}&r=1`);
    expect(cacheOf(again)).toBe("hit");
    expect(await found("নীলাচল")).toEqual(["PRJ-1"]);
  });
});

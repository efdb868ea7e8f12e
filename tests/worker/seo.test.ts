import { createServer, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { TEST_SECRET } from "../helpers/app";
import { createTestBucket } from "../helpers/bucket";
import { bannerStatics, blogs, messages, newsEvents, projectDetails, projects } from "../../worker/db/schema/index";
import { builtRenderer, createAppWithDeadDb, createTestApp, type TestApp } from "../helpers/app";
import { form, signedIn } from "../helpers/auth";
import { createMemoryCache } from "../helpers/memory-cache";

const ORIGIN = "https://www.uday.example";
const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="generic" /><title>Generic</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;
const assets = { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("robots.txt, sitemap.xml and each public page's head (docs/decisions.md, public pages in the HTML)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ assets, siteOrigin: ORIGIN, cache: createMemoryCache().cache });
    await t.db.insert(projects).values([
      { uniId: "PRJ-1", name: "UDAY Nilachol <Tower>", status: "approved", category: "Ready Apartment", location: "Uttara", locationCode: "23.87,90.39", mainImage: "/im/projectImages/a.webp", updatedAt: "2026-10-01T10:00:00.000Z" },
      { uniId: "PRJ-2", name: "Hidden plot", status: "pending", category: "Under Construction", location: "Mirpur" },
    ]);
    await t.db.insert(projectDetails).values({ uniId: "PDT-1", foreignKey: "PRJ-1", description: ["Twelve storeys by the lake in Uttara, with two lifts."], address: "Road 7, Sector 4" });
    await t.db.insert(blogs).values({ uniId: "BLG-1", title: "Buying in Dhaka", mainDescription: ["What to check before you buy."], mainImage: "/im/blogImages/b.webp", status: "Approved", updatedAt: "2026-09-02T00:00:00.000Z" });
    await t.db.insert(newsEvents).values({ uniId: "NEV-1", title: "Handover day", mainDescription: ["Keys handed over."], mainImage: "/im/newsEventImages/n.webp", status: "approved", tag: "event" });
  });
  afterAll(() => t.close());

  it("robots.txt opens the public site, closes /dashboard, /login and /api, and names the sitemap", async () => {
    const res = await t.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const p of ["/dashboard", "/login", "/api"]) expect(text).toContain(`Disallow: ${p}\n`);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("sitemap.xml lists the pages and every approved item with its lastmod, never a pending one", async () => {
    const res = await t.request("/sitemap.xml");
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    expect(xml).toContain(`<url><loc>${ORIGIN}/projects/PRJ-1</loc><lastmod>2026-10-01T10:00:00.000Z</lastmod><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/projects/PRJ-1"/>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/bn/projects/PRJ-1</loc><lastmod>2026-10-01T10:00:00.000Z</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/blog/BLG-1</loc><lastmod>2026-09-02T00:00:00.000Z</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/news-event/NEV-1</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(xml).not.toContain("PRJ-2");
  });

  it("a project's HTML holds its name, description, absolute og:image, canonical and ApartmentComplex JSON-LD with geo", async () => {
    const res = await t.request("/projects/PRJ-1");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>UDAY Nilachol &lt;Tower&gt; | UDAY</title>");
    expect(html).not.toContain("<title>Generic</title>");
    expect(meta(html, "description")).toBe("Twelve storeys by the lake in Uttara, with two lifts.");
    expect(meta(html, "og:image")).toBe(`${ORIGIN}/im/projectImages/a.webp`);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/projects/PRJ-1" />`);
    const [complex, crumbs] = jsonLd(html);
    expect(complex).toMatchObject({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "UDAY Nilachol <Tower>", geo: { latitude: 23.87, longitude: 90.39 } });
    expect(crumbs).toMatchObject({ "@type": "BreadcrumbList", itemListElement: [{ name: "Home" }, { name: "All Projects" }, { name: "UDAY Nilachol <Tower>", position: 3 }] });
    // The body is the one renderer's, its photo the first thing it asks for.
    expect(html).toMatch(/<h1[^>]*>UDAY Nilachol &lt;Tower&gt;<\/h1>/);
    expect(html).toMatch(/<img[^>]*fetchPriority="high"|<img[^>]*fetchpriority="high"/);
  });

  it("puts staff text with $ patterns into the head as it is, never pieces of the page template", async () => {
    const name = "Tower $` X $' $& $$";
    await t.db.insert(projects).values({ uniId: "PRJ-3", name, status: "approved", category: "Ready Apartment", location: "Uttara $'" });
    const html = await (await t.request("/projects/PRJ-3")).text();
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(html).toContain(`<title>Tower $\` X $&#39; $&amp; $$ | UDAY</title>`);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(jsonLd(html)[0]).toMatchObject({ name });
  });

  it("articles carry BlogPosting or NewsArticle; the home page an Organization", async () => {
    const blog = await (await t.request("/blog/BLG-1")).text();
    expect(jsonLd(blog)[0]).toMatchObject({ "@type": "BlogPosting", headline: "Buying in Dhaka", image: [`${ORIGIN}/im/blogImages/b.webp`] });
    expect(meta(blog, "og:type")).toBe("article");
    expect(jsonLd(await (await t.request("/news-event/NEV-1")).text())[0]).toMatchObject({ "@type": "NewsArticle" });
    const home = await (await t.request("/")).text();
    expect(jsonLd(home)[0]).toMatchObject({ "@type": "Organization", name: "UDAY", url: `${ORIGIN}/` });
    expect(jsonLd(await (await t.request("/blog")).text())[0]).toMatchObject({ "@type": "BreadcrumbList" });
  });

  it("a pending or unknown item answers its not-found text with 404, not indexed", async () => {
    for (const path of ["/projects/PRJ-2", "/projects/NOPE", "/coverage/COV-9", "/blog/BLG-1/extra"]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain("<footer");
      expect(html).not.toContain("application/ld+json");
    }
  });

  it("answers the contact form posted without JavaScript with its confirmation step, storing nothing (issue 43)", async () => {
    const res = await t.request("/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
      body: "name=No+Script&email=ns%40example.com&number=01711223344&message=Hello",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain('<meta name="robots" content="noindex">');
    expect(await t.db.$count(messages)).toBe(0);
  });

  it("serves a page from the edge cache until a staff write, then the new content", async () => {
    const timing = (r: Response) => r.headers.get("server-timing");
    expect(timing(await t.request("/projects"))).toMatch(/cache;desc=(miss|hit)/);
    expect(timing(await t.request("/projects"))).toMatch(/cache;desc=hit/);
    const { cookie } = await signedIn(t, "Manager");
    const add = await t.request("/api/projects/add", {
      method: "POST",
      headers: { Cookie: cookie },
      body: form({ name: "Fresh tower", title: "", status: "Approved", category: "Ready Apartment", location: "Banani" }),
    });
    expect(add.status).toBe(201);
    const after = await t.request("/projects");
    expect(timing(after)).toMatch(/cache;desc=miss/);
    const { uniId } = (await add.json()) as { uniId: string };
    expect(await (await t.request(`/projects/${uniId}`)).text()).toContain("<title>Fresh tower | UDAY</title>");
  });
});

describe("a page whose data cannot be read", () => {
  it("answers the short try-again page (503), never a blank page, and is not kept by the edge", async () => {
    const t = await createAppWithDeadDb();
    try {
      const res = await t.request("/projects/PRJ-1");
      expect(res.status).toBe(503);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).toContain('<a href="/projects/PRJ-1">Try again</a>');
    } finally {
      await t.close();
    }
  }, 20_000);
});

describe("a page whose database hangs", () => {
  it("answers the try-again page within about 1.5 s per wait, not after the database's 5 s deadline", async () => {
    const sockets: Socket[] = [];
    const server = createServer((s) => void sockets.push(s)).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const port = (server.address() as { port: number }).port;
    const storage = await createTestBucket();
    const app = createApp({
      db: () => createDb(`http://127.0.0.1:${port}`),
      bucket: storage.bucket,
      cache: createMemoryCache().cache,
      render: builtRenderer,
      config: { jwtSecret: TEST_SECRET, secureCookies: false },
    });
    try {
      const started = Date.now();
      const res = await app.request("http://localhost/projects/PRJ-1");
      expect(res.status).toBe(503);
      expect(await res.text()).toContain("Try again");
      expect(Date.now() - started).toBeLessThan(4_500);
    } finally {
      for (const s of sockets) s.destroy();
      server.close();
      await storage.close();
    }
  }, 20_000);
});

describe("structured data and share pictures by Google's and schema.org's rules (issue 42)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ assets, siteOrigin: ORIGIN });
    await t.db.insert(projects).values([
      { uniId: "PRJ-1", name: "Lake tower", status: "approved", category: "Ready Apartment", location: "Uttara", locationCode: "23.87,90.39", mainImage: "/im/projectImages/a.webp" },
      // A legacy row's coordinates, out of range: the page shows, its JSON-LD names no place on no map.
      { uniId: "PRJ-9", name: "Legacy plot", status: "approved", category: "Under Construction", location: "Badda", locationCode: "95.1,200.3" },
    ]);
    await t.db.insert(blogs).values({ uniId: "BLG-1", title: "Buying in Dhaka", mainDescription: ["What to check."], mainImage: "/im/blogImages/b.webp", status: "approved" });
    await t.db.insert(newsEvents).values({ uniId: "NEV-1", title: "Handover day", mainDescription: ["Keys."], mainImage: "/im/newsEventImages/n.webp", status: "approved", tag: "event" });
    await t.db.insert(bannerStatics).values({ name: "about", image: "/im/bannerImages/about.webp" });
  });
  afterAll(() => t.close());

  it("leaves out coordinates outside ±90/±180 and keeps those in range", async () => {
    const legacy = await t.request("/projects/PRJ-9");
    expect(legacy.status).toBe(200);
    const [complex] = jsonLd(await legacy.text());
    expect(complex).toMatchObject({ "@type": "ApartmentComplex", name: "Legacy plot" });
    expect(complex).not.toHaveProperty("geo");
    expect(jsonLd(await (await t.request("/projects/PRJ-1")).text())[0]).toMatchObject({ geo: { latitude: 23.87, longitude: 90.39 } });
  });

  it("gives the ApartmentComplex (a Place) no inLanguage, in either language", async () => {
    for (const path of ["/projects/PRJ-1", "/bn/projects/PRJ-1"]) {
      const [complex] = jsonLd(await (await t.request(path)).text());
      expect(complex, path).toMatchObject({ "@type": "ApartmentComplex" });
      expect(complex, path).not.toHaveProperty("inLanguage");
    }
  });

  it("names the company as the articles' author, and gives the Organization its logo", async () => {
    const logo = `${ORIGIN}/logo.png`;
    for (const path of ["/blog/BLG-1", "/news-event/NEV-1", "/bn/blog/BLG-1"]) {
      const [article] = jsonLd(await (await t.request(path)).text());
      expect(article, path).toMatchObject({ author: { "@type": "Organization", name: "UDAY", logo }, publisher: { "@type": "Organization", logo } });
    }
    expect(jsonLd(await (await t.request("/")).text())[0]).toMatchObject({ "@type": "Organization", logo });
  });

  it("gives every section page an og:image in both languages: its banner's, its first item's, a project's", async () => {
    const expected: Record<string, string> = {
      "/about": "/im/bannerImages/about.webp",
      "/blog": "/im/blogImages/b.webp",
      "/news-event": "/im/newsEventImages/n.webp",
      "/coverage": "/im/projectImages/a.webp",
      "/contact": "/im/projectImages/a.webp",
      "/landowner": "/im/projectImages/a.webp",
      "/projects": "/im/projectImages/a.webp",
    };
    for (const [path, image] of Object.entries(expected)) {
      for (const url of [path, `/bn${path}`]) {
        const html = await (await t.request(url)).text();
        expect(meta(html, "og:image"), url).toBe(`${ORIGIN}${image}`);
        expect(meta(html, "twitter:card"), url).toBe("summary_large_image");
      }
    }
  });

  it("falls back to the site's logo on a site with no picture yet", async () => {
    const empty = await createTestApp({ assets, siteOrigin: ORIGIN });
    try {
      for (const url of ["/contact", "/bn/blog"]) expect(meta(await (await empty.request(url)).text(), "og:image"), url).toBe(`${ORIGIN}/logo.png`);
    } finally {
      await empty.close();
    }
  });
});

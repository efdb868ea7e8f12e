import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type IslandProps, packIslandProps, unpackIslandProps } from "../../web/shared/lib/island";
import type { RenderPage } from "../../worker/env";
import { contactInformation, projectDetails, projects } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { createMemoryCache } from "../helpers/memory-cache";

/**
 * Public pages rendered from the React components in the worker (docs/decisions.md, "Public pages
 * rendered in the worker"), with the renderer `vite build` makes (npm test builds it first).
 */
const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Generic</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const assets = { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;

type State = { lang: string; islands?: IslandProps };
const stateOf = (html: string) => {
  const m = /<script type="application\/json" id="rendered-state"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as State) : null;
};

/** The props island `name` hydrates with, from the page's rendered state (shared/lib/island.tsx). */
const islandProps = (html: string, name: string) => {
  const n = new RegExp(`<div data-island="${name}" data-n="(\\d+)"`).exec(html)?.[1];
  return n === undefined ? null : (unpackIslandProps(stateOf(html)?.islands, Number(n)) as Record<string, unknown>);
};

async function appWith(render: RenderPage, cache?: Cache) {
  const t = await createTestApp({ assets, render, cache, siteOrigin: "https://www.uday.example" });
  await t.db.insert(projects).values({
    uniId: "PRJ-1",
    name: "UDAY Nilachol <Tower>",
    status: "approved",
    category: "Ready Apartment",
    location: "Uttara",
    locationCode: "23.87,90.39",
  });
  await t.db.insert(projectDetails).values({ uniId: "PDT-1", foreignKey: "PRJ-1", description: ["Twelve storeys by the lake </script> in Uttara."] });
  // Every page's header and footer show the company's contact record.
  await t.db.insert(contactInformation).values({
    image: "/im/images/contact.png",
    phone: "+8801700000000",
    phones: ["+8801700000001"],
    email: "info@uday.example",
    socialHandle: "@uday",
    address: "House 1, Road 2, Uttara, Dhaka",
    mapEmbed: "https://www.google.com/maps/embed?pb=abc",
  });
  return t;
}

describe("a public page rendered in the worker", () => {
  let t: TestApp;
  beforeAll(async () => {
    const { renderPage } = (await import("../../dist/server/entry-server.js")) as { renderPage: RenderPage };
    t = await appWith(renderPage);
  });
  afterAll(() => t.close());

  it("holds the page's own markup, the data it was rendered from and its chunks to preload", async () => {
    const res = await t.request("/projects/PRJ-1");
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>UDAY Nilachol &lt;Tower&gt;<\/h1>/);
    expect(root).toContain("Twelve storeys by the lake &lt;/script&gt; in Uttara.");
    // The readable fallback (plain links) is not there: the app's own header is.
    expect(root).not.toContain('<nav aria-label="Main navigation"><a href="/">');
    const state = stateOf(html);
    expect(state).not.toBeNull();
    // The text that would close the element is escaped inside the JSON block.
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    // The hero island's props, in the page's state, come back whole.
    expect((islandProps(html, "project-hero") as { project: { name: string } }).project.name).toBe("UDAY Nilachol <Tower>");
    // The islands' code, inert until the entry activates it after the first paint.
    const template = html.match(/<template id="page-chunks">(.*?)<\/template>/)?.[1] ?? "";
    for (const chunk of ["islands", "top-bar", "project-hero"]) {
      expect(template).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}-[\\w-]+\\.js" />`));
    }
    expect(html.replace(/<template[\s\S]*?<\/template>/g, "")).not.toContain("modulepreload");
  });

  it("hydrates only a page's islands: each in its slot with its props, their code preloaded, never the app's", async () => {
    const html = await (await t.request("/blog")).text();
    const islands = [...html.matchAll(/<div data-island="([\w-]+)" data-n="(\d+)"/g)].map((m) => m[1]);
    expect(islands).toEqual(["top-bar"]);
    expect(stateOf(html)).toMatchObject({ lang: "en" });
    const page = html.match(/<template id="page-chunks">(.*?)<\/template>/)?.[1] ?? "";
    for (const chunk of ["islands", "top-bar"]) expect(page).toMatch(new RegExp(`href="/assets/${chunk}-[\\w-]+\\.js"`));
    // No page module, no layout, no app: the rest of the page is HTML.
    expect(page).not.toMatch(/\/assets\/(boot|layout|blog)-/);
    expect(html).not.toMatch(/\/assets\/boot-/);
    // The contact page's form is an island; the listing's filters and list are one.
    const contact = await (await t.request("/contact")).text();
    expect(contact).toContain('data-island="contact-form"');
    const listing = await (await t.request("/projects?category=Ongoing")).text();
    expect(listing).toContain('data-island="projects-listing"');
    // What an island reads travels as its props, and nothing else of the page's data: the top bar's
    // menus are a summary made from the layout's projects (per category the names the menus show and
    // how many there are, and the locations), its hotline the contact record; the blog's posts go to no island.
    expect(Object.keys(stateOf(html)!).sort()).toEqual(["islands", "lang"]);
    const topBar = islandProps(html, "top-bar") as { menu: { columns: { category: string; items: object[]; total: number }[] }; contact: { phone: string } };
    expect(Object.keys(topBar).sort()).toEqual(["contact", "menu"]);
    const column = topBar.menu.columns.find((c) => c.items.length > 0)!;
    expect(Object.keys(column.items[0]!).sort()).toEqual(["name", "nameBn", "uniId"]);
    expect(column.total).toBeGreaterThanOrEqual(column.items.length);
    expect(topBar.contact.phone).toBeTruthy();
    // Of the contact record, the fields the header shows; the footer's address and phones are HTML.
    expect(Object.keys(topBar.contact).sort()).toEqual(["facebook", "instagram", "phone", "whatsapp", "youtube"]);
    expect(stateOf(html)!.islands!.values).toEqual([]); // one island: nothing shared
  });

  it("draws lucide's icons without the attributes the style sheet says once (vite.config.ts `leanLucide`)", async () => {
    const html = await (await t.request("/")).text();
    const icons = html.match(/<svg[^>]*class="lucide[^"]*"[^>]*>/g) ?? [];
    expect(icons.length).toBeGreaterThan(5);
    for (const svg of icons) {
      expect(svg).not.toMatch(/ (xmlns|fill|stroke|stroke-linecap|stroke-linejoin)=/);
      expect(svg).toMatch(/^<svg width="\d+" height="\d+" viewBox="0 0 24 24" stroke-width="[\d.]+" class="lucide /);
    }
    expect(readFileSync(new URL("../../web/styles.css", import.meta.url), "utf8")).toMatch(/\.lucide \{\s*fill: none;\s*stroke: currentColor;\s*stroke-linecap: round;\s*stroke-linejoin: round;/);
  });

  it("embeds no project list on the home page: the tabs get the three cards they show, the map its hidden count", async () => {
    const html = await (await t.request("/")).text();
    // One project: with no category chosen the tabs show projects 4 to 6 (none), and its point is valid.
    expect(islandProps(html, "category-filter")).toEqual({ first: [] });
    expect(islandProps(html, "projects-map")).toEqual({ hidden: 0 });
    expect(stateOf(html)!.islands!.values).toEqual([]);
    // Once, in the header's menu summary: the Discover cards are HTML, not data (issue 47).
    expect(html.split('"uniId":"PRJ-1"')).toHaveLength(2);
  });

  it("leaves the projects listing's list out of /projects: the island reads it as it hydrates, and the page names where", async () => {
    const html = await (await t.request("/projects")).text();
    // The server's HTML shows the project; its data is not in the page.
    expect(html).toContain("UDAY Nilachol &lt;Tower&gt;");
    const n = Number(/<div data-island="projects-listing" data-n="(\d+)"/.exec(html)?.[1]);
    expect(stateOf(html)!.islands!.fetched).toEqual({ [n]: { projects: "/api/projects" } });
    expect(islandProps(html, "projects-listing")).toEqual({ sizes: {} });
    // Once, in the header's menu summary.
    expect(html.split('"uniId":"PRJ-1"')).toHaveLength(2);
    // What it names is the list the server rendered: the public API's.
    const api = (await (await t.request("/api/projects")).json()) as { uniId: string }[];
    expect(api.map((p) => p.uniId)).toEqual(["PRJ-1"]);
  });

  it("preloads a Bengali page's strings with its islands' code, as one file; an English page's never", async () => {
    const chunks = async (path: string) => ((await (await t.request(path)).text()).match(/<template id="page-chunks">(.*?)<\/template>/)?.[1] ?? "").match(/\/assets\/[\w-]+\.js/g) ?? [];
    const bengali = await chunks("/bn/projects");
    expect(bengali.filter((f) => /^\/assets\/bengali-[\w-]+\.js$/.test(f))).toHaveLength(1);
    // Before the first island's own chunk: the islands' runtime loads the strings before it hydrates.
    expect(bengali.findIndex((f) => f.startsWith("/assets/bengali-"))).toBeLessThan(bengali.findIndex((f) => f.startsWith("/assets/top-bar-")));
    expect((await chunks("/projects")).filter((f) => f.startsWith("/assets/bengali-"))).toEqual([]);
  });

  it("carries a prop an island reads itself as the path it reads, not as data (shared/lib/island.tsx `fetched`)", () => {
    const packed = packIslandProps([
      { n: 0, props: { projects: [{ uniId: "PRJ-1" }], sizes: {} }, fetched: { projects: "/api/projects" } },
      { n: 1, props: { title: "a" } },
    ]);
    expect(packed).toEqual({ props: { 0: { sizes: {} }, 1: { title: "a" } }, values: [], fetched: { 0: { projects: "/api/projects" } } });
    expect(packIslandProps([{ n: 0, props: { title: "a" } }])).toEqual({ props: { 0: { title: "a" } }, values: [] });
  });

  it("carries a value several islands get once (shared/lib/island.tsx), and gives each island its own", () => {
    const list = [{ uniId: "PRJ-1" }];
    const packed = packIslandProps([
      { n: 0, props: { projects: list, title: "a" } },
      { n: 1, props: { projects: list } },
      { n: 2, props: { projects: [{ uniId: "PRJ-1" }] } },
    ]);
    expect(packed.values).toEqual([list]);
    expect(JSON.stringify(packed).split('"PRJ-1"')).toHaveLength(3);
    expect([0, 1, 2].map((n) => unpackIslandProps(packed, n))).toEqual([{ projects: list, title: "a" }, { projects: list }, { projects: list }]);
  });

  it("fetches its entry script at low priority: the code waits for the first screen, so the stylesheet and images come first", async () => {
    const html = await (await t.request("/projects")).text();
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/index.js"></script>');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });

  it("renders a page whose record the API refuses as the browser would show that refusal: no about record yet", async () => {
    await t.db.delete(contactInformation);
    try {
      const res = await t.request("/about");
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("<title>About | UDAY</title>");
      // No about record: the page's own "unavailable" text, inside the layout.
      expect(html).toContain("About information is not available right now.");
      expect(html).toContain("<footer");
    } finally {
      await t.db.insert(contactInformation).values({
        image: "/im/images/contact.png",
        phone: "+8801700000000",
        phones: [],
        email: "info@uday.example",
        socialHandle: "@uday",
        address: "Uttara",
        mapEmbed: "https://www.google.com/maps/embed?pb=abc",
      });
    }
  });

  it("answers an unknown item with its page's not-found text, 404 and noindex", async () => {
    const res = await t.request("/projects/PRJ-404");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('data-testid="project-not-found"');
  });

  it("answers an unknown address or a deeper path with the site's not-found page in the layout, 404", async () => {
    for (const path of ["/nowhere", "/blog/BLG-1/deeper", "/index.html"]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
      expect(html, path).toContain("We can&#x27;t find what you&#x27;re looking for.");
      expect(html, path).toContain("<footer");
    }
  });

  it("sends a page typed with other capitals or a trailing slash to its own spelling, query kept", async () => {
    for (const [path, to] of [
      ["/CONTACT?x=1", "/contact?x=1"],
      ["/about/", "/about"],
      ["/Blog/", "/blog"],
      ["/bn/", "/bn"],
      ["/projects/PRJ-1//", "/projects/PRJ-1"],
      ["/login/?from=/dashboard", "/login?from=/dashboard"],
    ]) {
      const res = await t.request(path!);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(to);
    }
  });

  it("never sends a path that names another site elsewhere: it is not a page", async () => {
    for (const path of ["//evil.example/", "/\\evil.example/", "//evil.example//"]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("location"), path).toBeNull();
    }
  });
});

describe("a public page in its URL's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    const { renderPage } = (await import("../../dist/server/entry-server.js")) as { renderPage: RenderPage };
    t = await appWith(renderPage, createMemoryCache().cache);
    await t.db.update(projects).set({ nameBn: "উদয় নীলাচল", locationBn: "উত্তরা" });
  });
  afterAll(() => t.close());

  const get = (path: string, cookie?: string) => t.request(path, cookie ? { headers: { Cookie: cookie } } : {});
  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
  const BENGALI_NAV = "প্রধান নেভিগেশন";

  it("renders /bn in Bengali, says so in <html lang> and the embedded state, with the staff texts' Bengali twins and links that stay under /bn", async () => {
    const html = await (await get("/bn/projects/PRJ-1")).text();
    expect(html).toContain('<html lang="bn">');
    expect(rootOf(html)).toContain(BENGALI_NAV);
    expect(rootOf(html)).toMatch(/<h1[^>]*>উদয় নীলাচল<\/h1>/);
    expect((stateOf(html) as { lang?: string } | null)?.lang).toBe("bn");
    // A text without its Bengali twin shows in English, marked as English for screen readers.
    expect(rootOf(html)).toMatch(/<div lang="en" class="[^"]*"><p>Twelve storeys by the lake &lt;\/script&gt; in Uttara.<\/p><\/div>/);
    expect(rootOf(html)).toContain("উত্তরা");
    // The menus' links are the Bengali pages'; the language switch names both URLs of this page.
    expect(rootOf(html)).toContain('href="/bn/about"');
    expect(rootOf(html)).not.toContain('href="/about"');
    expect(rootOf(html)).toMatch(/<a href="\/projects\/PRJ-1" hrefLang="en"/);
    expect(rootOf(html)).toMatch(/<a href="\/bn\/projects\/PRJ-1" hrefLang="bn"/);
  });

  it("gives a Bengali page its font faces for a reader without JavaScript, inside <noscript>, and an English page none", async () => {
    const bn = await (await get("/bn/about")).text();
    const head = bn.slice(0, bn.indexOf("</head>"));
    const noscript = /<noscript><style>([\s\S]*?)<\/style><\/noscript>/.exec(head)?.[1] ?? "";
    expect(noscript).toMatch(/font-family:\s*['"]?Noto Sans Bengali/);
    // The files the browser build emitted (web/fonts.ts uses the same), by their hashed names.
    expect(noscript).toMatch(/url\(\/assets\/noto-sans-bengali-bengali-400-normal-[\w-]+\.woff2\)/);
    expect(noscript).toMatch(/font-weight:\s*600/);
    const en = await (await get("/about")).text();
    expect(en.slice(0, en.indexOf("</head>"))).not.toContain("Noto Sans Bengali");
  });

  it("hides the controls that need a script from a reader without one, and puts a link in the phone menu's place", async () => {
    for (const path of ["/about", "/bn/about"]) {
      const html = await (await get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(/<noscript><style>([\s\S]*?)<\/style><\/noscript>/.exec(head)?.[1], path).toContain("[data-needs-script]{display:none!important}");
      expect(rootOf(html)).toMatch(/<button[^>]*aria-label="[^"]+"[^>]*data-needs-script=""/);
      expect(rootOf(html)).toMatch(/<noscript><a href="#site-links"[^>]*aria-label="[^"]+"/);
      expect(rootOf(html)).toMatch(/<h2 id="site-links"/);
    }
  });

  it("renders today's path in English, whatever the old cookie says, and each URL has its own edge copy", async () => {
    const en = await (await get("/projects/PRJ-1", "lang=bn")).text();
    expect(en).toContain('<html lang="en">');
    expect(rootOf(en)).toContain("Main navigation");
    expect(en).not.toContain(BENGALI_NAV);
    expect(rootOf(en)).toMatch(/<h1[^>]*>UDAY Nilachol &lt;Tower&gt;<\/h1>/);
    expect(rootOf(en)).toContain('href="/about"');

    const again = await get("/bn/projects/PRJ-1", "lang=en");
    expect(again.headers.get("Server-Timing")).toContain("cache;desc=hit");
    expect(rootOf(await again.text())).toContain(BENGALI_NAV);
  });
});

describe("a crowd on one page with a cold cache", () => {
  it("renders it once: the others wait for that copy, and each gets the full page", async () => {
    const { renderPage } = (await import("../../dist/server/entry-server.js")) as { renderPage: RenderPage };
    let renders = 0;
    const t = await appWith(async (...args) => {
      renders++;
      return renderPage(...args);
    }, createMemoryCache().cache);
    try {
      const pages = await Promise.all(Array.from({ length: 12 }, () => t.request("/projects/PRJ-1").then((r) => r.text())));
      for (const html of pages) expect(stateOf(html)).not.toBeNull();
      expect(renders).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe("when rendering fails", () => {
  it("answers a short page saying to try again, 503 and kept nowhere, never a blank page or another page", async () => {
    const t = await appWith(async () => {
      throw new Error("render exploded");
    });
    try {
      for (const [path, text, again] of [
        ["/projects/PRJ-1", "Try again", "It will try again by itself in a few seconds."],
        ["/bn/projects/PRJ-1", "আবার চেষ্টা করুন", "কয়েক সেকেন্ড পরে এটি নিজেই আবার চেষ্টা করবে।"],
      ] as const) {
        const res = await t.request(path);
        expect(res.status, path).toBe(503);
        expect(res.headers.get("cache-control"), path).toBe("no-store");
        expect(res.headers.get("retry-after"), path).toBe("5");
        // The browser showing it asks again by itself, and the page says it will.
        expect(res.headers.get("refresh"), path).toBe("5");
        const html = await res.text();
        expect(html, path).toContain(again);
        expect(html, path).toContain(`<a href="${path}">${text}</a>`);
        // Nothing runs: no app to draw a page the worker could not.
        expect(html, path).not.toContain("<script type=\"module\"");
        expect(stateOf(html), path).toBeNull();
      }
    } finally {
      await t.close();
    }
  });

  it("gives up on a render that never ends at its deadline: the try-again page, kept nowhere", async () => {
    const t = await appWith(() => new Promise(() => {}));
    try {
      const res = await t.request("/projects/PRJ-1");
      expect(res.status).toBe(503);
      expect(res.headers.get("cache-control")).toBe("no-store");
      // One renderer: no string-made stand-in body.
      expect(await res.text()).not.toContain("UDAY Nilachol");
    } finally {
      await t.close();
    }
  });
});

describe("the build id the edge cache keys rendered pages by", () => {
  it("is a hash of the built renderer itself, so any change to how pages render starts a new cache", async () => {
    const { BUILD_ID } = (await import("../../dist/server/entry-server.js")) as { BUILD_ID: string };
    expect(BUILD_ID).toMatch(/^[0-9a-f]{16}$/);
    const code = readFileSync(new URL("../../dist/server/entry-server.js", import.meta.url), "utf8");
    const hashed = code.replace(BUILD_ID, "__RENDERER_HASH__");
    expect(hashed).not.toBe(code);
    expect(createHash("sha256").update(hashed).digest("hex").slice(0, 16)).toBe(BUILD_ID);
  });
});

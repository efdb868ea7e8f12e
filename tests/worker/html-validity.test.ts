import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaPlan } from "../../scripts/seed/media";
import { contentRows } from "../../scripts/seed/content-data";
import { projectDetailRows } from "../../scripts/seed/project-details-data";
import { projectRows } from "../../scripts/seed/projects-data";
import { siteRows } from "../../scripts/seed/site-data";
import { paymentPlanRows, priceListRows, unitRows } from "../../scripts/seed/units-data";
import { localizedPath } from "../../worker/contract/language-path";
import { isPrivatePage, PUBLIC_PAGES } from "../../worker/contract/public-pages";
import * as t from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";

/**
 * Every public page in both languages passes the W3C Nu HTML Checker (issue 42 item 8): one sample
 * per parameterised page and the not-found page, rendered through the app with the built shell
 * (dist/client/index.html, as the assets server gives it), checked by one run of the checker's jar
 * (vnu-jar) over them all. The demo's rows stand in for a real site; their pictures are paths of
 * stored images (content-addressed names, so the pages carry their srcsets), never rendered.
 */
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
const SHELL_FILE = new URL("../../dist/client/index.html", import.meta.url);

/** The demo's rows with a stored-image path for each picture: no illustration is drawn. */
function fakeMedia(): MediaPlan {
  let n = 0;
  const path = (folder: string, ext: string) => `/im/${folder}/${(++n).toString(16).padStart(32, "0")}.${ext}`;
  return { img: (folder: string) => path(folder, "jpg"), pdf: (folder: string) => path(folder, "pdf") } as unknown as MediaPlan;
}

async function seedDemoRows(app: TestApp) {
  const m = fakeMedia();
  const now = new Date();
  const projects = projectRows(m, now);
  const content = contentRows(m, now);
  const site = siteRows(m, now);
  const { db } = app;
  await db.insert(t.projects).values(projects);
  await db.insert(t.projectDetails).values(projectDetailRows(m, now, projects.map((p) => p.locationCode)));
  await db.insert(t.banners).values(site.banners);
  await db.insert(t.bannerStatics).values(site.bannerStatics);
  await db.insert(t.blogs).values(content.blogs);
  await db.insert(t.coverage).values(content.coverage);
  await db.insert(t.newsEvents).values(content.newsEvents);
  await db.insert(t.contentDetails).values(content.contentDetails);
  await db.insert(t.about).values(site.about);
  await db.insert(t.contactInformation).values(site.contactInformation);
  // Issue 45's flats, in chunks below SQLite's limit of bound values.
  const flats = unitRows(now);
  for (let i = 0; i < flats.length; i += 50) await db.insert(t.units).values(flats.slice(i, i + 50));
  await db.insert(t.priceLists).values(priceListRows(now, 1));
  await db.insert(t.paymentPlans).values(paymentPlanRows(now));
}

type VnuMessage = { type: string; url?: string; message: string; extract?: string; lastLine?: number };

/** One run of the checker over every file: its errors (and any file it could not read). */
function checkHtml(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], { maxBuffer: 64 << 20 }, (err, stdout, stderr) => {
      // It exits 1 when it finds an error; its report is JSON on stderr either way.
      try {
        resolve((JSON.parse(stderr || stdout) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(err ?? new Error(`vnu: ${stderr}`));
      }
    });
  });
}

describe("the public pages' HTML (W3C Nu HTML Checker)", () => {
  let app: TestApp;
  let dir: string;
  beforeAll(async () => {
    const shell = await readFile(SHELL_FILE, "utf8");
    const assets = { fetch: async () => new Response(shell, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
    app = await createTestApp({ assets, siteOrigin: "https://www.uday.example" });
    await seedDemoRows(app);
    dir = await mkdtemp(join(tmpdir(), "html-validity-"));
  });
  afterAll(async () => {
    await app?.close();
    if (dir && !process.env.KEEP) await rm(dir, { recursive: true, force: true });
  });

  it("finds no error on any page, in English or Bengali, nor on the not-found page or the forms' no-script steps", async () => {
    // A sample of each parameterised page: the first of its items the sitemap lists.
    const sitemap = await (await app.request("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>https:\/\/www\.uday\.example([^<]*)<\/loc>/g)].map((m) => m[1]!);
    const paths = PUBLIC_PAGES.map((page) => {
      const { path } = page;
      if (!path.includes(":")) return path;
      // A buyer portal page is in no sitemap: signed out, any id shows the sign-in.
      if (isPrivatePage(page)) return path.replace(/:\w+/, "1");
      const prefix = path.slice(0, path.indexOf(":"));
      const sample = listed.find((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes("/"));
      expect(sample, `an item for ${path}`).toBeDefined();
      return sample!;
    });
    // A project page with a flat open (issue 45): its panel, plans and EMI form.
    const shown = ((await (await app.request("/api/projects")).json()) as { uniId: string; flats: { fromPrice: number | null } | null }[]).find((p) => p.flats?.fromPrice);
    const flat = ((await (await app.request(`/api/projects/${shown!.uniId}/units`)).json()) as { id: number; status: string }[]).find((u) => u.status === "available");
    const unitPage = `/projects/${shown!.uniId}?unit=${flat!.id}`;
    const files: Record<string, string> = {};
    for (const lang of ["en", "bn"] as const) {
      for (const path of [...paths, unitPage, "/no-such-page"]) {
        const url = localizedPath(path, lang);
        const res = await app.request(url);
        expect(res.status, url).toBe(path === "/no-such-page" ? 404 : 200);
        const file = join(dir, `${url.replace(/[^A-Za-z0-9]+/g, "_") || "_"}.html`);
        await writeFile(file, await res.text());
        files[`file:${file}`] = url;
      }
    }
    // The forms' steps without JavaScript (routes/no-script-lead.ts, issue 43): a confirmation, a landowner's
    // (which asks for the files again), a refusal.
    const land = { kind: "landowner", name: "Karim", number: "01712345678", email: "", landArea: "Mirpur", landAddress: "Road 5", landSize: "5", landUnit: "katha", roadWidthFt: "30", ownership: "single", message: "Five katha" };
    const posts: Array<[string, number, RequestInit]> = [
      ["/contact", 200, { body: new URLSearchParams({ name: "Rahim", email: "r@example.com", number: "01712345678", message: "Hello <there>" }) }],
      ["/bn/contact", 200, { body: (() => { const f = new FormData(); for (const [k, v] of Object.entries(land)) f.set(k, v); return f; })() }],
      ["/contact", 422, { body: new URLSearchParams({ name: "" }) }],
      ["/bn/contact", 422, { body: new URLSearchParams({ name: "" }) }],
    ];
    for (const [url, status, init] of posts) {
      const res = await app.request(url, { method: "POST", ...init });
      expect(res.status, `POST ${url}`).toBe(status);
      const file = join(dir, `post${url.replace(/[^A-Za-z0-9]+/g, "_")}_${status}_${Object.keys(files).length}.html`);
      await writeFile(file, await res.text());
      files[`file:${file}`] = `POST ${url} (${status})`;
    }
    const errors = (await checkHtml(Object.keys(files).map((u) => u.slice("file:".length)))).map((m) => ({
      page: (m.url && files[m.url]) ?? m.url,
      line: m.lastLine,
      type: m.type,
      message: m.message,
      extract: m.extract,
    }));
    expect(Object.keys(files)).toHaveLength(2 * (PUBLIC_PAGES.length + 2) + posts.length);
    expect(errors).toEqual([]);
  }, 90_000);
});

/**
 * `npm run lighthouse`: Lighthouse (mobile: Moto G Power, slow 4G, 4× CPU) against `/`, `/projects`,
 * a project detail page, `/blog`, `/bn` and the Bengali project page, on the real worker in workerd with the demo data, driving
 * Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default; no browser is ever downloaded).
 * Prints the four category scores, LCP, TBT, CLS and the JavaScript and image bytes transferred per page.
 * `-- --url http://host:port` measures a site that is already running instead of starting one;
 * `-- --runs N` measures each page N times and reports the median run; `-- --page /path` one page only.
 * Not part of `npm test`: it measures, it does not assert. Figures: docs/performance.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { getPlatformProxy } from "wrangler";
import { startWorker } from "../tests/helpers/worker-process";
import { createDb } from "../worker/db/client";
import { migrateDatabase } from "./db-migrate";
import { startLibsqlServer } from "./libsql-server/server";
import { seedIfEmpty } from "./seed/seed";
import { newToken } from "./worker-env";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const given = process.argv.indexOf("--url");
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;
const cleanups: (() => Promise<void> | void)[] = [];

async function startSite(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "uday-lighthouse-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const authToken = newToken();
  const db = await startLibsqlServer({ file: join(dir, "local.db"), port: 0, authToken });
  cleanups.unshift(() => db.close());
  await migrateDatabase(db.url, authToken);
  const proxy = await getPlatformProxy<{ BUCKET: R2Bucket }>({ persist: { path: join(dir, "v3") } });
  await seedIfEmpty({ db: createDb(db.url, authToken, { deadlineMs: 60_000 }), bucket: proxy.env.BUCKET, password: newToken() });
  await proxy.dispose();
  const worker = await startWorker({ persistTo: dir, libsqlUrl: db.url, authToken });
  cleanups.unshift(() => worker.stop());
  return worker.url;
}

async function projectPath(base: string): Promise<string> {
  const res = await fetch(`${base}/api/projects`);
  const body = (await res.json()) as unknown;
  const list = (Array.isArray(body) ? body : ((body as { items?: unknown[] }).items ?? [])) as { uniId: string }[];
  const pick = list.find((p) => p.uniId === "PRJ-0009") ?? list[0];
  if (!pick) throw new Error("no project to measure");
  return `/projects/${encodeURIComponent(pick.uniId)}`;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (v: number | undefined) => (v === undefined ? "?" : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${v.toFixed(0)} ms`);

interface Row {
  page: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: string;
  tbt: string;
  cls: string;
  js: string;
  img: string;
}

async function measure(url: string, port: number, run: number): Promise<Omit<Row, "page">> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    formFactor: "mobile", // the default mobile preset: Moto G Power, simulated slow 4G, 4× CPU
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  if (process.env.LH_REPORTS) {
    mkdirSync(process.env.LH_REPORTS, { recursive: true });
    writeFileSync(join(process.env.LH_REPORTS, `${new URL(url).pathname.replace(/\W+/g, "_").replace(/^_$/, "home")}-${run + 1}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const items = (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ?? [];
  const bytes = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    lcp: ms(audits["largest-contentful-paint"]?.numericValue),
    tbt: ms(audits["total-blocking-time"]?.numericValue),
    cls: (audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
    js: kb(bytes("script")),
    img: kb(bytes("image")),
  };
}

try {
  const base = given > 0 ? process.argv[given + 1]!.replace(/\/$/, "") : await startSite();
  const only = process.argv.indexOf("--page");
  const project = only > 0 ? "" : await projectPath(base);
  // Issue 28's four pages, then issue 31's two Bengali ones (the same targets).
  const pages = only > 0 ? [process.argv[only + 1]!] : ["/", "/projects", project, "/blog", "/bn", `/bn${project}`];
  // Each page once first, as a visitor before: most visitors get the page the edge already holds.
  for (const page of pages) await (await fetch(`${base}${page}`)).text();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  cleanups.unshift(() => chrome.kill());
  const rows: Row[] = [];
  for (const page of pages) {
    // Lighthouse simulates the phone from a trace recorded on this machine, so runs differ: with
    // `--runs N` each page is measured N times and the run with the median performance score is shown.
    const runs: Omit<Row, "page">[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(`${base}${page}`, chrome.port, i));
    const sorted = [...runs].sort((a, b) => a.perf - b.perf);
    rows.push({ page, ...sorted[Math.floor((sorted.length - 1) / 2)]! });
    console.error(`measured ${page}: ${runs.map((r) => `${r.perf} (LCP ${r.lcp}, TBT ${r.tbt})`).join(", ")}`);
  }
  console.log("\n| page | perf | a11y | best practices | SEO | LCP | TBT | CLS | JS transferred | images transferred |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.page} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.js} | ${r.img} |`);
} finally {
  for (const c of cleanups) await c();
}
process.exit(0);

/**
 * `npm run size` (builds with `--manifest`): the JavaScript the browser downloads for `/`,
 * gzipped, against the 100 KB budget of issue 10: the entry and what index.html modulepreloads,
 * plus the lazy chunks of the public layout, its error boundary and the home page with everything
 * they import statically (scripts/size-lib.ts). The home page's sections below the slider, which
 * download while the page hydrates, are listed and summed apart; other chunks are listed, not
 * counted. Exits 1 over budget.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { homeDownloads, laterDownloads, type Manifest, otherPublicPages, pageDownloads } from "./size-lib";

const BUDGET_KB = 100;
const dist = join(import.meta.dirname, "../dist/client");
const manifestFile = join(dist, ".vite/manifest.json");
if (!existsSync(manifestFile)) {
  console.error("no dist/client/.vite/manifest.json: run `npm run size` (it builds with --manifest)");
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
rmSync(join(dist, ".vite"), { recursive: true, force: true }); // never served as a static asset
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const counted = homeDownloads(manifest);
const rows = counted.map((f) => ({ file: f, kb: gz(f) })).sort((a, b) => b.kb - a.kb);
const total = rows.reduce((s, r) => s + r.kb, 0);
for (const r of rows) console.log(`  for /   ${r.kb.toFixed(1).padStart(7)} KB  ${r.file}`);
const later = laterDownloads(manifest, counted).map((f) => ({ file: f, kb: gz(f) })).sort((a, b) => b.kb - a.kb);
for (const r of later) console.log(`  then    ${r.kb.toFixed(1).padStart(7)} KB  ${r.file}`);
const lazy = readdirSync(join(dist, "assets"))
  .map((f) => `assets/${f}`)
  .filter((f) => f.endsWith(".js") && !counted.includes(f) && !later.some((r) => r.file === f))
  .map((f) => ({ file: f, kb: gz(f) }))
  .sort((a, b) => b.kb - a.kb);
for (const r of lazy.slice(0, 10)) console.log(`  lazy    ${r.kb.toFixed(1).padStart(7)} KB  ${r.file}`);
console.log("\nThe other public pages, for comparison (not budgeted), the same way:");
for (const page of otherPublicPages(manifest)) {
  const kb = pageDownloads(manifest, page).reduce((s, f) => s + gz(f), 0);
  console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${page.replace(/^app\/routes\/public\/|\.tsx$/g, "")}`);
}
console.log(`\nJavaScript downloaded for /: ${total.toFixed(1)} KB gzipped in ${rows.length} files (budget ${BUDGET_KB} KB)`);
const laterKb = later.reduce((s, r) => s + r.kb, 0);
console.log(`then, for the sections below the first screen as they hydrate: ${laterKb.toFixed(1)} KB in ${later.length} files`);
if (total > BUDGET_KB) {
  console.error(`over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}

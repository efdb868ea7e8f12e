/**
 * `npm run size` (builds with `--manifest`): the JavaScript the browser downloads for `/`,
 * gzipped, against the 100 KB budget of issue 10: the entry and what index.html modulepreloads,
 * plus the lazy chunks of the public layout, its error boundary and the home page with everything
 * they import statically (scripts/size-lib.ts). Other chunks are listed, not counted. Exits 1 over budget.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { homeDownloads, type Manifest } from "./size-lib";

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
const lazy = readdirSync(join(dist, "assets"))
  .map((f) => `assets/${f}`)
  .filter((f) => f.endsWith(".js") && !counted.includes(f))
  .map((f) => ({ file: f, kb: gz(f) }))
  .sort((a, b) => b.kb - a.kb);
for (const r of lazy.slice(0, 10)) console.log(`  lazy    ${r.kb.toFixed(1).padStart(7)} KB  ${r.file}`);
console.log(`\nJavaScript downloaded for /: ${total.toFixed(1)} KB gzipped in ${rows.length} files (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB) {
  console.error(`over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}

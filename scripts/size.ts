/**
 * `npm run size`: the public entry's initial JavaScript, gzipped, against the 150 KB budget.
 * "Initial" = the entry script plus every module it preloads, as listed in the built index.html;
 * lazy chunks (pages, the dashboard, Leaflet) are reported separately.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 150;
const dist = join(import.meta.dirname, "../dist/client");
const html = readFileSync(join(dist, "index.html"), "utf8");
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const rows = initial.map((f) => ({ file: f, kb: gz(f) / 1024 }));
const total = rows.reduce((s, r) => s + r.kb, 0);
for (const r of rows) console.log(`  initial  ${r.kb.toFixed(1).padStart(7)} KB  ${r.file}`);
const lazy = readdirSync(join(dist, "assets"))
  .filter((f) => f.endsWith(".js") && !initial.includes(`assets/${f}`))
  .map((f) => ({ file: f, kb: gz(`assets/${f}`) / 1024 }))
  .sort((a, b) => b.kb - a.kb);
for (const r of lazy.slice(0, 12)) console.log(`  lazy     ${r.kb.toFixed(1).padStart(7)} KB  assets/${r.file}`);
console.log(`\ninitial JavaScript: ${total.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB) {
  console.error(`over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}

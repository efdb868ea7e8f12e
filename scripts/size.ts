/**
 * `npm run size` (builds, then reads dist/client-manifest.json): the JavaScript the browser downloads for `/` before its
 * first screen works, gzipped, against the 100 KB budget of issue 10: the entry and what index.html
 * modulepreloads, the islands' runtime (web/site/islands.tsx) and home's islands with everything they
 * import statically (scripts/size-lib.ts). What comes after (the map, as it nears) is listed and
 * summed apart; other chunks are listed, not counted. Exits 1 over budget.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { homeDownloads, homeModules, ISLANDS_RUNTIME, islandModules, laterDownloads } from "./size-lib";
import { BUDGET_KB, CLIENT_DIR as dist, gzippedKb as gz, homeKb, readManifest } from "./size-measure";

const manifest = readManifest();
const counted = homeKb(manifest).files;
const rows = counted.map((f) => ({ file: f, kb: gz(f) })).sort((a, b) => b.kb - a.kb);
const total = rows.reduce((s, r) => s + r.kb, 0);
for (const r of rows) console.log(`  for /   ${r.kb.toFixed(1).padStart(7)} KB  ${r.file}`);
const laterParts = laterDownloads(manifest, counted).map(({ module, files }) => ({ module, rows: files.map((f) => ({ file: f, kb: gz(f) })).sort((a, b) => b.kb - a.kb) }));
const later = laterParts.flatMap((p) => p.rows);
for (const p of laterParts) for (const r of p.rows) console.log(`  then    ${r.kb.toFixed(1).padStart(7)} KB  ${r.file}  (${p.module})`);
const lazy = readdirSync(join(dist, "assets"))
  .map((f) => `assets/${f}`)
  .filter((f) => f.endsWith(".js") && !counted.includes(f) && !later.some((r) => r.file === f))
  .map((f) => ({ file: f, kb: gz(f) }))
  .sort((a, b) => b.kb - a.kb);
for (const r of lazy.slice(0, 10)) console.log(`  lazy    ${r.kb.toFixed(1).padStart(7)} KB  ${r.file}`);
console.log("\nEach island with the entry and the runtime, for comparison (not budgeted):");
for (const island of islandModules(manifest)) {
  const kb = homeDownloads(manifest, [ISLANDS_RUNTIME, island]).reduce((s, f) => s + gz(f), 0);
  const name = manifest[island]?.name ?? island;
  console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${name}${homeModules(manifest).includes(island) ? "  (on /)" : ""}`);
}
console.log(`\nJavaScript downloaded for /: ${total.toFixed(1)} KB gzipped in ${rows.length} files (budget ${BUDGET_KB} KB)`);
for (const p of laterParts) {
  const kb = p.rows.reduce((s, r) => s + r.kb, 0);
  const what = `${manifest[p.module]?.name ?? p.module.replace(/^.*\/|\.tsx$/g, "")}, as it nears the viewport`;
  console.log(`then, ${what}: ${kb.toFixed(1)} KB in ${p.rows.length} files`);
}
if (total > BUDGET_KB) {
  console.error(`over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}

/**
 * `npm run lock:platforms`: make package-lock.json installable with `npm ci` on every platform.
 *
 * npm records each optional platform package (tailwind's oxide, workerd, lightningcss, esbuild…)
 * in the lockfile from the registry's metadata. The registry mirror this project's machines reach
 * does not serve some of them (e.g. @tailwindcss/oxide-darwin-arm64, @cloudflare/workerd-windows-64
 * answer 404), so `npm install` leaves them out and `npm ci` then refuses the lockfile everywhere
 * ("Missing: @tailwindcss/oxide-darwin-arm64@ from lock file"), Linux included.
 *
 * This script adds the missing entries: version from the parent's optionalDependencies (exact
 * pins), os/cpu/libc from the package name (the platform packages are named after their target),
 * so npm skips them on other platforms without fetching and fetches them by version where they
 * apply. No integrity is written for those (npm records it on the first install that fetches
 * them). Run it after any `npm install` that rewrites the lockfile; it is idempotent.
 * Decision: docs/decisions.md "Reproducible installs".
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { platformOf, missingOptionals, type Lockfile } from "./lock-platforms-lib";

const file = process.argv[2] ?? join(import.meta.dirname, "../package-lock.json");
const lock = JSON.parse(readFileSync(file, "utf8")) as Lockfile;
const missing = missingOptionals(lock);
const unknown: string[] = [];
for (const m of missing) {
  const platform = platformOf(m.name);
  if (!platform) {
    unknown.push(`${m.name}@${m.version}`);
    continue;
  }
  lock.packages[m.path] = {
    version: m.version,
    ...platform,
    ...(m.dev ? { dev: true } : {}),
    optional: true,
  };
  console.log(`added ${m.path}@${m.version} ${JSON.stringify(platform)}`);
}
// npm keeps packages sorted by path; keep the file diff-friendly.
const root = lock.packages[""]!;
const rest = Object.entries(lock.packages)
  .filter(([k]) => k !== "")
  .sort(([a], [b]) => a.localeCompare(b, "en"));
lock.packages = Object.fromEntries([["", root], ...rest]);
writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`${missing.length - unknown.length} entries added`);
if (unknown.length) {
  console.error(`cannot tell the platform of: ${unknown.join(", ")}`);
  process.exit(1);
}

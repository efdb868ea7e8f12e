/**
 * What the browser downloads for `/` (pure; unit-tested in tests/scripts/size.test.ts), read from
 * Vite's build manifest: the entry (index.html) with every chunk it imports statically (what the
 * HTML modulepreloads), plus the islands' runtime (web/site/islands.tsx) and the islands home hydrates
 * once painted (web/site/islands/<name>.tsx), with their static imports. The rest of the page is HTML.
 */
export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The code that hydrates a page's islands. */
export const ISLANDS_RUNTIME = "site/islands.tsx";
/** An island's module: the site's, or one the dashboard also renders (web/shared/islands). */
export const islandFiles = (name: string) => [`site/islands/${name}.tsx`, `shared/islands/${name}.tsx`];

/** The islands of `/` that hydrate once it is painted (tests/e2e/ssr.test.ts holds this to the page). */
export const HOME_ISLANDS = ["top-bar", "banner-slider"];
/** The islands of `/` that hydrate as they near the viewport: listed beside the budget, not in it. */
export const HOME_LATER_ISLANDS = ["category-filter", "testimonials", "projects-map"];

/**
 * The manifest's key for island `name`: its module, or (an island the app's pages import too, built
 * as a shared chunk) the chunk of that name the runtime imports.
 */
export function islandKey(manifest: Manifest, name: string): string {
  const own = islandFiles(name).find((m) => manifest[m]);
  if (own) return own;
  const shared = manifest[ISLANDS_RUNTIME]?.dynamicImports?.find((k) => manifest[k]?.name === name);
  if (!shared) throw new Error(`the manifest has no island ${name}`);
  return shared;
}

/** What `/` loads before its first screen works, besides the entry; then what it loads as the map nears. */
export const homeModules = (manifest: Manifest) => [ISLANDS_RUNTIME, ...HOME_ISLANDS.map((n) => islandKey(manifest, n))];
export const homeLaterModules = (manifest: Manifest) => HOME_LATER_ISLANDS.map((n) => islandKey(manifest, n));

/** The JS files the routes' modules need, after the entry's, in first-seen order. */
export function homeDownloads(manifest: Manifest, routes = homeModules(manifest)): string[] {
  const entry = manifest["index.html"] ? "index.html" : Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error("the manifest has no entry");
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    seen.add(key);
    if (chunk.file.endsWith(".js")) files.push(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entry);
  for (const r of routes) visit(r);
  return files;
}

/** The files the later modules add to what `homeDownloads` counted, module by module. */
export function laterDownloads(manifest: Manifest, counted: string[], later = homeLaterModules(manifest), first = homeModules(manifest)): Array<{ module: string; files: string[] }> {
  const seen = [...counted];
  return later.map((module) => {
    const files = homeDownloads(manifest, [...first, module]).filter((f) => !seen.includes(f));
    seen.push(...files);
    return { module, files };
  });
}

/** Every island's manifest key, from the runtime's imports: printed for comparison, not budgeted. */
export function islandModules(manifest: Manifest): string[] {
  return [...(manifest[ISLANDS_RUNTIME]?.dynamicImports ?? [])].sort();
}

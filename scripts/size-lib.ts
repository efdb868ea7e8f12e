/**
 * What the browser downloads for `/` (pure; unit-tested in tests/scripts/size.test.ts), read from
 * Vite's build manifest: the entry (index.html) with every chunk it imports statically (what the
 * HTML modulepreloads), plus the app's code the entry loads (boot.tsx) and the lazy route modules
 * the home page renders before its first screen (the public layout and home) with their static
 * imports. The error screen (not-found) loads only when a page fails or the URL names none.
 */

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** Source modules (relative to web/) that `/` loads before its first screen, besides the entry. */
export const HOME_ROUTE_MODULES = ["boot.tsx", "app/routes/public/layout.tsx", "app/routes/public/home.tsx"];

/**
 * The home page's sections below the slider (web/lib/below-the-fold.tsx): downloaded while the page
 * hydrates, once the first screen works without them. Reported beside the budget, not in it.
 */
export const HOME_LATER_MODULES = ["app/routes/public/home-sections.tsx"];

/** The JS files `/` downloads, in first-seen order: the entry's closure, then each route's. */
export function homeDownloads(manifest: Manifest, routes = HOME_ROUTE_MODULES): string[] {
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

/** The files the later modules add to what `homeDownloads` counted. */
export function laterDownloads(manifest: Manifest, counted: string[], later = HOME_LATER_MODULES): string[] {
  return homeDownloads(manifest, [...HOME_ROUTE_MODULES, ...later]).filter((f) => !counted.includes(f));
}

/** The public pages besides home, by route module, read from the manifest: printed for comparison, not budgeted. */
export function otherPublicPages(manifest: Manifest): string[] {
  const skip = new Set([...HOME_ROUTE_MODULES, ...HOME_LATER_MODULES]);
  return Object.keys(manifest).filter((k) => /^app\/routes\/public\/[\w-]+\.tsx$/.test(k) && !skip.has(k) && manifest[k]!.isDynamicEntry).sort();
}

/** What a public page downloads before its first screen works, as `homeDownloads` counts for `/`. */
export const pageDownloads = (manifest: Manifest, page: string) =>
  homeDownloads(manifest, [...HOME_ROUTE_MODULES.filter((r) => !r.endsWith("/home.tsx")), page]);

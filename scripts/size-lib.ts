/**
 * What the browser downloads for `/` (pure; unit-tested in tests/scripts/size.test.ts), read from
 * Vite's build manifest: the entry (index.html) with every chunk it imports statically (what the
 * HTML modulepreloads), plus the code that runs the page the entry loads and the lazy route modules
 * the page renders before its first screen works (the public layout and home) with their static
 * imports. Home hydrates without the app (web/light.tsx; web/app/light-pages.ts), so that code is
 * light.tsx; the pages that the app runs load boot.tsx instead. The error screen (not-found) loads
 * only when a page fails or the URL names none.
 */
import { LIGHT_PAGES } from "../web/app/light-pages";

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The code that runs a page: without the app, or the app. */
export const LIGHT_RUNTIME = "light.tsx";
export const APP_RUNTIME = "boot.tsx";
const LAYOUT = "app/routes/public/layout.tsx";

/** Source modules (relative to web/) that `/` loads before its first screen works, besides the entry. */
export const HOME_ROUTE_MODULES = [LIGHT_RUNTIME, LAYOUT, "app/routes/public/home.tsx"];

/**
 * Downloaded for `/` once its first screen works, listed beside the budget, not in it: the home
 * page's interactive sections below the slider, each as it nears the viewport (web/lib/below-the-fold.tsx;
 * the others load only if the visitor switches the language). No public page loads the app (boot.tsx).
 */
export const HOME_LATER_MODULES = [
  "features/home/components/category-filter.tsx",
  "features/home/components/why-joint-venture.tsx",
  "features/home/components/testimonials.tsx",
  "app/routes/public/home-map.tsx",
];

/** The JS files the routes' modules need, after the entry's, in first-seen order. */
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

/** The files the later modules add to what `homeDownloads` counted, module by module. */
export function laterDownloads(manifest: Manifest, counted: string[], later = HOME_LATER_MODULES): Array<{ module: string; files: string[] }> {
  const seen = [...counted];
  return later.map((module) => {
    const files = homeDownloads(manifest, [...HOME_ROUTE_MODULES, module]).filter((f) => !seen.includes(f));
    seen.push(...files);
    return { module, files };
  });
}

/** The public pages besides home, by route module, read from the manifest: printed for comparison, not budgeted. */
export function otherPublicPages(manifest: Manifest): string[] {
  const skip = new Set([...HOME_ROUTE_MODULES, ...HOME_LATER_MODULES]);
  return Object.keys(manifest).filter((k) => /^app\/routes\/public\/[\w-]+\.tsx$/.test(k) && !skip.has(k) && manifest[k]!.isDynamicEntry).sort();
}

/** Whether a public page's route module hydrates without the app. */
export const isLight = (page: string) => (LIGHT_PAGES as readonly string[]).includes(page.replace(/^app\/routes\/public\/|\.tsx$/g, ""));

/** What a public page downloads before its first screen works, as `homeDownloads` counts for `/`. */
export const pageDownloads = (manifest: Manifest, page: string) =>
  homeDownloads(manifest, [isLight(page) ? LIGHT_RUNTIME : APP_RUNTIME, LAYOUT, page]);

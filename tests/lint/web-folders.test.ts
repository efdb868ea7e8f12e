import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Every web file says by its path whether it is public or staff code (docs/decisions.md, "Public and
 * staff code apart by folder"): it sits in web/site, web/dashboard or web/shared, the folders
 * eslint.config.js fences with a rule each. Only the app's entries and the build's inputs stay at
 * web/'s root, each named here with why.
 */
const ROOT = join(import.meta.dirname, "../..");
const WEB = join(ROOT, "web");

const ROOT_FILES: Record<string, string> = {
  "index.html": "the browser's entry page (Vite's root), with the Speculation Rules",
  "main.tsx": "the browser entry: loads the islands' runtime (site/islands.tsx) or the app (dashboard/boot.tsx)",
  "entry-server.tsx": "the worker's page renderer (vite.config.ts `ssr`, wrangler.toml, worker/page-renderer.d.ts)",
  "styles.css": "the one stylesheet, which main.tsx imports",
  "fonts.ts": "the web fonts, loaded after the first screen by main.tsx and inlined by the renderer",
  "favicon.svg": "linked from index.html",
  "tsconfig.json": "the web's TypeScript project (the `@/` alias)",
  "virtual-modules.d.ts": "types of the build's virtual modules (virtual:route-chunks)",
  "worker-types.d.ts": "the worker's types the web's project sees",
};
/** Vite's `publicDir`: copied into the build as they are. */
const PUBLIC_DIR = "public/";

/** Every file under web/, relative to it, with `/` separators. */
const webFiles = () =>
  readdirSync(WEB, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(WEB.length + 1).split("\\").join("/"))
    .sort();

describe("web/", () => {
  it("holds every file in web/site, web/dashboard or web/shared, bar the named entries at its root", async () => {
    const { WEB_FOLDERS } = (await import(pathToFileURL(join(ROOT, "eslint.config.js")).href)) as { WEB_FOLDERS: string[] };
    expect([...WEB_FOLDERS].sort()).toEqual(["dashboard", "shared", "site"]);
    const files = webFiles();
    expect(files.length).toBeGreaterThan(100);
    const outside = files.filter((f) => !WEB_FOLDERS.some((folder) => f.startsWith(`${folder}/`)) && !(f in ROOT_FILES) && !f.startsWith(PUBLIC_DIR));
    expect(outside, "web files outside web/site, web/dashboard and web/shared").toEqual([]);
  });

  it("names only root files that exist, so the list cannot keep a stale exception", () => {
    for (const file of Object.keys(ROOT_FILES)) expect(existsSync(join(WEB, file)), file).toBe(true);
  });

  it("has code in each of the three folders", () => {
    const files = webFiles();
    for (const folder of ["site", "dashboard", "shared"]) {
      expect(files.filter((f) => f.startsWith(`${folder}/`) && /\.tsx?$/.test(f)).length, folder).toBeGreaterThan(10);
    }
  });
});

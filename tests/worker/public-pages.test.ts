import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isPrivatePage, PUBLIC_PAGES, runWorkerFirst, STATIC_PAGE_PATHS } from "../../worker/contract/public-pages";
import { createTestApp } from "../helpers/app";

const root = join(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** The one list of public pages (worker/contract/public-pages.ts) and every place that must agree with it. */
describe("the public pages' one list", () => {
  it("is what wrangler.toml sends to the worker first, no more and no less", () => {
    const toml = read("wrangler.toml");
    const block = /^run_worker_first\s*=\s*\[([\s\S]*?)\]/m.exec(toml)?.[1];
    expect(block, "run_worker_first in wrangler.toml").toBeDefined();
    const listed = [...block!.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...runWorkerFirst()].sort());
  });

  it("names the page modules of web/site/pages, each of them and nothing else, which the renderer finds there", () => {
    const isPage = (file: string) => /^export default definePage\(/m.test(read(`web/site/pages/${file}`));
    const modules = readdirSync(join(root, "web/site/pages")).filter((f) => f.endsWith(".tsx") && isPage(f));
    const named = new Set(PUBLIC_PAGES.map((p) => `${p.page}.tsx`));
    for (const { path, page } of PUBLIC_PAGES) {
      expect(existsSync(join(root, `web/site/pages/${page}.tsx`)) && isPage(`${page}.tsx`), `${path}: web/site/pages/${page}.tsx exports definePage`).toBe(true);
    }
    expect(modules.filter((f) => !named.has(f)), "page modules no path names").toEqual([]);
    // The renderer takes the folder as it is, not a list of its own.
    expect(read("web/entry-server.tsx")).toContain('import.meta.glob<{ default?: PageModule }>("./site/pages/*.tsx"');
  });

  it("is answered by the worker, with the sitemap listing every page without a parameter", async () => {
    const t = await createTestApp();
    try {
      for (const path of STATIC_PAGE_PATHS) expect((await t.request(path)).status, path).toBe(200);
      const xml = await (await t.request("/sitemap.xml")).text();
      for (const path of STATIC_PAGE_PATHS) expect(xml).toContain(`<loc>http://localhost${path}</loc>`);
      // An unknown item of a page with a parameter, and a deeper path under it: the worker's not-found page.
      // (A buyer portal page shows a visitor who is signed out the sign-in: tests/worker/buyer-portal-pages.test.ts.)
      for (const p of PUBLIC_PAGES.filter((page) => page.path.includes(":"))) {
        const { path } = p;
        if (!isPrivatePage(p)) expect((await t.request(path.replace(":uniId", "NONE-1"))).status, path).toBe(404);
        expect((await t.request(path.replace(/:\w+/, "NONE-1/deeper"))).status, path).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});

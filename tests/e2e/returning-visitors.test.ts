import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { isPrivatePage, PUBLIC_PAGES } from "../../worker/contract/public-pages";
import { closeBrowser, interactiveAfterGoto, launch, VIEWPORTS } from "./browser";
import { samplePath } from "./public-paths";
import { VIEWPORT_NAMES } from "./staff";

/** Records every Content-Security-Policy violation of every page the context opens, from before any script runs. */
async function watchPolicy(context: BrowserContext) {
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const seen = JSON.parse(sessionStorage.getItem("csp-violations") ?? "[]") as string[];
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
      sessionStorage.setItem("csp-violations", JSON.stringify(seen));
    });
  });
  const consoleViolations: string[] = [];
  context.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleViolations.push(m.text());
  });
  return consoleViolations;
}

/**
 * The page as a visitor sees it: working (hydrated: its scripts ran), no policy violation, its
 * stylesheets applied and every image on screen loaded.
 */
async function expectWhole(page: Page, path: string, consoleViolations: string[]) {
  await page.waitForFunction(() => !document.getElementById("rendered-state") || document.documentElement.dataset.ready === "true");
  expect(new URL(page.url()).pathname).toBe(path);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("csp-violations") ?? "[]")).toBe("[]");
  expect(consoleViolations).toEqual([]);
  // Every stylesheet arrived and applies: a blocked one has no rules. Tailwind's reset makes <body> margin 0.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
        return links.length > 0 && links.every((l) => (l.sheet?.cssRules.length ?? 0) > 0) && getComputedStyle(document.body).marginTop === "0px";
      }),
    )
    .toBe(true);
  // Every image in the first screen is loaded (a blocked one stays broken: naturalWidth 0).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            // Other hosts (a video's thumbnail) are out of reach of the test machine.
            return img.currentSrc.startsWith(location.origin) && r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && getComputedStyle(img).visibility !== "hidden";
          })
          .filter((img) => !(img.complete && img.naturalWidth > 0))
          .map((img) => img.currentSrc),
      ),
    )
    .toEqual([]);
}

/** After a navigation the tests did not start with `goto` (reload, Back, Forward): the page at `path`, working. */
const arrived = async (page: Page, path: string) => {
  await page.waitForURL((u) => u.pathname === path);
  await page.waitForLoadState("load");
};

/**
 * A returning visitor's browser holds each page it saw and revalidates it (If-None-Match → 304), and
 * merges the 304's headers into its copy: every step below keeps one browser context, as a visitor's
 * browser does, where every other browser test starts fresh.
 */
describe("returning visitors see every public page whole", () => {
  afterAll(closeBrowser);

  for (const viewport of VIEWPORT_NAMES) {
    for (const entry of PUBLIC_PAGES) {
      const pattern = entry.path;
      it(`${pattern} on revisit, reload, Back and Forward, and in a second tab, at ${viewport}`, async () => {
        const path = await samplePath(pattern);
        const base = inject("baseUrl");
        // No request routing here, unlike openPage: routing turns the browser's HTTP cache off,
        // and the cache (a stored page revalidated with If-None-Match) is what is tested.
        const context = await (await launch()).newContext({ viewport: VIEWPORTS[viewport], baseURL: base });
        const url = (p: string) => `${base}${p}`;
        try {
          const violations = await watchPolicy(context);
          const page = await context.newPage();
          interactiveAfterGoto(page);
          const revalidated: string[] = [];
          // Chromium reports a revalidated copy as its stored 200: the request's If-None-Match tells.
          page.on("request", async (r) => {
            if (r.resourceType() === "document" && (await r.allHeaders())["if-none-match"]) revalidated.push(new URL(r.url()).pathname);
          });
          const elsewhere = path === "/contact" ? "/about" : "/contact";
          // A visit, leaving, and coming back.
          await page.goto(url(path));
          await expectWhole(page, path, violations);
          await page.goto(url(elsewhere));
          await expectWhole(page, elsewhere, violations);
          await page.goto(url(path));
          await expectWhole(page, path, violations);
          // A reload.
          await page.reload();
          await arrived(page, path);
          await expectWhole(page, path, violations);
          // Back and Forward.
          await page.goBack();
          await arrived(page, elsewhere);
          await expectWhole(page, elsewhere, violations);
          await page.goForward();
          await arrived(page, path);
          await expectWhole(page, path, violations);
          // A second tab in the same browser.
          const second = await context.newPage();
          interactiveAfterGoto(second);
          await second.goto(url(path));
          await expectWhole(second, path, violations);
          // The browser did revalidate its stored copy: the case the 304's headers decide. A buyer
          // portal page is no-store (docs/decisions.md "Buyer portal pages"): never kept, so never revalidated.
          if (isPrivatePage(entry)) expect(revalidated).not.toContain(path);
          else expect(revalidated).toContain(path);
        } finally {
          await context.close();
        }
      });
    }
  }
});

import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../e2e/axe";
import { CHROMIUM, FLAGS } from "../e2e/browser";
import { startWorkerStack } from "../helpers/worker-stack";

/**
 * A page that cannot be made while the database is away (worker/routes/pages.ts `unavailable`), as a
 * visitor's phone shows it: the note in the page's language, and the browser asking again by itself
 * (the Refresh header), so the page comes once the database is back without anyone pressing a link.
 */
describe("the try-again page in a browser", () => {
  let stack: Awaited<ReturnType<typeof startWorkerStack>>;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startWorkerStack({ proxy: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("says it will try again, in both languages, and shows the page by itself once the database is back", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    try {
      const page = await context.newPage();
      const loads: number[] = [];
      page.on("response", (res) => res.request().isNavigationRequest() && loads.push(res.status()));
      await stack.proxy!.setMode("refuse");

      let res = await page.goto(`${stack.worker.url}/contact`);
      expect(res?.status()).toBe(503);
      await page.getByRole("heading", { level: 1, name: "Please try again" }).waitFor();
      await page.getByText("It will try again by itself in a few seconds.").waitFor();
      expect(await page.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/contact");

      res = await page.goto(`${stack.worker.url}/bn/contact`);
      expect(res?.status()).toBe(503);
      expect(await page.locator("html").getAttribute("lang")).toBe("bn");
      await page.getByText("কয়েক সেকেন্ড পরে এটি নিজেই আবার চেষ্টা করবে।").waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // The database comes back; nobody touches the page, and it reloads into the contact page.
      const before = loads.length;
      await stack.proxy!.setMode("pass");
      await page.locator("#rendered-state").waitFor({ state: "attached", timeout: 30_000 });
      expect(loads.slice(before)).toContain(200);
      expect(new URL(page.url()).pathname).toBe("/bn/contact");
    } finally {
      await context.close();
      await stack.proxy?.setMode("pass");
    }
  }, 120_000);
});

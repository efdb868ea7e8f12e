import puppeteer, { type Browser, type CDPSession, type Target } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CHROMIUM, FLAGS, VIEWPORTS } from "./browser";

/**
 * Chromium prerenders nothing while a DevTools client is attached the old way, straight to a page
 * (final status PrerenderingDisabledByDevTools: `IsPrerenderAllowed` in Chromium's
 * content/browser/devtools/devtools_instrumentation.cc refuses when any session on the page "does not
 * support tab targets"). Playwright attaches that way, and so does any extra CDP session opened on a
 * page. Puppeteer attaches through the tab target, so this file drives the browser with Puppeteer.
 * Its Page object does not follow the activation (an evaluate on it never answers), so the activated
 * page is read and pressed through a session opened on it once it is on screen, when attaching no
 * longer matters.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true, defaultViewport: VIEWPORTS.desktop });
});
afterAll(() => browser?.close());

/** Runs `expression` in the page of `session` and returns its value. */
async function valueOf<T>(session: CDPSession, expression: string): Promise<T> {
  const { result, exceptionDetails } = await session.send("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true });
  if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value as T;
}

/** Presses the button `name`s (its text or label) with the mouse, as a visitor does: input events, not element.click(). */
async function press(session: CDPSession, within: string, name: string) {
  const box = await valueOf<{ x: number; y: number } | null>(
    session,
    `(() => {
      const el = [...document.querySelectorAll(${JSON.stringify(`${within} button`)})]
        .find((b) => b.getAttribute("aria-label") === ${JSON.stringify(name)} || b.textContent.trim() === ${JSON.stringify(name)});
      if (!el) return null;
      el.scrollIntoView({ block: "nearest" });
      const r = el.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    })()`,
  );
  if (!box) throw new Error(`no button ${name} in ${within}`);
  for (const type of ["mouseMoved", "mousePressed", "mouseReleased"] as const) {
    await session.send("Input.dispatchMouseEvent", { type, x: box.x, y: box.y, button: "left", clickCount: type === "mouseMoved" ? 0 : 1 });
  }
}

/**
 * The status of each prerender the tab holding `origin`'s page starts, by path, as the DevTools
 * protocol's Preload domain reports it. Its session reaches the page through the tab target, as
 * Puppeteer's own does; a session opened on the page itself would disable prerendering.
 */
async function watchPrerenders(origin: string): Promise<Map<string, string>> {
  const statuses = new Map<string, string>();
  const root = await browser.target().createCDPSession();
  const { targetInfos } = await root.send("Target.getTargets", { filter: [{ type: "tab" }] });
  const tab = targetInfos.find((t) => t.url.startsWith(origin));
  if (!tab) throw new Error(`no tab shows ${origin}`);
  const { sessionId } = await root.send("Target.attachToTarget", { targetId: tab.targetId, flatten: true });
  const tabSession = root.connection()!.session(sessionId)!;
  const attached = new Promise<CDPSession>((resolve) =>
    tabSession.on("Target.attachedToTarget", (e) => e.targetInfo.type === "page" && resolve(root.connection()!.session(e.sessionId)!)),
  );
  await tabSession.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: true });
  const pageSession = await attached;
  pageSession.on("Preload.prerenderStatusUpdated", (e) => statuses.set(new URL(e.key.url).pathname, `${e.status}${e.prerenderStatus ? ` ${e.prerenderStatus}` : ""}`));
  await pageSession.send("Preload.enable");
  return statuses;
}

describe("moving from the home page to a project through the Speculation Rules", () => {
  it("shows the project page from the prerender, and its parts work", async () => {
    const base = inject("baseUrl");
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    // A project link in the page's HTML, outside every island: the header slider's links move with
    // its slides, from under the pointer.
    // A project of the demo data (PRJ-0001…, each with its photos), not one another browser test made meanwhile.
    const found = await page.waitForFunction(() =>
      [...document.querySelectorAll('main a[href^="/projects/PRJ-"]')].find((a) => !a.closest("[data-island]") && /^\/projects\/PRJ-\d{4}$/.test(a.getAttribute("href") ?? "")),
    );
    const link = found.asElement()!;
    const href = (await link.evaluate((a) => a.getAttribute("href")))!;
    const isProject = (t: Target) => t.type() === "page" && new URL(t.url()).pathname === href;
    const prerenders = await watchPrerenders(base);
    await link.scrollIntoView();
    // `moderate` eagerness: a hover starts the prerender, a page of its own in the same tab. Hovered
    // again while none has started: a part above it that hydrates as it nears the viewport may still
    // move it from under a pointer placed just before.
    await link.hover();
    const status = async () => {
      const now = prerenders.get(href);
      if (now === undefined) await link.hover();
      return now;
    };
    await expect.poll(status, { timeout: 15_000 }).toBe("Ready");
    await link.click();
    // Activation swaps the prerendered page into the tab: the home page's target goes.
    await expect.poll(() => browser.targets().filter((t) => t.type() === "page" && new URL(t.url()).pathname === "/").length, { timeout: 15_000 }).toBe(0);
    // The tab's target takes the project's address once activation is reported: wait for it, not assume it.
    await expect.poll(() => browser.targets().some(isProject), { timeout: 15_000 }).toBe(true);
    const session = await browser.targets().find(isProject)!.createCDPSession();
    const navigation = await valueOf<{ activationStart: number; prerendering: boolean }>(
      session,
      `({ activationStart: performance.getEntriesByType("navigation")[0].activationStart, prerendering: document.prerendering })`,
    );
    // The page came from the prerender: it was activated after it had loaded.
    expect(navigation.activationStart).toBeGreaterThan(0);
    expect(navigation.prerendering).toBe(false);
    await expect.poll(() => valueOf(session, "document.documentElement.dataset.ready"), { timeout: 15_000 }).toBe("true");
    // And the header's Project menu opens.
    await press(session, 'nav[aria-label="Main navigation"]', "Project");
    await expect.poll(() => valueOf(session, `!!document.querySelector('[role="menu"]')`), { timeout: 10_000 }).toBe(true);
    // Its header slider works: Next photo moves the counter on (the press outside closes the menu).
    // A project another browser test has left with one photo has no slider: its menu is the check then.
    const counter = () => valueOf<string | null>(session, `document.querySelector('[data-testid="hero-counter"]')?.innerText ?? null`);
    const first = await counter();
    if (first !== null) {
      expect(first).toMatch(/^1 \/ \d+$/);
      await press(session, "main", "Next photo");
      await expect.poll(counter, { timeout: 10_000 }).toMatch(/^2 \/ \d+$/);
    }
    await session.detach();
  });
});

import { afterAll, describe, expect, it } from "vitest";
import { LAND_AREAS } from "../../worker/contract/leads";
import type { About } from "../../worker/contract/about";
import { closeBrowser, openPage, type TestPage } from "./browser";
import { samplePath } from "./public-paths";
import { queryRows, signIn, toast, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

/**
 * Issue 42: the Bengali site shows no English but names, and every number in Bengali digits; its
 * Bengali is drawn in the site's Bengali font wherever it appears: the toasts, the staff preview.
 */
const PAGES = ["/", "/about", "/projects", "/projects/:uniId", "/landowner", "/contact", "/blog"];
const LATIN = /[A-Za-z0-9]/;

/**
 * What may stay in Latin letters on a Bengali page: names. Staff-written names without a Bengali twin
 * (projects, the management team), the brand, the company's social handle, and the flats' codes and
 * buildings, as staff typed them and as the doors are marked (docs/decisions.md "Flats on the project
 * page"); e-mail addresses and the numbers of its phone links are read from the page itself.
 */
async function namesAllowed(t: TestPage): Promise<string[]> {
  const projects = await queryRows<{ name: string }>("select name from projects where trim(nameBn) = ''");
  const [contact] = await queryRows<{ socialHandle: string }>("select socialHandle from contact_information limit 1");
  const about = (await (await t.context.request.get(t.url("/api/about"))).json()) as About;
  const people = about.management.members.filter((m) => !m.nameBn?.trim()).map((m) => m.name);
  return [...projects.map((p) => p.name), ...people, "UDAY", contact?.socialHandle ?? ""].filter(Boolean);
}

/** The flats' codes and buildings, allowed as whole words only ("9A", never a part of another word). */
async function flatWords(): Promise<Set<string>> {
  const flats = await queryRows<{ code: string; building: string }>("select code, building from units");
  return new Set(flats.flatMap((f) => [f.code, ...f.building.split(/\s+/)]).filter(Boolean));
}

/** The main text as read, every section included (those below the screen skip rendering: content-visibility). */
async function mainText(t: TestPage): Promise<string> {
  await t.page.addStyleTag({ content: "main, main * { content-visibility: visible !important; }" });
  return t.page.locator("main").innerText();
}

/** The words of `text` holding a Latin letter or digit, once the allowed names are taken out. */
function latinWords(text: string, allowed: string[]): string[] {
  const rest = [...allowed].sort((a, b) => b.length - a.length).reduce((s, name) => s.split(name).join(" "), text);
  return [...new Set(rest.split(/\s+/).filter((w) => LATIN.test(w)))];
}

const ready = (t: TestPage) => t.page.waitForFunction(() => document.documentElement.lang === "bn" && document.documentElement.dataset.ready === "true");

describe.each(VIEWPORT_NAMES)("the Bengali site at %s width", (viewport) => {
  it.each(PAGES)("/bn%s: no English but names, no Latin digits", async (pattern) => {
    const path = `/bn${(await samplePath(pattern)).replace(/^\/$/, "")}`;
    const t = await openPage(viewport);
    try {
      await t.page.goto(t.url(path));
      await ready(t);
      const text = await mainText(t);
      const links = await t.page.locator('main a[href^="tel:"], main a[href^="mailto:"]').allInnerTexts();
      const allowed = [...(await namesAllowed(t)), ...links.flatMap((l) => l.split(/\s+/)).filter((w) => LATIN.test(w))];
      const flats = await flatWords();
      expect(latinWords(text, allowed).filter((w) => !flats.has(w)), path).toEqual([]);
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });
});

describe("the Bengali forms", () => {
  it("offers the landowner's areas in Bengali, sending the same English value", async () => {
    const t = await openPage("mobile");
    try {
      await t.page.goto(t.url("/bn/landowner"));
      await ready(t);
      const options = t.page.locator('main select[name="landArea"] option:not([value=""])');
      expect(await options.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([...LAND_AREAS]);
      const labels = await options.allInnerTexts();
      expect(labels.filter((l) => LATIN.test(l) || !l.trim())).toEqual([]);
      expect(labels).toContain("গুলশান");
    } finally {
      await t.context.close();
    }
  });

  it("names the project in Bengali in the site-visit form", async () => {
    const [project] = await queryRows<{ uniId: string; name: string; nameBn: string }>(
      "select uniId, name, nameBn from projects where lower(status) = 'approved' and trim(nameBn) <> '' order by id limit 1",
    );
    const t = await openPage("desktop");
    try {
      await t.page.goto(t.url(`/bn/projects/${project!.uniId}`));
      await ready(t);
      const form = t.page.locator("form", { has: t.page.locator('[name="visitDate"]') });
      await form.scrollIntoViewIfNeeded();
      const text = await form.innerText();
      expect(text).toContain(project!.nameBn);
      expect(text).not.toContain(project!.name);
    } finally {
      await t.context.close();
    }
  });

  it("shows the sent toast in the page's Bengali font", async () => {
    const t = await openPage("mobile");
    try {
      await t.page.goto(t.url("/bn/contact"));
      await ready(t);
      const form = t.page.locator("main form");
      await form.locator("#contact-name").fill(`E2E বাংলা ${Date.now()}`);
      await form.locator("#contact-email").fill("visitor@example.com");
      await form.locator("#contact-number").fill("01711223344");
      await form.locator("#contact-message").fill("প্রকল্প দেখতে চাই");
      await form.locator('button[type="submit"]').click();
      const sent = toast(t, "বার্তা সফলভাবে পাঠানো হয়েছে!");
      await sent.waitFor();
      expect(await sent.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Noto Sans Bengali/);
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });
});

describe("the staff preview of a Bengali page", () => {
  it.each(VIEWPORT_NAMES)("loads the site's fonts, styles and scripts as the public page does (%s)", async (viewport) => {
    const t = await openPage(viewport);
    try {
      await signIn(t, "admin");
      await t.page.goto(t.url("/preview/bn/about"));
      await t.page.getByText("Preview — not public").waitFor();
      await ready(t);
      // The Bengali face the page's text needs has been added and downloaded (web/fonts.ts).
      await t.page.waitForFunction(() => [...document.fonts].some((f) => f.family.replace(/"/g, "") === "Noto Sans Bengali" && f.status === "loaded"));
      expect(await t.page.locator("h1").first().evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Noto Sans Bengali/);
      expect(await t.page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
      // Its islands run as on the public page, and a search stays in the preview.
      await t.page.goto(t.url("/preview/bn/projects"));
      await t.page.getByRole("searchbox", { name: "প্রকল্প খুঁজুন" }).fill("lake");
      await t.page.waitForURL((u) => u.pathname === "/preview/bn/projects" && u.searchParams.get("search") === "lake");
      await t.page.getByText("Preview — not public").waitFor();
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });
});

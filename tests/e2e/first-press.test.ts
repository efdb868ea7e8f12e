import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser, holdChunk, openPage, openUnready, type TestPage, VIEWPORTS } from "./browser";
import { queryRows } from "./staff";

afterAll(closeBrowser);

/**
 * Issue 42: a press made before the part it lands on has hydrated is given to it once it has, never lost
 * (web/site/lib/early-press.ts, web/site/islands.tsx). The part's code, or the islands' runtime, is held back
 * until after the press, so the press surely comes first: a slow phone, without timing luck.
 */
const WORDS = {
  en: { prefix: "", filters: "Filters", category: "Category", visit: "Schedule a site visit", morning: "Morning", request: "Request a visit", slotError: "Choose morning or afternoon" },
  bn: { prefix: "/bn", filters: "ফিল্টার", category: "ক্যাটাগরি", visit: "সাইট ভিজিটের সময় নিন", morning: "সকাল", request: "ভিজিটের অনুরোধ পাঠান", slotError: "সকাল অথবা বিকেল বেছে নিন" },
} as const;

const ready = (t: TestPage) => t.page.waitForFunction(() => document.documentElement.dataset.ready === "true");

async function projectPath() {
  const [project] = await queryRows<{ uniId: string }>(
    "select p.uniId from projects p join project_details d on d.foreignKey = p.uniId where lower(p.status) = 'approved' order by p.id limit 1",
  );
  return `/projects/${project!.uniId}`;
}

describe.each(["en", "bn"] as const)("a first press before its part has hydrated, in %s", (lang) => {
  const w = WORDS[lang];

  it("at 375 px: a tap on Filters on /projects before the listing's code has come opens the filters once it has", async () => {
    const t = await openPage("mobile");
    const listing = await holdChunk(t, "projects-listing");
    await openUnready(t, `${w.prefix}/projects`);
    const button = t.page.getByRole("button", { name: w.filters });
    await button.waitFor();
    await listing.asked;
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await listing.deliver();
    await t.page.waitForFunction(() => document.querySelector("[data-island='projects-listing'] [aria-expanded='true']") !== null);
    await t.page.getByLabel(w.category, { exact: true }).waitFor();
    // The press counted once: a second tap closes the panel, as on a page that was ready.
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(t.errors).toEqual([]);
    await t.context.close();
  });

  for (const [viewport, held] of [
    ["mobile", "visit-form"],
    ["desktop", "visit-form"],
    ["mobile", "islands"],
  ] as const) {
    it(`at ${VIEWPORTS[viewport].width} px: a tap on Morning in the visit form before ${held === "islands" ? "the page's islands have started" : "the form's code has come"} chooses the morning once it has`, async () => {
      const t = await openPage(viewport);
      const code = await holdChunk(t, held);
      await openUnready(t, `${w.prefix}${await projectPath()}`);
      const form = t.page.getByRole("form", { name: w.visit });
      await form.scrollIntoViewIfNeeded();
      const morning = form.getByLabel(w.morning);
      await morning.click({ force: true });
      // Not answered by the HTML behind the form's back: the form, once running, answers it.
      await code.deliver();
      await ready(t);
      await t.page.waitForFunction(() => document.querySelector<HTMLInputElement>("[data-island='visit-form'] input[value='morning']")?.checked === true);
      // The form itself took the choice: a send does not ask for a slot.
      await form.getByRole("button", { name: w.request }).click();
      await form.locator("[id$='-name-error']").waitFor();
      expect(await form.getByText(w.slotError).count()).toBe(0);
      expect(t.errors).toEqual([]);
      await t.context.close();
    });
  }
});

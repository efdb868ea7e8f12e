import type { Locator, Route } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { refusalIn, TOO_MANY_THIS_MINUTE } from "../../worker/lib/lead-refusals";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, type TestPage } from "./browser";
import { queryRows, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

/**
 * Issue 42: a refused post (here the address's minute full) is shown in the form, in its field errors'
 * style, with the server's words in the page's language. The route answers as the worker does
 * (worker/lib/lead-refusals.ts; tests/worker/messages.test.ts posts for real): in Bengali when the form
 * says its page is Bengali.
 */
function refuseAsTheWorker(t: TestPage) {
  const asked: string[] = [];
  const answer = async (route: Route) => {
    const lang = route.request().headers()["accept-language"] ?? "";
    asked.push(lang);
    await route.fulfill({
      status: 429,
      headers: { "Retry-After": "42" },
      contentType: "application/json",
      body: JSON.stringify({ error: { message: refusalIn(TOO_MANY_THIS_MINUTE, lang.startsWith("bn") ? "bn" : "en") } }),
    });
  };
  return { asked, ready: t.page.route("**/api/messages", answer) };
}

/** The look of a field's error, to compare the refusal's with. */
const look = (l: Locator) => l.evaluate((el) => ({ color: getComputedStyle(el).color, size: getComputedStyle(el).fontSize, weight: getComputedStyle(el).fontWeight }));

const WORDS = {
  en: { contact: "/contact", send: "Send message", name: "Your name", email: "Email", number: "Phone number", message: "Message", visit: "Schedule a site visit", request: "Request a visit", date: "Preferred day", morning: "Morning" },
  bn: { contact: "/bn/contact", send: "বার্তা পাঠান", name: "আপনার নাম", email: "ইমেইল", number: "ফোন নম্বর", message: "বার্তা", visit: "সাইট ভিজিটের সময় নিন", request: "ভিজিটের অনুরোধ পাঠান", date: "পছন্দের দিন", morning: "সকাল" },
} as const;

describe.each(VIEWPORT_NAMES.flatMap((v) => (["en", "bn"] as const).map((lang) => [v, lang] as const)))("a refused post at %s width, in %s", (viewport, lang) => {
  const w = WORDS[lang];
  const said = refusalIn(TOO_MANY_THIS_MINUTE, lang);

  it("the contact form shows the server's refusal in its own error style, keeping what was typed", async () => {
    const t = await openPage(viewport);
    const { asked, ready } = refuseAsTheWorker(t);
    await ready;
    await t.page.goto(t.url(w.contact));
    const form = t.page.locator("main form");
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await form.getByRole("button", { name: w.send }).click();
    const fieldError = form.locator("#contact-name-error");
    await fieldError.waitFor();
    const errorLook = await look(fieldError);
    await field(w.name).fill("Karim");
    await field(w.email).fill("karim@example.com");
    await field(w.number).fill("01811223344");
    await field(w.message).fill("Please call me.");
    await form.getByRole("button", { name: w.send }).click();
    const alert = form.getByRole("alert").filter({ hasText: said });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(said);
    expect(await look(alert)).toEqual(errorLook);
    expect(asked).toEqual([lang]);
    expect(await field(w.name).inputValue()).toBe("Karim");
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors.filter((e) => !/status of 429/.test(e))).toEqual([]);
    await t.context.close();
  });

  it("the visit form shows the server's refusal in its own error style", async () => {
    const [project] = await queryRows<{ uniId: string }>(
      "select p.uniId from projects p join project_details d on d.foreignKey = p.uniId where lower(p.status) = 'approved' order by p.id limit 1",
    );
    const t = await openPage(viewport);
    const { asked, ready } = refuseAsTheWorker(t);
    await ready;
    await t.page.goto(t.url(`${lang === "bn" ? "/bn" : ""}/projects/${project!.uniId}`));
    const form = t.page.getByRole("form", { name: w.visit });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole("button", { name: w.request }).click();
    const fieldError = form.locator("[id$='-name-error']");
    await fieldError.waitFor();
    const errorLook = await look(fieldError);
    const day = await form.getByLabel(w.date).getAttribute("min");
    await form.getByLabel(w.name).fill("Karim");
    await form.getByLabel(w.number).fill("01811223344");
    await form.getByLabel(w.date).fill(day!);
    await form.getByLabel(w.morning).check();
    await form.getByRole("button", { name: w.request }).click();
    const alert = form.getByRole("alert").filter({ hasText: said });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(said);
    expect(await look(alert)).toEqual(errorLook);
    expect(asked).toEqual([lang]);
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors.filter((e) => !/status of 429/.test(e))).toEqual([]);
    await t.context.close();
  });
});

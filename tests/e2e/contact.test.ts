import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations, settled } from "./axe";
import { closeBrowser, holdChunk, launch, openPage, openUnready, type TestPage } from "./browser";

afterAll(closeBrowser);

const MESSAGES = {
  name: "Your name is required",
  email: "Add valid email is required",
  number: " phone Number is required",
  message: "Message is required",
};

// Scoped to the form: the footer also has lists named "Phone number" and the like.
const field = (t: TestPage, label: string) => t.page.locator("main form").getByLabel(label, { exact: true });
const toast = (t: TestPage, text: string) => t.page.locator("[data-sonner-toast]", { hasText: text });

async function fill(t: TestPage, v: { name: string; email: string; number: string; message: string }) {
  await field(t, "Your name").fill(v.name);
  await field(t, "Email").fill(v.email);
  await field(t, "Phone number").fill(v.number);
  await field(t, "Message").fill(v.message);
}

describe.each(["mobile", "desktop"] as const)("contact page at %s width", (viewport) => {
  let t: TestPage;
  beforeAll(async () => {
    t = await openPage(viewport);
    await t.page.goto(t.url("/contact"));
    await t.page.getByRole("heading", { name: "Send us a message" }).waitFor();
    await t.page.getByText("info@uday-properties.com").waitFor();
  });
  afterAll(() => t.context.close());

  it("shows phone, email, social handle and address from the contact record", async () => {
    const main = t.page.locator("main");
    // Stored as 01713456789: the number shown starts with 01 once, never "0101…".
    const phone = main.getByRole("link", { name: "01713456789", exact: true });
    // The link dials the normalised (E.164) number, so it works from abroad too.
    expect(await phone.getAttribute("href")).toBe("tel:+8801713456789");
    expect(await main.getByText(/0101713456789/).count()).toBe(0);
    expect(await main.getByRole("link", { name: "info@uday-properties.com" }).getAttribute("href")).toBe("mailto:info@uday-properties.com");
    await main.getByText("@udayproperties").waitFor();
    await main.getByText("House 42, Road 11, Block C, Banani, Dhaka 1213").waitFor();
  });

  it("embeds the live-location map lazily, with a title, once it nears the screen", async () => {
    await t.page.getByRole("heading", { name: "Find our office" }).scrollIntoViewIfNeeded();
    const map = t.page.locator("iframe[title='UDAY office location on Google Maps']");
    expect(await map.getAttribute("src")).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\?/);
    expect(await map.getAttribute("loading")).toBe("lazy");
  });

  it(viewport === "desktop" ? "puts the details beside the form above 1000 px" : "stacks the details above the form below 1000 px", async () => {
    const details = await t.page.getByRole("heading", { name: "Let's talk about your new home" }).boundingBox();
    const form = await t.page.getByRole("heading", { name: "Send us a message" }).boundingBox();
    if (viewport === "desktop") {
      expect(form!.x).toBeGreaterThan(details!.x + details!.width / 2);
      expect(Math.abs(form!.y - details!.y)).toBeLessThan(200);
    } else {
      expect(form!.y).toBeGreaterThan(details!.y + 300);
    }
  });

  if (viewport === "desktop") {
    it("changes layout above 1000 px: stacked at exactly 1000, side by side at 1001", async () => {
      const formBeside = async () => {
        const details = await t.page.getByRole("heading", { name: "Let's talk about your new home" }).boundingBox();
        const form = await t.page.getByRole("heading", { name: "Send us a message" }).boundingBox();
        return form!.x > details!.x + details!.width / 2;
      };
      try {
        await t.page.setViewportSize({ width: 1000, height: 800 });
        await expect.poll(formBeside).toBe(false);
        await t.page.setViewportSize({ width: 1001, height: 800 });
        await expect.poll(formBeside).toBe(true);
      } finally {
        await t.page.setViewportSize({ width: 1280, height: 800 });
      }
    });
  }

  it("refuses a malformed number with the one phone message", async () => {
    await fill(t, { name: "Rafi", email: "rafi@example.com", number: "12345", message: "Hi" });
    await t.page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => t.page.locator("#contact-number-error").innerText()).toContain("Enter a valid phone number");
    await fill(t, { name: "", email: "", number: "", message: "" });
  });

  it("labels every field and hides the honeypot from people and the keyboard", async () => {
    for (const label of ["Your name", "Email", "Phone number", "Message"]) expect(await field(t, label).count()).toBe(1);
    const trap = t.page.locator("input[name=website]");
    expect(await trap.getAttribute("tabindex")).toBe("-1");
    expect(await trap.getAttribute("autocomplete")).toBe("off");
    expect(await trap.evaluate((el) => !!el.closest("[aria-hidden=true]"))).toBe(true);
    // Visually hidden: a 1 px box far off the left edge of the screen.
    const box = (await trap.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(0);
  });

  it("shows the four exact messages on an empty send, tied to their fields, and focuses the first", async () => {
    await t.page.getByRole("button", { name: "Send message" }).click();
    for (const [name, text] of Object.entries(MESSAGES)) {
      const input = t.page.locator(`#contact-${name}`);
      expect(await input.getAttribute("aria-invalid")).toBe("true");
      const describedBy = await input.getAttribute("aria-describedby");
      expect(await t.page.locator(`#${describedBy}`).textContent()).toBe(text);
    }
    expect(await t.page.evaluate(() => document.activeElement?.id)).toBe("contact-name");
  });

  it("rechecks as the visitor types: a bad email keeps only the email message", async () => {
    await fill(t, { name: "Nusrat", email: "nusrat@", number: "01711223344", message: "Hello" });
    expect(await t.page.locator("#contact-email-error").textContent()).toBe(MESSAGES.email);
    for (const name of ["name", "number", "message"]) expect(await t.page.locator(`#contact-${name}-error`).count()).toBe(0);
    expect(await t.page.locator("#contact-name").getAttribute("aria-invalid")).toBeNull();
  });

  // docs/product.md §5 phone rule: a buyer abroad writes an international number; a local one a Bangladeshi mobile.
  const sent = viewport === "desktop" ? { typed: "+1 415 555 0100", stored: "+14155550100" } : { typed: "01711-223344", stored: "+8801711223344" };
  it(`sends a message with ${viewport === "desktop" ? "a foreign" : "a Bangladeshi"} number into the database, confirms it and resets the form`, async () => {
    const name = `E2E visitor ${viewport} ${Date.now()}`;
    await fill(t, { name, email: "visitor@example.com", number: sent.typed, message: "I would like to visit UDAY Nilachol." });
    await t.page.getByRole("button", { name: "Send message" }).click();
    await toast(t, "Message sent successfully!").waitFor();
    for (const label of ["Your name", "Email", "Phone number", "Message"]) expect(await field(t, label).inputValue()).toBe("");

    const db = createClient({ url: inject("libsqlUrl"), authToken: inject("libsqlToken") });
    try {
      const { rows } = await db.execute({ sql: "select name, email, number, message from messages where name = ?", args: [name] });
      expect(rows.map((r) => ({ ...r }))).toEqual([
        { name, email: "visitor@example.com", number: sent.stored, message: "I would like to visit UDAY Nilachol." },
      ]);
    } finally {
      db.close();
    }
  });

  it("says 'Failed to send message.' when the send fails, and keeps what was typed", async () => {
    await t.page.route("**/api/messages", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"message":"boom"}}' }));
    await fill(t, { name: "Karim", email: "karim@example.com", number: "01811223344", message: "Please call me." });
    await t.page.getByRole("button", { name: "Send message" }).click();
    await toast(t, "Failed to send message.").waitFor();
    expect(await field(t, "Your name").inputValue()).toBe("Karim");
    await t.page.unroute("**/api/messages");
    // The only console line allowed: the browser's own note about the 500 we staged.
    const unexpected = t.errors.filter((e) => !/status of 500/.test(e));
    expect(unexpected).toEqual([]);
    t.errors.length = 0;
  });

  it("has no serious accessibility violations and no console errors", async () => {
    // Checked while the toasts of the tests above are still on screen, so their colours count too.
    // The pointer rests on them, as a reader's would: sonner then spreads the stack out (every toast
    // fully shown, none half-faded behind another) and pauses their timers, so none leaves mid-check.
    const toasts = t.page.locator("[data-sonner-toast]");
    expect(await toasts.count()).toBeGreaterThan(0);
    await toasts.first().hover();
    await settled(t.page, "[data-sonner-toaster]");
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

describe("contact form in Bengali", () => {
  it("shows its labels and validation messages in Bengali", async () => {
    const t = await openPage("mobile");
    await t.page.goto(t.url("/bn/contact"));
    await t.page.getByRole("heading", { name: "আমাদের বার্তা পাঠান" }).waitFor();
    await t.page.getByRole("button", { name: "বার্তা পাঠান" }).click();
    expect(await t.page.locator("#contact-name-error").textContent()).toBe("আপনার নাম দেওয়া আবশ্যক");
    expect(await t.page.locator("main form").getByLabel("ফোন নম্বর", { exact: true }).count()).toBe(1);
    expect(t.errors).toEqual([]);
    await t.context.close();
  });
});

describe("contact form filled in before the app has run (a slow phone, or the browser's autofill)", () => {
  /** Holds the islands' code (web/site/islands.tsx), asked for only after the first paint (web/main.tsx): the page is on screen, not yet working. */
  async function holdApp(t: TestPage) {
    const app = await holdChunk(t, "islands");
    await openUnready(t, "/contact");
    await t.page.getByRole("heading", { name: "Send us a message" }).waitFor();
    return app.release;
  }
  const ready = (t: TestPage) => t.page.waitForFunction(() => document.documentElement.dataset.ready === "true");

  it("keeps what was typed and sends the Send pressed then once the app runs, never as a URL", async () => {
    const t = await openPage("mobile");
    const release = await holdApp(t);
    const name = `E2E early visitor ${Date.now()}`;
    await fill(t, { name, email: "early@example.com", number: "01711-223344", message: "Typed before the page was ready." });
    await t.page.getByRole("button", { name: "Send message" }).click();
    // The browser did not submit it itself: no navigation, nothing in the address.
    expect(new URL(t.page.url()).search).toBe("");
    expect(await field(t, "Your name").inputValue()).toBe(name);
    release();
    await ready(t);
    await toast(t, "Message sent successfully!").waitFor();
    expect(await field(t, "Your name").inputValue()).toBe("");
    expect(await t.page.locator("main form").evaluate((f) => (f as HTMLElement).innerText)).not.toContain("needs JavaScript");
    const db = createClient({ url: inject("libsqlUrl"), authToken: inject("libsqlToken") });
    try {
      const { rows } = await db.execute({ sql: "select email, message from messages where name = ?", args: [name] });
      expect(rows.map((r) => ({ ...r }))).toEqual([{ email: "early@example.com", message: "Typed before the page was ready." }]);
    } finally {
      db.close();
    }
    expect(t.errors).toEqual([]);
    await t.context.close();
  });

  it("takes in fields filled before the app ran: a send after it checks what is on screen", async () => {
    const t = await openPage("desktop");
    const release = await holdApp(t);
    await field(t, "Your name").fill("Autofilled Name");
    await field(t, "Email").fill("not-an-email");
    release();
    await ready(t);
    await t.page.getByRole("button", { name: "Send message" }).click();
    // The name on screen counts; only what is really missing or wrong is flagged.
    expect(await t.page.locator("#contact-name-error").count()).toBe(0);
    expect(await t.page.locator("#contact-email-error").textContent()).toBe(MESSAGES.email);
    expect(await t.page.locator("#contact-message-error").textContent()).toBe(MESSAGES.message);
    expect(t.errors).toEqual([]);
    await t.context.close();
  });

  it("without JavaScript: sends after a short wait and a second press, with nothing in the address (issue 43)", async () => {
    const base = inject("baseUrl");
    // Its own address: the wait grows with an address's posts, and the suite's browsers share "local".
    const address = { "CF-Connecting-IP": "198.51.100.230" };
    const context = await (await launch()).newContext({ javaScriptEnabled: false, baseURL: base, extraHTTPHeaders: address });
    const name = `No Script ${Date.now().toString(36)}`;
    try {
      const page = await context.newPage();
      await page.goto("/contact");
      // Shown, not only present: innerText holds rendered text alone.
      expect(await page.locator("main form").evaluate((f) => (f as HTMLElement).innerText)).toContain(
        "Without JavaScript this form still sends: after you press Send, it asks you to wait a few seconds and press Send once more.",
      );
      const form = page.locator("main form");
      await form.getByLabel("Your name", { exact: true }).fill(name);
      await form.getByLabel("Email", { exact: true }).fill("noscript@example.com");
      await form.getByLabel("Phone number", { exact: true }).fill("01812345678");
      await form.getByLabel("Message", { exact: true }).fill("Please call me about Bashundhara.");
      await Promise.all([page.waitForNavigation(), form.getByRole("button", { name: "Send message" }).click()]);
      expect(page.url()).toBe(`${base}/contact`);
      await page.getByRole("heading", { name: "Confirm your message" }).waitFor();
      expect(await page.getByRole("status").textContent()).toContain("asking you to wait 10 seconds");
      expect(await page.locator("dd").allTextContents()).toContain(name);
      // The worker's clock past the wait (tests/helpers/worker-process.ts runs it with the test clock).
      await context.setExtraHTTPHeaders({ ...address, "x-test-now": new Date(Date.now() + 11_000).toISOString() });
      await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Send" }).click()]);
      expect(page.url()).toBe(`${base}/contact`);
      await page.getByText("Message sent successfully!").waitFor();
      const db = createClient({ url: inject("libsqlUrl"), authToken: inject("libsqlToken") });
      try {
        expect((await db.execute({ sql: "select count(*) as n from messages where name = ?", args: [name] })).rows[0]!.n).toBe(1);
      } finally {
        db.close();
      }
    } finally {
      await context.close();
    }
  });
});

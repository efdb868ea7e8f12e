import { afterAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, type TestPage } from "./browser";
import { contactRecord } from "./contact-record";
import { openDashboard, queryRows, settled, toast, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

const PATH = "/dashboard/settings/company";
const contactForm = (t: TestPage) => t.page.getByRole("form", { name: "Contact information" });

/** Settings > Company (docs/product.md §6 set003a): Admin and Super-Admin edit the company's details; a Manager may not. */
describe.each(VIEWPORT_NAMES)("Company settings at %s width", (viewport) => {
  it(`lets ${viewport === "desktop" ? "an Admin" : "a Super-Admin"} change the address and hotline, with a toast, stored in the database in E.164`, async () => {
    const before = await contactRecord();
    const t = await openDashboard(viewport, viewport === "desktop" ? "admin" : "superadmin", PATH);
    try {
      const form = contactForm(t);
      await form.getByLabel("Address").waitFor();
      expect(await form.getByLabel("Hotline").inputValue()).toBe(before.shown.hotline);
      const address = `E2E ${viewport} address ${Date.now()}`;
      await form.getByLabel("Address").fill(address);
      await form.getByLabel("Hotline").fill("+1 415 555 0100");
      await form.getByRole("button", { name: "Save contact information" }).click();
      await toast(t, "Contact information updated successfully").waitFor();
      const [row] = await queryRows<{ address: string; phone: string }>("select address, phone from contact_information order by id limit 1");
      expect(row).toEqual({ address, phone: "+14155550100" });

      await form.getByLabel("Hotline").fill("12345");
      await form.getByRole("button", { name: "Save contact information" }).click();
      await expect.poll(() => form.getByText(/Enter a valid phone number/).count()).toBeGreaterThan(0);

      await settled(t);
      expect(await seriousViolations(t.page)).toEqual([]);
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
      // Put the demo record back for the other browser tests.
      await restore(before.address, before.phone);
    }
  });

  it("saves the About page's headline and a management speech, with a toast", async () => {
    const [before] = await queryRows<{ title: string; management: string }>("select title, management from about order by id limit 1");
    const t = await openDashboard(viewport, "admin", PATH);
    try {
      const form = t.page.getByRole("form", { name: "About page" });
      await form.getByLabel("Headline").waitFor();
      const title = `E2E headline ${viewport} ${Date.now()}`;
      await form.getByLabel("Headline").fill(title);
      await form.getByLabel("Person 1 speech").fill("Speech from the browser test.");
      await form.getByRole("button", { name: "Save About page" }).click();
      await toast(t, "About page updated successfully").waitFor();
      const [row] = await queryRows<{ title: string; management: string }>("select title, management from about order by id limit 1");
      expect(row!.title).toBe(title);
      const management = JSON.parse(row!.management) as { members: { speech: string; image: string }[] };
      expect(management.members[0]!.speech).toBe("Speech from the browser test.");
      // Pictures not replaced are kept as they were.
      expect(management.members.map((m) => m.image)).toEqual((JSON.parse(before!.management) as typeof management).members.map((m) => m.image));
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
      const { database } = await import("./staff");
      const db = database();
      await db.execute({ sql: "update about set title = ?, management = ? where id = (select min(id) from about)", args: [before!.title, before!.management] });
      db.close();
    }
  });

  it("shows a Manager Access denied", async () => {
    const t = await openDashboard(viewport, "manager", PATH);
    try {
      await t.page.getByText(/Access denied/i).first().waitFor();
      expect(await contactForm(t).count()).toBe(0);
    } finally {
      await t.context.close();
    }
  });
});

async function restore(address: string, phone: string) {
  const { database } = await import("./staff");
  const db = database();
  try {
    await db.execute({ sql: "update contact_information set address = ?, phone = ? where id = (select min(id) from contact_information)", args: [address, phone] });
  } finally {
    db.close();
  }
}

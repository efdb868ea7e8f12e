import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, type TestPage } from "./browser";
import { sentMails } from "./mails";
import { database, queryRows, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

/** docs/product.md §7: a visitor asks for a site visit from a project's page; the sales team is e-mailed. */
describe.each(VIEWPORT_NAMES)("a site visit asked for at %s width", (viewport) => {
  let t: TestPage;
  let project: { uniId: string; name: string };
  const name = `Visitor ${viewport} ${Date.now().toString(36)}`;

  beforeAll(async () => {
    [project] = await queryRows<{ uniId: string; name: string }>(
      "select p.uniId, p.name from projects p join project_details d on d.foreignKey = p.uniId where lower(p.status) = 'approved' order by p.id limit 1",
    );
    t = await openPage(viewport);
    // A visitor of our own (an IPv6 /64 nobody else uses): the contact limit counts per address, and
    // every other browser file posts from the one local address.
    await t.context.setExtraHTTPHeaders({ "CF-Connecting-IP": `2001:db8:${viewport.length}:${Date.now() % 65536}::1` });
  });
  afterAll(async () => {
    await t.context.close();
    const db = database();
    await db.execute({ sql: "delete from outbox where messageId in (select id from messages where name like ?)", args: [`${name}%`] });
    await db.execute({ sql: "delete from messages where name like ?", args: [`${name}%`] });
    db.close();
  });

  it("checks the form, sends the request as a visit lead on the project, and e-mails the sales team naming it", async () => {
    await t.page.goto(t.url(`/projects/${project.uniId}`));
    const form = t.page.getByRole("form", { name: "Schedule a site visit" });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole("button", { name: "Request a visit" }).click();
    await form.getByText("Your name is required").waitFor();
    await form.getByText("Choose morning or afternoon").waitFor();
    expect(await seriousViolations(t.page)).toEqual([]);

    const day = await form.getByLabel("Preferred day").getAttribute("min");
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("Phone number").fill("01712 345678");
    await form.getByLabel("Preferred day").fill(day!);
    await form.getByLabel("Afternoon").check();
    await form.getByRole("button", { name: "Request a visit" }).click();
    await form.getByText("Thank you! We will call you to confirm the visit.").waitFor();

    const [lead] = await queryRows<{ kind: string; projectUniId: string; visitDate: string; visitSlot: string }>(
      "select kind, projectUniId, visitDate, visitSlot from messages where name = ?",
      [name],
    );
    expect(lead).toEqual({ kind: "visit", projectUniId: project.uniId, visitDate: day, visitSlot: "afternoon" });
    await expect.poll(() => sentMails().find((m) => m.includes(`Name: ${name}`)) ?? "", { timeout: 20_000 }).toContain(`${project.name}, ${project.uniId}`);
    expect(t.errors).toEqual([]);
  });

  it("sends a message from \"Schedule a Meeting\" with the project it came from", async () => {
    await t.page.goto(t.url(`/projects/${project.uniId}`));
    await t.page.getByRole("link", { name: "Schedule a Meeting" }).click();
    await t.page.waitForURL(new RegExp(`/contact\\?project=${project.uniId}$`));
    const form = t.page.locator("main form");
    // The form says which project the message is about, by its name (read from the API, not the address).
    await form.getByText(`This message is about ${project.name}.`).waitFor();
    await form.getByLabel("Your name", { exact: true }).fill(`${name} meeting`);
    await form.getByLabel("Email", { exact: true }).fill("meeting@example.com");
    await form.getByLabel("Phone number", { exact: true }).fill("01812345678");
    await form.getByLabel("Message", { exact: true }).fill("A meeting, please.");
    await t.page.getByRole("button", { name: "Send message" }).click();
    await expect
      .poll(async () => (await queryRows<{ projectUniId: string | null }>("select projectUniId from messages where name = ?", [`${name} meeting`]))[0]?.projectUniId, { timeout: 20_000 })
      .toBe(project.uniId);
  });
});

import { withAltcha } from "../helpers/proof";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, type TestPage } from "./browser";
import { database, queryRows, signIn, toast, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

/** docs/product.md §7: a Manager works a lead from the inbox: takes it, notes the call, marks it contacted. */
describe.each(VIEWPORT_NAMES)("a lead worked by a Manager at %s width", (viewport) => {
  let t: TestPage;
  const name = `Lead${viewport}${Date.now().toString(36)}`;
  let id = 0;
  let project = "";
  let projectName = "";
  const table = () => t.page.getByRole("table", { name: "Messages" });
  // On a phone the leads are cards (issue 42), on a wide screen the table's rows.
  const phone = viewport === "mobile";
  const rows = () => (phone ? t.page.getByRole("list", { name: "Messages" }).getByRole("listitem") : table().locator("tbody tr"));
  const row = (text: string) => rows().filter({ hasText: text });

  beforeAll(async () => {
    [{ uniId: project, name: projectName }] = await queryRows<{ uniId: string; name: string }>("select uniId, name from projects where lower(status) = 'approved' order by id limit 1");
    // As a visitor would: a site-visit request from a project page, through the public API.
    const day = new Date(Date.now() + 6 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
    const address = { "CF-Connecting-IP": `2001:db8:${viewport.length}::1` };
    const body = { name, email: "lead@example.com", number: "01712345678", message: "Can I see the flats?", kind: "visit", projectUniId: project, visitDate: day, visitSlot: "morning" };
    const res = await fetch(`${inject("baseUrl")}/api/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...address },
      body: JSON.stringify(await withAltcha((path, init) => fetch(`${inject("baseUrl")}${path}`, init), body, address)),
    });
    expect(res.status).toBe(201);
    [{ id }] = await queryRows<{ id: number }>("select id from messages where name = ?", [name]);
    t = await openPage(viewport);
    await signIn(t, "manager");
    await t.page.goto(t.url("/dashboard/message/inbox"));
    await rows().first().waitFor();
  });
  afterAll(async () => {
    await t.context.close();
    const db = database();
    await db.execute({ sql: "delete from lead_notes where messageId = ?", args: [id] });
    await db.execute({ sql: "delete from outbox where messageId = ?", args: [id] });
    await db.execute({ sql: "delete from messages where id = ?", args: [id] });
    db.close();
  });

  it("shows the request as a new site-visit lead for its project, its alert sent to the sales address", async () => {
    await t.page.getByRole("searchbox", { name: "Search messages" }).fill(name);
    const lead = row(name);
    await lead.filter({ hasText: "New" }).filter({ hasText: "Site visit request" }).filter({ hasText: projectName }).waitFor();
    await lead.getByRole("button", { name: `View message from ${name}` }).click();
    const dialog = t.page.getByRole("dialog", { name: "Lead" });
    await dialog.getByText("New-lead alert: Sent to sales@uday-properties.com").waitFor();
    await dialog.getByText("Visit asked for:").waitFor();
    expect(await seriousViolations(t.page)).toEqual([]);
  });

  it("takes it, notes the call and marks it contacted; each change is in the activity log", async () => {
    const dialog = t.page.getByRole("dialog", { name: "Lead" });
    const owner = dialog.getByLabel("Owner");
    const mine = await owner.locator("option", { hasText: "(me)" }).getAttribute("value");
    await owner.selectOption(mine!);
    await toast(t, "Lead updated").waitFor();
    await dialog.getByLabel("Add a note").fill("Called; coming on Saturday morning.");
    await dialog.getByRole("button", { name: "Add note" }).click();
    await dialog.getByRole("listitem").filter({ hasText: "Called; coming on Saturday morning." }).waitFor();
    await dialog.getByLabel("Status").selectOption("contacted");
    await expect.poll(async () => (await queryRows<{ status: string }>("select status from messages where id = ?", [id]))[0]?.status, { timeout: 20_000 }).toBe("contacted");
    await t.page.keyboard.press("Escape");
    await row(name).filter({ hasText: "Contacted" }).waitFor();
    // This lead's entries: other files log other resources whose ids may be the same number.
    const log = await queryRows<{ resource: string; label: string }>(
      "select resource, label from activity where resourceId = ? and resource in ('messages', 'lead-notes') order by id",
      [String(id)],
    );
    expect(log.map((a) => a.resource)).toEqual(["messages", "lead-notes", "messages"]);
    expect(log[2]!.label).toContain("status contacted");
    // Filtered to the Manager's own leads, it is there.
    await t.page.getByLabel("Owner", { exact: true }).selectOption("me");
    await row(name).waitFor();
    expect(t.errors).toEqual([]);
  });

  it("counts it on the overview among today's new leads", async () => {
    await t.page.goto(t.url("/dashboard"));
    const figure = t.page.getByRole("region", { name: "Leads", exact: true }).getByTestId("lead-figure-New leads today");
    // Other browser files send messages meanwhile: at least this one arrived today (Dhaka).
    await expect.poll(async () => Number(await figure.textContent({ timeout: 1000 }).catch(() => "0")), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, type TestPage } from "./browser";
import { sentMails } from "./mails";
import { database, openDashboard, queryRows, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

/** A small real JPEG header: the API checks a deed scan by its bytes. */
const DEED = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

/** docs/product.md §7, "Landowners": a landowner proposes a plot from /landowner; staff open it and its deed. */
describe.each(VIEWPORT_NAMES)("a landowner's proposal at %s width", (viewport) => {
  let t: TestPage;
  let staff: TestPage | undefined;
  const name = `Landowner ${viewport} ${Date.now().toString(36)}`;

  beforeAll(async () => {
    t = await openPage(viewport);
    // An address of our own (an IPv6 /64 nobody else uses): the message limit counts per address.
    await t.context.setExtraHTTPHeaders({ "CF-Connecting-IP": `2001:db8:1a:${(Date.now() + viewport.length) % 65536}::1` });
  });
  afterAll(async () => {
    await t.context.close();
    await staff?.context.close();
    const db = database();
    for (const table of ["outbox", "message_files"])
      await db.execute({ sql: `delete from ${table} where messageId in (select id from messages where name = ?)`, args: [name] });
    await db.execute({ sql: "delete from messages where name = ?", args: [name] });
    db.close();
  });

  it("reaches the page from the home page's call to landowners, checks the form, and sends the proposal with a deed scan", async () => {
    await t.page.goto(t.url("/"));
    const cta = t.page.getByRole("link", { name: "Propose your land" });
    await cta.scrollIntoViewIfNeeded();
    await cta.click();
    await t.page.waitForURL(/\/landowner$/);
    await t.page.getByRole("heading", { name: "How a joint venture works" }).waitFor();
    await t.page.getByRole("heading", { name: "Landowners", level: 1 }).waitFor();

    const form = t.page.getByRole("form", { name: "Propose your land" });
    await form.getByRole("button", { name: "Send proposal" }).click();
    await form.getByText("Your name is required").waitFor();
    await form.getByText("Enter the land's size").waitFor();
    await form.getByText("Choose single owner or joint/inherited").waitFor();
    expect(await seriousViolations(t.page)).toEqual([]);

    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("Phone number").fill("01712 345678");
    await form.getByLabel("Area").selectOption("Mirpur");
    await form.getByLabel("Address of the land").fill("Road 5, Section 10");
    await form.getByLabel("Land size").fill("5");
    await form.getByText("About 3,600 sft").waitFor();
    await form.getByLabel("Road in front (feet)").fill("30");
    await form.getByLabel("Joint / inherited").check();
    await form.getByLabel("Deed photos or scans (optional)").setInputFiles({ name: "deed.jpg", mimeType: "image/jpeg", buffer: DEED });
    await form.getByLabel("Message").fill("Inherited from my father.");
    await form.getByRole("button", { name: "Send proposal" }).click();
    await form.getByText("Thank you! Your proposal has been sent. Our land team will call you.").waitFor({ timeout: 20_000 });

    const [lead] = await queryRows<{ kind: string; landArea: string; landSizeSft: number; ownership: string }>(
      "select kind, landArea, landSizeSft, ownership from messages where name = ?",
      [name],
    );
    expect(lead).toEqual({ kind: "landowner", landArea: "Mirpur", landSizeSft: 3600, ownership: "joint" });
    await expect.poll(() => sentMails().find((m) => m.includes(`Name: ${name}`)) ?? "", { timeout: 20_000 }).toContain("Size: 5 katha (3600 sft); road 30 ft");
    expect(t.errors).toEqual([]);
  });

  it("opens for a Manager from the alert's link, with the deed, which answers 401 without a session", async () => {
    const [lead] = await queryRows<{ id: number }>("select id from messages where name = ?", [name]);
    staff = await openDashboard(viewport, "manager", `/dashboard/message/inbox?lead=${lead!.id}`);
    const dialog = staff.page.getByRole("dialog", { name: "Lead" });
    await dialog.getByText("Land offered: Mirpur, Road 5, Section 10 · 5 katha (3,600 sft) · road 30 ft · joint / inherited").waitFor();
    const file = dialog.getByRole("link", { name: /^deed\.jpg/ });
    const href = await file.getAttribute("href");
    const opened = await staff.context.request.get(staff.url(href!));
    expect(opened.status()).toBe(200);
    expect(opened.headers()["content-type"]).toBe("image/jpeg");
    expect(opened.headers()["cache-control"]).toBe("private, no-store");
    expect((await t.context.request.get(t.url(href!))).status()).toBe(401);
    expect(await seriousViolations(staff.page)).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, type TestPage, VIEWPORTS } from "./browser";
import { database, dropStaged, openDashboard, queryRows, settled, signIn, toast, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

const BENGALI = "আমি গুলশানে একটি ফ্ল্যাট কিনতে চাই, দাম কত?";
const FORMULA = '=HYPERLINK("http://evil.example","click")';

describe("Manage Inbox is out of reach by URL for a designation without mes012 or inb001", () => {
  it("shows an Admin Access denied at /dashboard/message/inbox", async () => {
    const t = await openDashboard("desktop", "admin", "/dashboard/message/inbox");
    await t.page.getByRole("heading", { level: 1, name: "Access denied" }).waitFor();
    expect(await t.page.getByRole("table").count()).toBe(0);
    expect(await t.page.getByRole("heading", { name: "Manage Inbox" }).count()).toBe(0);
    await t.context.close();
  });
});

describe.each(VIEWPORT_NAMES)("Manage Inbox for a Manager at %s width", (viewport) => {
  let t: TestPage;
  const tag = `Inbox${viewport}${Date.now().toString(36)}`;
  const ids: number[] = [];
  const requested: string[] = [];
  /** docs/product.md §9: floor((height - 200) / 60). */
  const perPage = Math.floor((VIEWPORTS[viewport].height - 200) / 60);
  const search = () => t.page.getByRole("searchbox", { name: "Search messages" });
  const table = () => t.page.getByRole("table", { name: "Messages" });
  // On a phone the leads are cards (issue 42), on a wide screen the table's rows.
  const phone = viewport === "mobile";
  const rows = () => (phone ? t.page.getByRole("list", { name: "Messages" }).getByRole("listitem") : table().locator("tbody tr"));
  const row = (text: string) => (phone ? t.page.getByRole("list", { name: "Messages" }).getByRole("listitem") : table().getByRole("row")).filter({ hasText: text });
  const confirmation = () => t.page.getByRole("alertdialog");
  const answer = async (button: string) => {
    await confirmation().getByRole("button", { name: button }).click();
    await confirmation().waitFor({ state: "detached" });
  };

  beforeAll(async () => {
    // 23 of our own messages, one minute apart (index 22 is the newest), straight into the database.
    const db = database();
    for (let i = 0; i < 23; i++) {
      const message = i === 5 ? BENGALI : i === 6 ? FORMULA : `Question ${i}, with "quotes", commas\nand a second line`;
      const at = new Date(Date.UTC(2026, 0, 10, 6, i)).toISOString();
      const r = await db.execute({
        sql: "insert into messages (name, email, number, message, createdAt) values (?, ?, ?, ?, ?) returning id",
        // Letters-only emails and a phone with few digit runs, so a search by id matches little else (the server also searches email, number and text).
        args: [`${tag} ${String(i).padStart(2, "0")}${i === 5 ? " রহিম" : ""}`, `${String.fromCharCode(97 + i)}@example.com`, "01500000000", message, at],
      });
      ids.push(Number(r.rows[0]!.id));
    }
    db.close();
    t = await openPage(viewport);
    t.page.on("request", (r) => r.url().includes("/api/messages") && requested.push(new URL(r.url()).search));
    await signIn(t, "manager");
    await t.page.goto(t.url("/dashboard/message/inbox"));
    await rows().first().waitFor();
  });
  afterAll(async () => {
    await t.context.close();
    const db = database();
    await db.execute({ sql: "delete from messages where name like ?", args: [`${tag}%`] });
    db.close();
  });

  it("lists Name, Number, Email, Message and Date, then each lead's Status, Lead, Owner and Follow-up, with rows per page from the window height", async () => {
    if (!phone) {
      const headers = await table().getByRole("columnheader").allTextContents();
      expect(headers.map((h) => h.trim())).toEqual(["Name", "Number", "Email", "Message", "Date", "Status", "Lead", "Owner", "Follow-up", "Actions"]);
    }
    expect(await t.page.getByLabel("Rows per page").inputValue()).toBe(String(perPage));
    expect(await rows().count()).toBe(perPage);
    // One page at a time from the server, never the whole inbox.
    expect(requested).toContain(`?page=1&pageSize=${perPage}`);
  });

  it("shows the newest first, dated in Dhaka time (en-BD)", async () => {
    await search().fill(tag);
    const first = rows().first();
    await first.filter({ hasText: `${tag} 22` }).waitFor();
    expect(await rows().nth(1).textContent()).toContain(`${tag} 21`);
    // 06:22 UTC is 12:22 in Dhaka.
    const expected = await t.page.evaluate(() =>
      new Intl.DateTimeFormat("en-BD", { timeZone: "Asia/Dhaka", dateStyle: "medium", timeStyle: "short" }).format(new Date(Date.UTC(2026, 0, 10, 6, 22))),
    );
    expect(expected).toMatch(/12:22/);
    expect((await first.locator("time").textContent())?.trim()).toBe(expected);
  });

  it("finds a message by its id", async () => {
    await search().fill(String(ids[5]));
    await row(BENGALI).waitFor();
    await row(`${tag} 05 রহিম`).waitFor();
  });

  it("accepts only page numbers from 1 to the page count", async () => {
    await search().fill(tag);
    const pages = Math.ceil(23 / perPage);
    const jump = t.page.getByLabel("Go to page");
    const go = t.page.getByRole("button", { name: "Go", exact: true });
    for (const bad of ["0", String(pages + 1)]) {
      await jump.fill(bad);
      await go.click();
      await t.page.getByText(`Enter a page from 1 to ${pages}.`).waitFor();
    }
    await jump.fill("2.5");
    await go.click();
    await t.page.getByText(`Enter a whole number from 1 to ${pages}.`).waitFor();
    await jump.fill(String(pages));
    await go.click();
    await t.page.getByText(`Showing ${(pages - 1) * perPage + 1}–23 of 23`).waitFor();
    expect(await t.page.getByRole("button", { name: `Page ${pages}` }).getAttribute("aria-current")).toBe("page");
  });

  it("keeps the page in session storage across a reload", async () => {
    await t.page.getByRole("button", { name: "Page 2" }).click();
    expect(await t.page.evaluate(() => sessionStorage.getItem("inbox-page"))).toBe("2");
    await t.page.reload();
    await rows().first().waitFor();
    expect(await t.page.getByRole("button", { name: "Page 2", exact: true }).getAttribute("aria-current")).toBe("page");
    await t.page.getByRole("button", { name: "Page 1", exact: true }).click();
  });

  it("exports the current search as CSV that Excel reads as UTF-8, quoted and defused", async () => {
    await search().fill(tag);
    await rows().first().filter({ hasText: tag }).waitFor();
    const [download] = await Promise.all([t.page.waitForEvent("download"), t.page.getByRole("button", { name: "Export search (CSV)" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^inbox-search-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    expect(text.startsWith('"Name","Number","Email","Message","Date","Kind","Project","Status","Owner","Follow-up","Visit","Land","Site"\r\n')).toBe(true);
    expect(text).toContain(`"${tag} 05 রহিম","01500000000","f@example.com","${BENGALI}"`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain('"Question 0, with ""quotes"", commas\nand a second line"');
    // 23 rows, the header, and the final line end; embedded line breaks sit inside quotes.
    expect(text.split(/\r\n/).length).toBe(25);
  });

  it("exports every message without a search", async () => {
    await search().fill("");
    // Other test files write and delete messages while this runs: every message there before and
    // after the export is in it, and it has no more rows than the larger count.
    const names = async () => (await queryRows<{ name: string; n: number }>("select name, count(*) as n from messages group by name")).map((r) => [r.name, Number(r.n)] as const);
    const before = new Map(await names());
    const [download] = await Promise.all([t.page.waitForEvent("download"), t.page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
    const after = new Map(await names());
    const text = readFileSync((await download.path())!, "utf8");
    const rows = text.split(/\r\n(?=")/).slice(1);
    const exported = new Map<string, number>();
    for (const row of rows) {
      const name = /^"((?:[^"]|"")*)"/.exec(row)![1]!.replace(/""/g, '"').replace(/^'/, "");
      exported.set(name, (exported.get(name) ?? 0) + 1);
    }
    for (const [name, n] of before) expect.soft(exported.get(name) ?? 0, name).toBeGreaterThanOrEqual(Math.min(n, after.get(name) ?? 0));
    const most = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    expect(rows.length).toBeGreaterThan(25);
    expect(rows.length).toBeLessThanOrEqual(Math.max(most(before), most(after)));
  });

  it("says so when a delete fails, and keeps the message", async () => {
    await search().fill(`${tag} 00`);
    await t.page.route(`**/api/messages/${ids[0]}/delete`, (route) => route.fulfill({ status: 500, json: { error: { message: "Internal server error" } } }));
    await t.page.getByRole("button", { name: `Delete message from ${tag} 00` }).click();
    await answer("Delete");
    await toast(t, "Failed to delete message.").waitFor();
    await t.page.unroute(`**/api/messages/${ids[0]}/delete`);
    dropStaged(t, 500);
    expect(await queryRows("select id from messages where id = ?", [ids[0]!])).toHaveLength(1);
  });

  it("asks before deleting; Cancel keeps it, Delete removes it from the table and the database", async () => {
    const button = t.page.getByRole("button", { name: `Delete message from ${tag} 00` });
    await button.click();
    await confirmation().getByText("Are you sure you want to delete this message?").waitFor();
    await answer("Cancel");
    await t.page.waitForFunction((el) => el === document.activeElement, await button.elementHandle(), { timeout: 2000 });
    await button.click();
    await answer("Delete");
    await toast(t, "Message deleted successfully!").waitFor();
    await row(`${tag} 00`).waitFor({ state: "detached" });
    expect(await queryRows("select id from messages where id = ?", [ids[0]!])).toHaveLength(0);
  });

  it("has no serious accessibility violations, with the confirmation open too, and no console errors", async () => {
    await search().fill(tag);
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await t.page.getByRole("button", { name: `Delete message from ${tag} 22` }).click();
    await confirmation().waitFor();
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await answer("Cancel");
    expect(t.errors).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, type TestPage } from "./browser";
import { E2E_PASSWORD } from "./global-setup";
import { database, openDashboard, queryRows, settled } from "./staff";

afterAll(closeBrowser);

describe("Activity is out of reach by URL for a designation without rep006b", () => {
  it("shows a Manager Access denied at /dashboard/reports/activity", async () => {
    const t = await openDashboard("desktop", "manager", "/dashboard/reports/activity");
    await t.page.getByRole("heading", { level: 1, name: "Access denied" }).waitFor();
    expect(await t.page.getByRole("table").count()).toBe(0);
    expect(await t.page.getByRole("heading", { name: "Activity" }).count()).toBe(0);
    await t.context.close();
  });
});

describe.each([
  ["Admin", "admin", "desktop"],
  ["Super-Admin", "superadmin", "mobile"],
] as const)("Activity for a %s (%s) at %s width", (_designation, username, viewport) => {
  let t: TestPage;
  let me: { id: number; name: string };
  const tag = `e2eact${viewport[0]}${Date.now().toString(36)}`;
  let userId = 0;
  const table = () => t.page.getByRole("table", { name: "Activity" });
  // On a phone each change is a card (issue 42): the same facts, each marked with its column's id.
  const mobile = viewport === "mobile";
  const rows = () => (mobile ? t.page.getByRole("list", { name: "Activity" }).getByRole("listitem") : table().locator("tbody tr"));
  const cells = (id: string, nth: number) => (mobile ? rows().locator(`[data-cell="${id}"]`) : table().locator(`tbody tr td:nth-child(${nth})`));
  const origin = () => ({ Origin: new URL(t.url("/")).origin });
  const showing = (text: string) => t.page.getByText(text);

  beforeAll(async () => {
    [me] = await queryRows<{ id: number; name: string }>("select id, name from users where username = ?", [username]);
    t = await openDashboard(viewport, username, "/dashboard/reports/activity");
    // Twelve changes by this person to one user account: created, then eleven edits.
    const res = await t.context.request.post(t.url("/api/auth/register"), {
      headers: origin(),
      multipart: { name: `Log ${tag}`, username: tag, email: `${tag}@example.com`, employeeId: "E-1", department: "D0", designation: "Clerk", phone: "01711000000", password: E2E_PASSWORD },
    });
    expect(res.status()).toBe(201);
    userId = ((await res.json()) as { id: number }).id;
    for (let i = 1; i <= 11; i++) {
      const r = await t.context.request.patch(t.url(`/api/users/profile/${userId}`), { headers: origin(), multipart: { department: `D${i}` } });
      expect(r.ok()).toBe(true);
    }
    await t.page.reload();
    await rows().first().waitFor();
  });
  afterAll(async () => {
    await t.context.close();
    const db = database();
    await db.execute({ sql: "delete from users where username = ?", args: [tag] });
    db.close();
  });

  it("lists the log newest first: when, who, action, resource and item", async () => {
    if (!mobile) {
      const headers = await table().getByRole("columnheader").allTextContents();
      expect(headers.map((h) => h.trim())).toEqual(["When", "Who", "Action", "Resource", "Item"]);
    }
    await t.page.getByRole("searchbox", { name: "Search activity" }).fill(tag);
    await showing("Showing 1–12 of 12").waitFor({ timeout: 10_000 }).catch(async () => {
      // 25 per page by default: all twelve on one page.
      throw new Error(`unexpected pager: ${await t.page.getByText(/^Showing/).textContent()}`);
    });
    const first = rows().first();
    expect(await first.textContent()).toContain("Updated");
    expect(await first.textContent()).toContain(me.name);
    expect(await first.textContent()).toContain(String(userId));
    expect(await rows().last().textContent()).toContain("Created");
    const [newest] = await queryRows<{ at: string }>("select at from activity where resource = 'users' and resourceId = ? order by id desc limit 1", [String(userId)]);
    const when = await t.page.evaluate(
      (iso) => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Dhaka" }).format(new Date(iso)),
      newest!.at,
    );
    expect((await first.locator("time").textContent())?.trim()).toBe(when);
  });

  it("filters by person and by resource on the server, with the database's count", async () => {
    await t.page.getByRole("searchbox", { name: "Search activity" }).fill("");
    await t.page.getByLabel("Person").selectOption(String(me.id));
    await t.page.getByLabel("Resource").selectOption("users");
    const [{ n }] = await queryRows<{ n: number }>("select count(*) as n from activity where userId = ? and resource = 'users'", [me.id]);
    await showing(new RegExp(`^Showing 1–${Math.min(25, Number(n))} of ${n}$`)).waitFor();
    const whoCells = await cells("who", 2).allTextContents();
    expect(new Set(whoCells)).toEqual(new Set([me.name]));
    const resourceCells = await cells("resource", 4).allTextContents();
    expect(new Set(resourceCells)).toEqual(new Set(["Users"]));
    await t.page.getByLabel("Resource").selectOption("banners");
    const [{ b }] = await queryRows<{ b: number }>("select count(*) as b from activity where userId = ? and resource = 'banners'", [me.id]);
    if (Number(b) === 0) await t.page.getByText("No activity matches these filters.").filter({ visible: true }).waitFor();
    else await showing(new RegExp(`of ${b}$`)).waitFor();
    await t.page.getByLabel("Resource").selectOption("");
  });

  it("pages on the server with the page-number input", async () => {
    await t.page.getByRole("searchbox", { name: "Search activity" }).fill(tag);
    await t.page.getByLabel("Rows per page").selectOption("10");
    await showing("Showing 1–10 of 12").waitFor();
    await t.page.getByLabel("Go to page").fill("2");
    await t.page.getByRole("button", { name: "Go", exact: true }).click();
    await showing("Showing 11–12 of 12").waitFor();
    // The previous page stays on screen until the server's answer arrives.
    await rows().nth(2).waitFor({ state: "detached" });
    expect(await rows().count()).toBe(2);
    expect(await rows().last().textContent()).toContain("Created");
  });

  it("has no serious accessibility violations and no console errors", async () => {
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

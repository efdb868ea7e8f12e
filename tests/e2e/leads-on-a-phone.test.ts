import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, type TestPage } from "./browser";
import { database, openDashboard, queryRows, settled, type Username, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

/**
 * Issue 42, sales on a phone: the inbox as cards under 768 px with status, owner and follow-up at hand;
 * no dashboard table wider than its box; toasts that cover no header, menu button, language switch or
 * dialog close button, do not pile up, and go even while hovered.
 */
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of what a toast must never cover: the header's and navigation's controls, and an open dialog's Close. */
async function guarded(page: Page): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const el of await page.locator("header :is(a, button), [role=group] a, [role=dialog] button[aria-label=Close]").all())
    if (await el.isVisible()) boxes.push((await el.boundingBox())!);
  return boxes;
}

async function expectToastClear(page: Page, toast: Locator) {
  await toast.waitFor();
  // Its entry animation ends before its place is measured.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const box = (await toast.boundingBox())!;
  const covered = (await guarded(page)).filter((b) => overlaps(box, b));
  expect(covered).toEqual([]);
}

/** Held under the pointer, sonner pauses a toast; it still goes (a maximum lifetime). */
async function expectGoneWhileHovered(toast: Locator) {
  await toast.hover();
  await toast.waitFor({ state: "detached", timeout: 30_000 });
}

const SCREENS: { path: string; who: Username; caption: string }[] = [
  { path: "/dashboard/message/inbox", who: "manager", caption: "Messages" },
  { path: "/dashboard/projects/projects-list", who: "superadmin", caption: "Projects" },
  { path: "/dashboard/reports/activity", who: "superadmin", caption: "Activity" },
  { path: "/dashboard/settings/users", who: "superadmin", caption: "Users" },
];

describe.each(VIEWPORT_NAMES)("dashboard tables at %s width", (viewport) => {
  it.each(SCREENS)("$path: the page never scrolls sideways, and every column can be reached inside the table's box", async ({ path, who }) => {
    const t = await openDashboard(viewport, who, path);
    try {
      // A row, a card, or the cards' empty state (a fresh database may have no activity yet).
      await t.page.locator("#dashboard-main :is(table tbody tr, ul[aria-label] > li, [data-testid=cards-state])").locator("visible=true").first().waitFor();
      const fit = await t.page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const boxes = [...document.querySelectorAll<HTMLElement>("#dashboard-main [role=region]:has(> table)")]
          .filter((r) => r.offsetParent !== null)
          .map((region) => {
            region.scrollLeft = region.scrollWidth;
            const box = region.getBoundingClientRect();
            const last = [...region.querySelectorAll("thead th")].at(-1)!.getBoundingClientRect();
            return { left: box.left >= 0, right: box.right <= width + 0.5, lastColumnInBox: last.right <= box.right + 0.5 && last.left >= box.left - 0.5 };
          });
        return { pageWidth: document.documentElement.scrollWidth, width, boxes };
      });
      expect(fit.pageWidth).toBeLessThanOrEqual(fit.width);
      for (const box of fit.boxes) expect(box).toEqual({ left: true, right: true, lastColumnInBox: true });
      // A search that finds nothing says so in full, inside the screen (it was cut to "N").
      const search = t.page.locator("#dashboard-main input[type=search]");
      if (path.endsWith("users")) {
        await search.fill("zzzz-no-such-user");
        const state = t.page.locator("#dashboard-main tbody td[colspan] > div");
        await state.waitFor();
        const text = (await state.boundingBox())!;
        expect(text.x).toBeGreaterThanOrEqual(0);
        expect(text.x + text.width).toBeLessThanOrEqual(fit.width);
      }
    } finally {
      await t.context.close();
    }
  });
});

describe.each(VIEWPORT_NAMES)("the inbox for a Manager at %s width", (viewport) => {
  let t: TestPage;
  const name = `Phone${viewport}${Date.now().toString(36)}`;
  let id = 0;
  let projectName = "";
  const phone = viewport === "mobile";
  const card = () => t.page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: name });
  const row = () => t.page.getByRole("table", { name: "Messages" }).getByRole("row").filter({ hasText: name });
  const lead = async () => (await queryRows<{ status: string; ownerId: number | null; followUpAt: string | null }>("select status, ownerId, followUpAt from messages where id = ?", [id]))[0]!;

  beforeAll(async () => {
    const [project] = await queryRows<{ uniId: string; name: string }>("select uniId, name from projects where lower(status) = 'approved' order by id limit 1");
    projectName = project!.name;
    const db = database();
    const r = await db.execute({
      sql: "insert into messages (name, email, number, message, kind, projectUniId, visitDate, visitSlot, createdAt) values (?, ?, ?, ?, 'visit', ?, '2026-11-30', 'morning', ?) returning id",
      args: [name, "a.very.long.address.for.a.phone@example.com", "01712345678", "Can I see the flats on Saturday?", project!.uniId, new Date().toISOString()],
    });
    id = Number(r.rows[0]!.id);
    db.close();
    t = await openDashboard(viewport, "manager", "/dashboard/message/inbox");
    await t.page.getByRole("searchbox", { name: "Search messages" }).fill(name);
    await (phone ? card() : row()).waitFor();
  });
  afterAll(async () => {
    await t.context.close();
    const db = database();
    await db.execute({ sql: "delete from messages where id = ?", args: [id] });
    db.close();
  });

  it(phone ? "shows each lead as a card naming its project, without the wide table" : "shows the table naming the project, the visit in the lead in words", async () => {
    if (phone) {
      expect(await t.page.getByRole("table", { name: "Messages" }).isVisible()).toBe(false);
      await card().filter({ hasText: projectName }).waitFor();
      // The e-mail keeps whole words on a line: its box is wider than one letter.
      expect((await card().getByRole("link", { name: /a\.very\.long/ }).boundingBox())!.width).toBeGreaterThan(100);
    } else {
      await row().filter({ hasText: projectName }).waitFor();
    }
    await (phone ? card() : row()).getByRole("button", { name: `View message from ${name}` }).click();
    const dialog = t.page.getByRole("dialog", { name: "Lead" });
    await dialog.getByText("Visit asked for: 30 Nov 2026, morning").waitFor();
    await dialog.getByText(`Site visit request · ${projectName}`).waitFor();
    await t.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  // The cards are a phone's: a wide screen has the table.
  it.runIf(phone)("changes status, owner and follow-up from the lead's card on a phone, one toast at a time, clear of the menu button", async () => {
    const status = card().getByLabel(`Status of ${name}`);
    const owner = card().getByLabel(`Owner of ${name}`);
    const followUp = card().getByLabel(`Follow-up of ${name}`);
    for (const control of [status, owner, followUp]) expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await status.selectOption("contacted");
    await expect.poll(async () => (await lead()).status, { timeout: 20_000 }).toBe("contacted");
    const mine = await owner.locator("option", { hasText: "(me)" }).getAttribute("value");
    await owner.selectOption(mine!);
    await expect.poll(async () => (await lead()).ownerId, { timeout: 20_000 }).toBe(Number(mine));
    await followUp.fill("2026-12-01");
    await expect.poll(async () => (await lead()).followUpAt, { timeout: 20_000 }).toBe("2026-12-01");
    await card().getByText("Follow-up 1 Dec 2026").waitFor();
    // Three saves, one "Lead updated" on screen.
    const toasts = t.page.locator("[data-sonner-toast]", { hasText: "Lead updated" });
    await toasts.first().waitFor();
    expect(await toasts.count()).toBe(1);
    await expectToastClear(t.page, toasts.first());
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await expectGoneWhileHovered(toasts.first());
  });

  it("keeps the lead window's close button clear of its toasts", async () => {
    await (phone ? card() : row()).getByRole("button", { name: `View message from ${name}` }).click();
    const dialog = t.page.getByRole("dialog", { name: "Lead" });
    await dialog.getByLabel("Status", { exact: true }).selectOption("negotiating");
    await dialog.getByLabel("Status", { exact: true }).selectOption("visit");
    const toasts = t.page.locator("[data-sonner-toast]", { hasText: "Lead updated" });
    await expect.poll(async () => (await lead()).status, { timeout: 20_000 }).toBe("visit");
    expect(await toasts.count()).toBe(1);
    await expectToastClear(t.page, toasts.first());
    // An open dialog takes the pointer from the rest of the page, so the toast cannot be held: it goes.
    await toasts.first().waitFor({ state: "detached", timeout: 30_000 });
    expect(t.errors).toEqual([]);
  });
});

describe.each(VIEWPORT_NAMES)("the contact form's toast at %s width", (viewport) => {
  it("covers neither the menu button nor the language switch, and goes even while hovered", async () => {
    const t = await openPage(viewport);
    // Its own address: other files' sends never count against it.
    await t.context.setExtraHTTPHeaders({ "CF-Connecting-IP": `2001:db8:42:${viewport.length}::1` });
    try {
      await t.page.goto(t.url("/contact"));
      const form = t.page.locator("main form");
      await form.getByLabel("Your name", { exact: true }).fill(`Toast ${viewport} ${Date.now()}`);
      await form.getByLabel("Email", { exact: true }).fill("toast@example.com");
      await form.getByLabel("Phone number", { exact: true }).fill("01812345678");
      await form.getByLabel("Message", { exact: true }).fill("Where do toasts go?");
      await form.getByRole("button", { name: "Send message" }).click();
      const sent = t.page.locator("[data-sonner-toast]", { hasText: "Message sent successfully!" });
      await expectToastClear(t.page, sent);
      await expectGoneWhileHovered(sent);
    } finally {
      await t.context.close();
    }
  });
});

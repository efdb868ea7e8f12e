import { afterAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage } from "./browser";
import { queryRows } from "./staff";

afterAll(closeBrowser);

/**
 * Issue 43, "Leads a flood cannot stop" (docs/decisions.md): while a bot floods the contact form with
 * unsolved posts from 500 addresses, a real visitor in a browser sends message after message. Each of
 * theirs is stored exactly once; none of the flood's is. The flood is sent as fast as 24 connections
 * carry it, for as long as the visitor is sending: no cap anyone can fill stands between them.
 */
describe.each(["mobile", "desktop"] as const)("a flood of unsolved posts at %s width", (viewport) => {
  it("stores every real visitor's message once and none of the flood's", { timeout: 300_000 }, async () => {
    const tag = `Flood${viewport}${Date.now().toString(36)}`;
    const base = inject("baseUrl");
    let flooding = true;
    const statuses: Record<number, number> = {};
    const used = new Set<string>();
    let sent = 0;
    const bot = async (lane: number) => {
      while (flooding) {
        const address = `10.${43 + (viewport === "mobile" ? 0 : 1)}.${Math.floor((sent % 500) / 250)}.${(sent % 250) + 1}`;
        sent++;
        used.add(address);
        const res = await fetch(`${base}/api/messages`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": address },
          body: JSON.stringify({ name: `${tag} bot ${lane}`, email: "bot@example.com", number: "01712345678", message: "Buy cheap followers", fillMs: 9000, website: "" }),
        }).catch(() => null);
        if (res) {
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          await res.body?.cancel();
        }
      }
    };
    const flood = Promise.all(Array.from({ length: 24 }, (_, lane) => bot(lane)));

    const t = await openPage(viewport);
    try {
      // The visitor's own connection: not one of the flood's addresses.
      await t.context.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${viewport === "mobile" ? 143 : 144}` });
      await t.page.goto(t.url("/contact"));
      const form = t.page.locator("main form");
      const names: string[] = [];
      for (let i = 0; i < 4; i++) {
        const name = `${tag} visitor ${i}`;
        names.push(name);
        await form.getByLabel("Your name", { exact: true }).fill(name);
        await form.getByLabel("Email", { exact: true }).fill("buyer@example.com");
        await form.getByLabel("Phone number", { exact: true }).fill("০১৮১২৩৪৫৬৭৮");
        await form.getByLabel("Message", { exact: true }).fill("Is a 3-bed flat still free in Bashundhara?");
        await form.getByRole("button", { name: "Send message" }).click();
        const toast = t.page.locator("[data-sonner-toast]", { hasText: "Message sent successfully!" });
        await toast.waitFor({ timeout: 60_000 });
        // The form is empty again, ready for the next message.
        await expect.poll(() => form.getByLabel("Your name", { exact: true }).inputValue(), { timeout: 10_000 }).toBe("");
        await toast.waitFor({ state: "detached", timeout: 30_000 });
      }
      // The flood kept going throughout, from all of its 500 addresses, and was refused every time.
      await expect.poll(() => used.size, { timeout: 120_000 }).toBe(500);
      flooding = false;
      await flood;
      expect(Object.keys(statuses)).toEqual(["403"]);
      const stored = await queryRows<{ name: string }>("select name from messages where name like ?", [`${tag}%`]);
      expect(stored.map((r) => r.name).sort()).toEqual([...names].sort());
      expect(await seriousViolations(t.page)).toEqual([]);
      expect(t.errors).toEqual([]);
    } finally {
      flooding = false;
      await flood;
      await t.context.close();
    }
  });
});

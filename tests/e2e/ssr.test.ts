import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeBrowser, launch, openPage, type TestPage } from "./browser";
import { queryRows, signIn } from "./staff";

/** Public pages arrive with their content in the HTML (docs/decisions.md, public pages in the HTML). */
describe("public pages served with their content", () => {
  let project: { uniId: string; name: string };
  beforeAll(async () => {
    [project] = await queryRows<{ uniId: string; name: string }>(
      "select p.uniId, p.name from projects p join project_details d on d.foreignKey = p.uniId where lower(p.status) = 'approved' order by p.id limit 1",
    );
  });
  afterAll(closeBrowser);

  it("reads without JavaScript: the project's name, text and links to the rest of the site are in the page", async () => {
    const b = await launch();
    const context = await b.newContext({ javaScriptEnabled: false, baseURL: (await openBase()).base });
    try {
      const page = await context.newPage();
      const res = await page.goto(`/projects/${project.uniId}`);
      expect(res?.status()).toBe(200);
      await expect(page.title()).resolves.toBe(`${project.name} | UDAY`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(project.name);
      const nav = page.getByRole("navigation", { name: "Main navigation" });
      for (const name of ["All Projects", "About", "Contact", "Blogs"]) expect(await nav.getByRole("link", { name }).count()).toBe(1);
      await page.goto("/projects");
      expect(await page.locator(`a[href="/projects/${project.uniId}"]`).count()).toBeGreaterThan(0);
      // The home page too comes from the worker (wrangler.toml run_worker_first), with its Organization.
      await page.goto("/");
      expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('"@type":"Organization"');
      const robots = await context.request.get("/robots.txt");
      expect(await robots.text()).toContain("Disallow: /dashboard");
    } finally {
      await context.close();
    }
  });

  it("turns into the app in the browser with no mismatch warning and no console error", async () => {
    const t = await openPage("mobile");
    const messages: string[] = [];
    t.page.on("console", (m) => messages.push(`${m.type()}: ${m.text()}`));
    try {
      await t.page.goto(t.url(`/projects/${project.uniId}`));
      // The app's own header (a menu button) replaces the server's plain navigation.
      await t.page.getByRole("button", { name: "Open menu" }).waitFor();
      await t.page.getByRole("heading", { level: 1, name: project.name }).waitFor();
      // React's own words for a server/client disagreement (React Router's "No HydrateFallback" note
      // about lazy routes is not one: it predates the server HTML).
      expect(messages.filter((m) => /mismatch|did not match|didn't match|Hydration failed|hydration error/i.test(m))).toEqual([]);
      // The server's plain content is gone: the app rendered the page once, not twice.
      expect(await t.page.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(t.errors).toEqual([]);
    } finally {
      await t.context.close();
    }
  });

  it("shows a staff write on the next load within seconds (the edge cache is purged)", async () => {
    // The last project's details text (other browser files read PRJ-0001 and count the lists, so
    // this write adds nothing to a list and is undone at the end).
    const [target] = await queryRows<{ uniId: string; foreignKey: string; description: string }>(
      "select d.uniId, d.foreignKey, d.description from project_details d join projects p on p.uniId = d.foreignKey where lower(p.status) = 'approved' order by p.id desc limit 1",
    );
    const staff = await openPage("desktop");
    const visitor = await openPage("desktop");
    const origin = { Origin: new URL(staff.url("/")).origin };
    const marker = `Purge check ${Date.now()}`;
    const patch = (description: string) =>
      staff.context.request.patch(staff.url(`/api/project-details/${target!.uniId}`), { multipart: { description }, headers: origin });
    try {
      const path = `/projects/${target!.foreignKey}`;
      await visitor.page.goto(visitor.url(path));
      await visitor.page.goto(visitor.url(path)); // now from the edge cache
      await signIn(staff, "manager");
      const res = await patch(JSON.stringify([marker, ...(JSON.parse(target!.description) as string[])]));
      expect(res.status()).toBe(200);
      const deadline = Date.now() + 5_000;
      let html = "";
      while (Date.now() < deadline) {
        html = await (await visitor.context.request.get(visitor.url(path))).text();
        if (html.includes(marker)) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(html).toContain(`<p>${marker}</p>`);
    } finally {
      await patch(target!.description);
      await staff.context.close();
      await visitor.context.close();
    }
  });
});

async function openBase() {
  const { inject } = await import("vitest");
  return { base: inject("baseUrl") };
}

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
    const staff = await openPage("desktop");
    const visitor = await openPage("desktop");
    const name = `Purge check ${Date.now()}`;
    let created: string | undefined;
    try {
      await visitor.page.goto(visitor.url("/projects"));
      await visitor.page.goto(visitor.url("/projects")); // now from the edge cache
      await signIn(staff, "manager");
      const res = await staff.context.request.post(staff.url("/api/projects/add"), {
        multipart: { name, title: "", status: "Approved", category: "Ready Apartment", location: "Bashundhara" },
        headers: { Origin: new URL(staff.url("/")).origin },
      });
      expect(res.status()).toBe(201);
      created = ((await res.json()) as { uniId: string }).uniId;
      const deadline = Date.now() + 5_000;
      let html = "";
      while (Date.now() < deadline) {
        html = await (await visitor.context.request.get(visitor.url("/projects"))).text();
        if (html.includes(name)) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(html).toContain(name);
    } finally {
      if (created) await staff.context.request.delete(staff.url(`/api/projects/${created}`), { headers: { Origin: new URL(staff.url("/")).origin } });
      await staff.context.close();
      await visitor.context.close();
    }
  });
});

async function openBase() {
  const { inject } = await import("vitest");
  return { base: inject("baseUrl") };
}

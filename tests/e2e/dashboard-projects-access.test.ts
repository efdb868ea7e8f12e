import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../worker/lib/passwords";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, type TestPage } from "./browser";
import { E2E_PASSWORD } from "./global-setup";
import { database, dropStaged, openDashboard, queryRows, ROLES, settled, toast, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

const PROJECT_SCREENS = ["/dashboard/projects/projects-list", "/dashboard/projects/project-count", "/dashboard/projects"];

/** docs/product.md §6: Admin and Super-Admin hold pro001 like the Manager, so each opens Manage Projects and its project page. */
describe.each(ROLES.filter((r) => r.designation !== "Manager"))("Manage Projects for $designation", ({ designation, username }) => {
  let t: TestPage;
  // A project of this test's own, found with the search box: the newest row may belong to a file
  // running beside this one, which may rename or remove it while this test opens it.
  const uniId = `E2E-ACCESS-${designation.replace(/\W/g, "")}-${Date.now()}`;
  const name = `${uniId} House`;
  beforeAll(async () => {
    await queryRows("insert into projects (uniId, name, status, category, location) values (?, ?, 'pending', 'Ready Apartment', 'Uttara')", [uniId, name]);
    t = await openDashboard("desktop", username, "/dashboard/projects/projects-list");
  });
  afterAll(async () => {
    await t.context.close();
    await queryRows("delete from projects where uniId = ?", [uniId]);
  });

  it("lists the projects and opens one project's page from the Project Details card", async () => {
    const table = t.page.getByRole("table", { name: "Projects" });
    await table.locator("tbody tr").first().waitFor();
    await t.page.getByRole("searchbox", { name: "Search projects" }).fill(uniId);
    await table.getByRole("row").filter({ hasText: uniId }).waitFor();
    await t.page.getByRole("button", { name: `View ${name}` }).first().click();
    await t.page.getByRole("dialog", { name: "Project Details" }).getByRole("link", { name: "Open project page" }).click();
    await t.page.getByRole("heading", { level: 1, name }).first().waitFor();
    expect(t.page.url()).toContain(`/dashboard/projects/projects/${uniId}`);
    await t.page.getByRole("button", { name: /^(Add|Edit) Details$/ }).waitFor();
    expect(t.errors).toEqual([]);
  });
});

describe("Manage Projects for a designation without the projects menu", () => {
  let t: TestPage;
  const username = `accountant${Date.now()}`;
  beforeAll(async () => {
    const db = database();
    await db.execute({
      sql: "insert into users (name, username, email, employeeId, department, designation, phone, passwordHash) values (?, ?, ?, ?, ?, ?, ?, ?)",
      args: ["E2E Accountant", username, `${username}@example.com`, "E-ACC", "Accounts", "Accountant", "01711000000", await hashPassword(E2E_PASSWORD)],
    });
    db.close();
    t = await openPage("mobile");
    const res = await t.context.request.post(t.url("/api/auth/login"), { data: { username, password: E2E_PASSWORD }, headers: { Origin: new URL(t.url("/")).origin } });
    expect(res.ok()).toBe(true);
  });
  afterAll(async () => {
    await t.context.close();
    await queryRows("delete from users where username = ?", [username]);
  });

  it.each(PROJECT_SCREENS)("shows Access denied, never the screen, at %s", async (path) => {
    await t.page.goto(t.url(path));
    await t.page.getByRole("heading", { level: 1, name: "Access denied" }).waitFor();
    expect(await t.page.getByRole("table", { name: "Projects" }).count()).toBe(0);
    expect(await t.page.getByRole("heading", { name: "Manage Projects" }).count()).toBe(0);
    dropStaged(t, 401, 403);
    expect(t.errors).toEqual([]);
  });
});

describe.each(VIEWPORT_NAMES)("Project Count and a refused list at %s width", (viewport) => {
  let t: TestPage;
  let original: Record<string, number>;
  beforeAll(async () => {
    [original] = await queryRows<Record<string, number>>("select totalProject, totalFlat, handoverProject, constructionProject, handoverFlat, constructionFlat from total_count where id = 1");
    t = await openDashboard(viewport, "manager", "/dashboard/projects/project-count");
  });
  afterAll(async () => {
    await t.context.close();
    if (original) {
      const cols = Object.keys(original);
      await queryRows(`update total_count set ${cols.map((c) => `${c} = ?`).join(", ")} where id = 1`, cols.map((c) => original[c]!));
    } else await queryRows("delete from total_count where id = 1");
  });

  it("saves the six figures: checked first, then toast and database", async () => {
    await t.page.getByRole("heading", { level: 1, name: "Project Count" }).waitFor();
    const field = t.page.getByLabel("Handover Flats");
    await field.waitFor();
    await field.fill("12a");
    await t.page.getByRole("button", { name: "Save Counts" }).click();
    await t.page.getByText("Must be a whole number").waitFor();
    const value = viewport === "desktop" ? 951 : 952;
    await field.fill(String(value));
    await t.page.getByRole("button", { name: "Save Counts" }).click();
    await toast(t, "Total count updated successfully!").waitFor();
    const [row] = await queryRows<{ handoverFlat: number }>("select handoverFlat from total_count where id = 1");
    expect(Number(row!.handoverFlat)).toBe(value);
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
  });

  it("says 'An error occurred while updating the total count.' when the save fails", async () => {
    await t.page.route("**/api/total-count/1", (route) =>
      route.request().method() === "PATCH" ? route.fulfill({ status: 500, json: { error: { message: "Internal server error" } } }) : route.fallback(),
    );
    await t.page.getByRole("button", { name: "Save Counts" }).click();
    await toast(t, "An error occurred while updating the total count.").waitFor();
    await t.page.unroute("**/api/total-count/1");
    dropStaged(t, 500);
  });

  it("shows 'Access denied: Admins only' when the server refuses the projects list", async () => {
    await t.page.route("**/api/projects/all**", (route) => route.fulfill({ status: 403, json: { error: { message: "Access denied: Admins only" } } }));
    await t.page.goto(t.url("/dashboard/projects/projects-list"));
    await t.page.getByText("Access denied: Admins only").waitFor();
    await t.page.unroute("**/api/projects/all**");
    dropStaged(t, 403);
    expect(t.errors).toEqual([]);
  });
});

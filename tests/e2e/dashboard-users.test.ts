import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, type TestPage } from "./browser";
import { E2E_PASSWORD } from "./global-setup";
import { database, dropStaged, openDashboard, queryRows, settled, toast, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

type UserRow = { id: number; name: string; username: string; email: string; department: string; designation: string; phone: string };
const userRow = async (username: string) =>
  (await queryRows<UserRow>("select id, name, username, email, department, designation, phone from users where username = ?", [username]))[0];

const origin = (t: TestPage) => ({ Origin: new URL(t.url("/")).origin });

/** An account made through the API by the signed-in page (a Super-Admin may give any designation). */
async function registerUser(t: TestPage, username: string, designation: string, password = E2E_PASSWORD) {
  const res = await t.context.request.post(t.url("/api/auth/register"), {
    headers: origin(t),
    multipart: { name: `Test ${username}`, username, email: `${username}@example.com`, employeeId: `E-${username}`, department: "Sales", designation, phone: "01711000000", password },
  });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** Whether `password` signs `username` in (a fresh context, so the page's own session is untouched). */
async function canSignIn(t: TestPage, username: string, password: string) {
  const other = await openPage("desktop");
  try {
    const res = await other.context.request.post(other.url("/api/auth/login"), { data: { username, password }, headers: origin(other) });
    return res.ok();
  } finally {
    await other.context.close();
  }
}

describe("Manage Users is out of reach by URL for a designation without set002a", () => {
  it("shows a Manager Access denied at /dashboard/settings/users and /dashboard/settings", async () => {
    const t = await openDashboard("desktop", "manager", "/dashboard/settings/users");
    await t.page.getByRole("heading", { level: 1, name: "Access denied" }).waitFor();
    expect(await t.page.getByRole("table").count()).toBe(0);
    await t.page.goto(t.url("/dashboard/settings"));
    await t.page.getByRole("heading", { level: 1, name: "Access denied" }).waitFor();
    expect(await t.page.getByRole("heading", { name: "Manage Users" }).count()).toBe(0);
    expect(t.errors).toEqual([]);
    await t.context.close();
  });
});

describe.each(VIEWPORT_NAMES)("Manage Users for a Super-Admin at %s width", (viewport) => {
  let t: TestPage;
  const tag = `e2e${viewport[0]}${Date.now().toString(36)}`;
  const names = { created: `${tag}new`, edit: `${tag}edit`, reset: `${tag}reset`, remove: `${tag}del` };
  const dialog = (name: string) => t.page.getByRole("dialog", { name });
  const confirmation = () => t.page.getByRole("alertdialog");
  const filter = () => t.page.getByRole("searchbox", { name: "Search users" });
  const row = (text: string) => t.page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: text });
  const answer = async (button: string) => {
    await confirmation().getByRole("button", { name: button }).click();
    await confirmation().waitFor({ state: "detached" });
  };

  beforeAll(async () => {
    t = await openDashboard(viewport, "superadmin", "/dashboard/settings/users");
    await t.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    for (const u of [names.edit, names.reset, names.remove]) await registerUser(t, u, "Manager");
    // Eleven quiet rows straight into the database, so the list has more than one page.
    const db = database();
    for (let i = 0; i < 11; i++)
      await db.execute({
        sql: "insert into users (name, username, email, employeeId, department, designation, phone, passwordHash, createdAt, updatedAt) values (?, ?, ?, 'E', 'Paging', 'Clerk', '01711000000', 'x', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
        args: [`Pager ${tag} ${String(i).padStart(2, "0")}`, `${tag}p${i}`, `${tag}p${i}@example.com`],
      });
    db.close();
    await t.page.reload();
    await t.page.getByRole("heading", { level: 1, name: "Manage Users" }).waitFor();
  });
  afterAll(async () => {
    await t.context.close();
    const db = database();
    await db.execute({ sql: "delete from sessions where userId in (select id from users where username like ?)", args: [`${tag}%`] }).catch(() => undefined);
    await db.execute({ sql: "delete from users where username like ?", args: [`${tag}%`] });
    db.close();
  });

  it("lists Name, Email, Designation, Department, Username, Phone and filters across them", async () => {
    const headers = await t.page.getByRole("table", { name: "Users" }).getByRole("columnheader").allTextContents();
    expect(headers.map((h) => h.trim())).toEqual(["Name", "Email", "Designation", "Department", "Username", "Phone", "Actions"]);
    await filter().fill(names.edit);
    await row(`Test ${names.edit}`).waitFor();
    expect(await t.page.getByRole("table", { name: "Users" }).locator("tbody tr").count()).toBe(1);
    // The filter also looks in the department: every pager row says "Paging".
    await filter().fill("paging");
    await row(`Pager ${tag} 10`).waitFor();
    await t.page.getByText("Showing 1–10 of 11").waitFor();
  });

  it("jumps to a page by number and keeps the jump within the pages", async () => {
    const jump = t.page.getByLabel("Go to page");
    await jump.fill("2");
    await t.page.getByRole("button", { name: "Go", exact: true }).click();
    await t.page.getByText("Showing 11–11 of 11").waitFor();
    await jump.fill("99");
    await t.page.getByRole("button", { name: "Go", exact: true }).click();
    await t.page.getByText("Showing 11–11 of 11").waitFor();
    await jump.fill("0");
    await t.page.getByRole("button", { name: "Go", exact: true }).click();
    await t.page.getByText("Showing 1–10 of 11").waitFor();
    await filter().fill("");
  });

  it("shows every docs/product.md §5 message on an empty Create User form and sends nothing", async () => {
    const sent: string[] = [];
    const spy = (r: { method(): string; url(): string }) => r.method() === "POST" && sent.push(r.url());
    t.page.on("request", spy);
    await t.page.getByRole("button", { name: "Create User" }).click();
    const modal = dialog("Create User");
    await modal.getByRole("button", { name: "Create User" }).click();
    for (const text of ["Name is required", "Username is required", "Email is required", "Employee ID is required", "Department is required", "Designation is required", "Phone is required", "Password is required"])
      await modal.getByText(text, { exact: true }).waitFor();
    await modal.getByLabel("Password", { exact: true }).fill("short");
    await modal.getByText("Password must be at least 8 characters").waitFor();
    expect(sent).toEqual([]);
    t.page.off("request", spy);
    await modal.getByRole("button", { name: "Cancel" }).waitFor();
  });

  it("creates a user: toast, row, and the database has it", async () => {
    const modal = dialog("Create User");
    await modal.getByLabel("Name", { exact: true }).fill(`Created ${names.created}`);
    await modal.getByLabel("Username", { exact: true }).fill(names.created);
    await modal.getByLabel("Email", { exact: true }).fill(`${names.created}@example.com`);
    await modal.getByLabel("Employee ID", { exact: true }).fill("E-900");
    await modal.getByLabel("Department", { exact: true }).fill("Marketing");
    // Chosen from the list (issue 42); another title only by choosing it, with what it means said.
    await modal.getByLabel("Designation", { exact: true }).selectOption("other");
    await modal.getByText("This title opens no dashboard menu: its user signs in to an empty dashboard.").waitFor();
    await modal.getByLabel("Designation", { exact: true }).selectOption("Manager");
    expect(await modal.getByLabel("Other designation").count()).toBe(0);
    await modal.getByLabel("Phone", { exact: true }).fill("01811000000");
    await modal.getByLabel("Password", { exact: true }).fill("Start@2026x");
    await modal.getByRole("button", { name: "Create User" }).click();
    await toast(t, "User added successfully").waitFor();
    await modal.waitFor({ state: "detached" });
    expect(await userRow(names.created)).toMatchObject({ name: `Created ${names.created}`, email: `${names.created}@example.com`, department: "Marketing", designation: "Manager", phone: "+8801811000000" });
    expect(await canSignIn(t, names.created, "Start@2026x")).toBe(true);
  });

  it("opens User Details read-only, edits after the Edit toggle, and saves to the database", async () => {
    await filter().fill(names.edit);
    const opener = t.page.getByRole("button", { name: `Edit Test ${names.edit}` });
    await opener.click();
    const modal = dialog("User Details");
    await modal.waitFor();
    expect(await modal.getByLabel("Department", { exact: true }).getAttribute("readonly")).not.toBeNull();
    expect(await modal.getByRole("button", { name: "Save Changes" }).count()).toBe(0);
    await modal.getByRole("button", { name: "Edit", exact: true }).click();
    await modal.getByLabel("Department", { exact: true }).fill("");
    await modal.getByRole("button", { name: "Save Changes" }).click();
    await modal.getByText("Department is required").waitFor();
    await modal.getByLabel("Department", { exact: true }).fill("Accounts");
    // View drops the change; Edit again starts from the stored values.
    await modal.getByRole("button", { name: "View", exact: true }).click();
    expect(await modal.getByLabel("Department", { exact: true }).inputValue()).toBe("Sales");
    await modal.getByRole("button", { name: "Edit", exact: true }).click();
    await modal.getByLabel("Department", { exact: true }).fill("Accounts");
    await modal.getByRole("button", { name: "Save Changes" }).click();
    await toast(t, "User updated successfully").waitFor();
    await modal.waitFor({ state: "detached" });
    await row("Accounts").waitFor();
    expect((await userRow(names.edit))!.department).toBe("Accounts");
    await t.page.waitForFunction((el) => el === document.activeElement, await opener.elementHandle(), { timeout: 2000 });
  });

  it("resets another user's password: generate first, regenerate, copy, reset; the new one signs in", async () => {
    await filter().fill(names.reset);
    await t.page.getByRole("button", { name: `Reset Password Test ${names.reset}` }).click();
    const modal = dialog("Reset Password");
    expect(await modal.getByLabel("Current password", { exact: true }).inputValue()).toBe("••••••••");
    expect(await modal.getByLabel("New password", { exact: true }).isDisabled()).toBe(true);
    await modal.getByRole("button", { name: "Reset Password" }).click();
    await modal.getByText("Please generate a new password first.").waitFor();
    await toast(t, "Please generate a new password first").first().waitFor();

    await modal.getByRole("button", { name: "Generate Password" }).click();
    const first = await modal.getByLabel("New password", { exact: true }).inputValue();
    expect(first).toHaveLength(12);
    expect(first).toMatch(/[A-Z]/);
    expect(first).toMatch(/[a-z]/);
    expect(first).toMatch(/\d/);
    expect(first).toMatch(/[^A-Za-z0-9]/);
    await modal.getByRole("button", { name: "Regenerate" }).click();
    const password = await modal.getByLabel("New password", { exact: true }).inputValue();
    expect(password).not.toBe(first);
    expect(password).toHaveLength(12);

    await modal.getByRole("button", { name: "Copy password" }).click();
    await toast(t, "Password copied to clipboard").waitFor();
    expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await modal.getByRole("button", { name: "Password copied" }).waitFor();

    // The server's own rule, in its words, for a hand-edited password.
    await modal.getByLabel("New password", { exact: true }).fill("alllowercase1!");
    await modal.getByRole("button", { name: "Reset Password" }).click();
    await modal.getByText("New password must include at least one uppercase letter, one lowercase letter, one number, and one special character").waitFor();
    await modal.getByLabel("New password", { exact: true }).fill(password);
    await modal.getByRole("button", { name: "Reset Password" }).click();
    await toast(t, "Password reset successfully").waitFor();
    await modal.waitFor({ state: "detached" });
    expect(await canSignIn(t, names.reset, password)).toBe(true);
    expect(await canSignIn(t, names.reset, E2E_PASSWORD)).toBe(false);
    expect(new URL(t.page.url()).pathname).toBe("/dashboard/settings/users");
  });

  it("asks before deleting: Cancel keeps the user, Delete removes them from the table and the database", async () => {
    await filter().fill(names.remove);
    await t.page.getByRole("button", { name: `Delete Test ${names.remove}` }).click();
    await confirmation().getByText("Are you sure you want to delete this user?").waitFor();
    await answer("Cancel");
    expect(await userRow(names.remove)).toBeDefined();
    await t.page.getByRole("button", { name: `Delete Test ${names.remove}` }).click();
    await answer("Delete");
    await toast(t, "User deleted successfully").waitFor();
    await row(names.remove).waitFor({ state: "detached" });
    expect(await userRow(names.remove)).toBeUndefined();
  });

  it("shows the server's reason when a delete is refused (one's own account)", async () => {
    await filter().fill("superadmin");
    await t.page.getByRole("button", { name: /^Delete / }).first().click();
    await answer("Delete");
    await toast(t, "Failed to delete user").waitFor();
    await toast(t, "You cannot delete your own account.").waitFor();
    dropStaged(t, 400);
  });

  it("has no serious accessibility violations with User Details and Reset Password open, and no console errors", async () => {
    await filter().fill(names.edit);
    await t.page.getByRole("button", { name: `Edit Test ${names.edit}` }).click();
    await dialog("User Details").waitFor();
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await t.page.keyboard.press("Escape");
    await dialog("User Details").waitFor({ state: "detached" });
    await t.page.getByRole("button", { name: `Reset Password Test ${names.edit}` }).click();
    await dialog("Reset Password").getByRole("button", { name: "Generate Password" }).click();
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    await dialog("Reset Password").getByRole("button", { name: "Close" }).click();
    await answer("Discard changes");
    await filter().fill("");
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

describe("an Admin resetting passwords", () => {
  let t: TestPage;
  const username = `e2eadm${Date.now().toString(36)}`;
  beforeAll(async () => {
    // A throwaway Admin (made by the Super-Admin), so the shared demo accounts keep their passwords.
    const su = await openDashboard("mobile", "superadmin", "/dashboard/settings/users");
    await registerUser(su, username, "Admin");
    await su.context.close();
    t = await openPage("mobile");
    const res = await t.context.request.post(t.url("/api/auth/login"), { data: { username, password: E2E_PASSWORD }, headers: origin(t) });
    expect(res.ok()).toBe(true);
    await t.page.goto(t.url("/dashboard/settings/users"));
    await t.page.getByRole("heading", { level: 1, name: "Manage Users" }).waitFor();
  });
  afterAll(async () => {
    await t.context.close();
    const db = database();
    await db.execute({ sql: "delete from users where username = ?", args: [username] });
    db.close();
  });

  it("sees the server's message when the account outranks them (a Super-Admin)", async () => {
    await t.page.getByRole("searchbox", { name: "Search users" }).fill("superadmin");
    await t.page.getByRole("button", { name: /^Reset Password / }).first().click();
    const modal = t.page.getByRole("dialog", { name: "Reset Password" });
    await modal.getByRole("button", { name: "Generate Password" }).click();
    await modal.getByRole("button", { name: "Reset Password" }).click();
    await toast(t, "Failed to reset password").waitFor();
    await toast(t, "Only a Super-Admin can manage an Admin or a Super-Admin.").waitFor();
    dropStaged(t, 403);
    await modal.getByRole("button", { name: "Close" }).click();
    await t.page.getByRole("alertdialog").getByRole("button", { name: "Discard changes" }).click();
    await modal.waitFor({ state: "detached" });
  });

  it("resets their own password with the current one, is told of the sign-out, and is signed out 1.5 s later", async () => {
    await t.page.getByRole("searchbox", { name: "Search users" }).fill(username);
    await t.page.getByRole("button", { name: `Reset Password Test ${username}` }).click();
    const modal = t.page.getByRole("dialog", { name: "Reset Password" });
    await modal.getByText("you will be logged out after the reset").waitFor();
    await modal.getByRole("button", { name: "Generate Password" }).click();
    const password = await modal.getByLabel("New password", { exact: true }).inputValue();
    await modal.getByRole("button", { name: "Reset Password" }).click();
    await modal.getByText("Current password is required").waitFor();
    await modal.getByLabel("Current password", { exact: true }).fill("Wrong@2026pass");
    await modal.getByRole("button", { name: "Reset Password" }).click();
    await modal.getByText("Current password is incorrect").waitFor();
    dropStaged(t, 422);
    await modal.getByLabel("Current password", { exact: true }).fill(E2E_PASSWORD);
    // Timed from the press: on a loaded machine the test may see the toast well after it appeared.
    const at = Date.now();
    await modal.getByRole("button", { name: "Reset Password" }).click();
    await toast(t, "Password reset successfully").waitFor();
    await t.page.getByText("Signing you out").waitFor();
    await t.page.waitForURL((u) => u.pathname === "/login");
    expect(Date.now() - at).toBeGreaterThan(1500);
    await t.page.getByRole("heading", { name: "Staff sign in" }).waitFor();
    expect(await canSignIn(t, username, password)).toBe(true);
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPhone } from "../../worker/contract/phone";
import { seriousViolations } from "./axe";
import { closeBrowser, type TestPage } from "./browser";
import { dropStaged, openDashboard, queryRows, ROLES, toast, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

const STRONG = "N3w-Passw0rd!";

describe.each(ROLES.flatMap((r) => VIEWPORT_NAMES.map((v) => [r.designation, r.username, v] as const)))("own profile of %s (%s) at %s width", (designation, username, viewport) => {
  let t: TestPage;
  let user: { id: number; email: string; phone: string; employeeId: string };
  const form = () => t.page.getByRole("region", { name: "Change password" });
  const field = (label: string) => form().getByLabel(label, { exact: true });

  beforeAll(async () => {
    [user] = await queryRows<typeof user>("select id, email, phone, employeeId from users where username = ?", [username]);
    t = await openDashboard(viewport, username, "/dashboard/profile");
  });
  afterAll(() => t.context.close());

  it("View Profile shows the user's own record", async () => {
    await t.page.getByRole("heading", { level: 1, name: "My Profile" }).waitFor();
    const profile = t.page.getByRole("region", { name: "Profile" });
    // The phone is stored in E.164 and shown in the local format (docs/decisions.md, the phone rule).
    for (const text of [username, user.email, formatPhone(user.phone), user.employeeId, designation]) await profile.getByText(text, { exact: true }).waitFor();
    expect(await form().count()).toBe(0);
  });

  it("Account Settings (from the profile menu) adds the change-password form", async () => {
    await t.page.getByRole("button", { name: "Profile menu" }).click();
    await t.page.getByRole("menuitem", { name: "Account Settings" }).click();
    await t.page.waitForURL((u) => u.pathname === "/dashboard/profile/settings");
    await t.page.getByRole("heading", { level: 1, name: "Account Settings" }).waitFor();
    await form().getByText("After the change you will be signed out everywhere").waitFor();
  });

  it("checks the new password with the API's rules before sending", async () => {
    await form().getByRole("button", { name: "Change password" }).click();
    await form().getByText("Current password is required").waitFor();
    await form().getByText("New password is required").waitFor();
    await field("New password").fill("short");
    await form().getByText("New password must be at least 8 characters long").waitFor();
    await field("New password").fill("longenough");
    await form().getByText("New password must include at least one uppercase letter, one lowercase letter, one number, and one special character").waitFor();
    await field("New password").fill(STRONG);
    await field("Confirm new password").fill(`${STRONG}x`);
    await form().getByRole("button", { name: "Change password" }).click();
    await form().getByText("The two new passwords do not match").waitFor();
  });

  it("shows the server's answer on the current password (422) and keeps the form", async () => {
    // Staged: the server-side current-password check lands separately; the real account stays untouched.
    await t.page.route(`**/api/users/${user.id}/reset-password`, (route) =>
      route.fulfill({ status: 422, json: { error: { message: "The current password is not correct.", issues: { currentPassword: ["The current password is not correct."] } } } }),
    );
    await field("Current password").fill("not-my-password");
    await field("Confirm new password").fill(STRONG);
    await form().getByRole("button", { name: "Change password" }).click();
    await form().getByText("The current password is not correct.").waitFor();
    expect(await field("Current password").getAttribute("aria-invalid")).toBe("true");
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute("autocomplete"))).toBe("current-password");
    await t.page.unroute(`**/api/users/${user.id}/reset-password`);
    dropStaged(t, 422);
  });

  it("sends currentPassword and newPassword as multipart, then signs out 1.5 s after success", async () => {
    let body = "";
    let type = "";
    await t.page.route(`**/api/users/${user.id}/reset-password`, async (route) => {
      body = route.request().postData() ?? "";
      type = route.request().headers()["content-type"] ?? "";
      // As the real reset does, the session ends (the password is kept for the other tests): otherwise
      // /login could still find the user signed in and move on to the dashboard.
      await t.context.request.post(t.url("/api/auth/logout"), { headers: { Origin: new URL(t.url("/")).origin } });
      return route.fulfill({ json: { message: "Password reset successfully", loggedOut: true } });
    });
    await field("Current password").fill("Uday@2026demo");
    await form().getByRole("button", { name: "Change password" }).click();
    await toast(t, "Password reset successfully").waitFor();
    const at = Date.now();
    expect(new URL(t.page.url()).pathname).toBe("/dashboard/profile/settings");
    await t.page.waitForURL((u) => u.pathname === "/login");
    expect(Date.now() - at).toBeGreaterThan(1000);
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toMatch(/name="currentPassword"\r\n\r\nUday@2026demo\r\n/);
    expect(body).toMatch(new RegExp(`name="newPassword"\\r\\n\\r\\n${STRONG.replace(/[-!]/g, "\\$&")}\\r\\n`));
    expect(body).not.toMatch(/confirmPassword/);
    await t.page.unroute(`**/api/users/${user.id}/reset-password`);
  });

  it("has no serious accessibility violations and no console errors", async () => {
    await t.page.getByRole("heading", { name: "Staff sign in" }).waitFor();
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});

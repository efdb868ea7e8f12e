import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, type TestPage } from "./browser";
import { E2E_PASSWORD } from "./global-setup";
import { database, dropStaged, signIn, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

const field = (t: TestPage, label: string) => t.page.getByLabel(label, { exact: true });
const signInButton = (t: TestPage) => t.page.getByRole("button", { name: "Sign in" });

async function fillLogin(t: TestPage, username: string, password: string) {
  await field(t, "Username").fill(username);
  await field(t, "Password").fill(password);
  await signInButton(t).click();
}

describe.each(VIEWPORT_NAMES)("login and the access guard at %s width", (viewport) => {
  let t: TestPage;
  beforeAll(async () => {
    t = await openPage(viewport);
  });
  afterAll(() => t.context.close());

  it("sends a signed-out visitor from a dashboard page to /login, showing the loading text meanwhile", async () => {
    // Hold the auth check for a moment so the loading text can be seen.
    await t.page.route("**/api/auth/check-auth", async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await t.page.goto(t.url("/dashboard/banner/banner-list"));
    await t.page.getByRole("status").filter({ hasText: "Checking your sign-in…" }).waitFor();
    await t.page.waitForURL((u) => u.pathname === "/login");
    await t.page.unroute("**/api/auth/check-auth");
    expect(new URL(t.page.url()).searchParams.get("from")).toBe("/dashboard/banner/banner-list");
    await t.page.getByRole("heading", { name: "Staff sign in" }).waitFor();
    await t.page.getByText("Please sign in to continue.").waitFor();
    // Outside the public layout: no site navigation or footer.
    expect(await t.page.getByRole("navigation", { name: "Main navigation" }).count()).toBe(0);
    expect(await t.page.locator("footer").count()).toBe(0);
  });

  it("shows both required messages on an empty sign-in, tied to their fields", async () => {
    await signInButton(t).click();
    for (const [label, text] of [["Username", "Username is required"], ["Password", "Password is required"]]) {
      const input = field(t, label!);
      expect(await input.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await input.getAttribute("aria-describedby"))!;
      expect(await t.page.locator(`[id="${describedBy}"]`).textContent()).toBe(text);
    }
    expect(await t.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("username");
  });

  it("shows and hides the password on request", async () => {
    await field(t, "Password").fill("secret-typing");
    expect(await field(t, "Password").getAttribute("type")).toBe("password");
    await t.page.getByRole("button", { name: "Show password" }).click();
    expect(await field(t, "Password").getAttribute("type")).toBe("text");
    await t.page.getByRole("button", { name: "Hide password" }).click();
    expect(await field(t, "Password").getAttribute("type")).toBe("password");
  });

  it("says why a wrong password does not get in (the server's message)", async () => {
    const username = `nobody-${viewport}`;
    try {
      await fillLogin(t, username, "Wrong-password-1");
      await t.page.getByRole("alert").filter({ hasText: "Invalid username or password." }).waitFor();
      expect(await field(t, "Password").inputValue()).toBe("");
      expect(new URL(t.page.url()).pathname).toBe("/login");
    } finally {
      // Failed sign-ins count towards the throttle (per name and per address): leave none behind.
      const db = database();
      await db.execute({ sql: "delete from throttle_events where key like 'login-%'", args: [] });
      db.close();
    }
    dropStaged(t, 401);
  });

  it("tells a throttled user how long to wait (429 with Retry-After)", async () => {
    await t.page.route("**/api/auth/login", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Content-Type": "application/json", "Retry-After": "840" },
        body: JSON.stringify({ error: { message: "Too many failed sign-in attempts. Please wait and try again." } }),
      }),
    );
    await fillLogin(t, "manager", E2E_PASSWORD);
    await t.page
      .getByRole("alert")
      .filter({ hasText: "Too many failed sign-in attempts. Please wait and try again. Try again in 14 minutes." })
      .waitFor();
    await t.page.unroute("**/api/auth/login");
    dropStaged(t, 429);
  });

  it("signs in and returns to the page the user was sent away from", async () => {
    await fillLogin(t, "manager", E2E_PASSWORD);
    await t.page.waitForURL((u) => u.pathname === "/dashboard/banner/banner-list");
    await t.page.getByRole("heading", { level: 1, name: "Manage Banners" }).waitFor();
  });

  it("sends a signed-in user who opens /login straight to the dashboard", async () => {
    await t.page.goto(t.url("/login"));
    await t.page.waitForURL((u) => u.pathname === "/dashboard");
    await t.page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  });

  it("never returns to a page outside the dashboard after signing in", async () => {
    const other = await openPage(viewport);
    await other.page.goto(other.url("/login?from=https://evil.example/dashboard"));
    await fillLogin(other, "admin", E2E_PASSWORD);
    await other.page.waitForURL((u) => u.pathname === "/dashboard");
    expect(new URL(other.page.url()).host).toBe(new URL(other.url("/")).host);
    expect(other.errors).toEqual([]);
    await other.context.close();
  });

  it("has no serious accessibility violations on the login screen, with its messages shown, and no console errors", async () => {
    const fresh = await openPage(viewport);
    await fresh.page.goto(fresh.url("/login"));
    await fresh.page.getByRole("button", { name: "Sign in" }).click();
    await fresh.page.getByText("Password is required").waitFor();
    expect(await seriousViolations(fresh.page)).toEqual([]);
    expect(fresh.errors).toEqual([]);
    await fresh.context.close();
    expect(t.errors).toEqual([]);
  });
});

describe("signing out", () => {
  it("ends the session: /login, and the dashboard asks to sign in again", async () => {
    const t = await openPage("desktop");
    await signIn(t, "superadmin");
    await t.page.goto(t.url("/dashboard"));
    // Signed out once the page has loaded, as a user does: a call still in flight when the session is
    // revoked is rightly answered 401, which the browser logs (the next test covers that moment).
    await t.page.getByRole("region", { name: "Projects", exact: true }).getByTestId("stat-total").waitFor();
    await t.page.getByRole("button", { name: "Profile menu" }).click();
    await t.page.getByRole("menuitem", { name: "Sign Out" }).click();
    await t.page.waitForURL((u) => u.pathname === "/login");
    const res = await t.context.request.get(t.url("/api/auth/check-auth"));
    expect(await res.json()).toEqual({ isAuthenticated: false });
    await t.page.goto(t.url("/dashboard/reports"));
    await t.page.waitForURL((u) => u.pathname === "/login");
    expect(t.errors).toEqual([]);
    await t.context.close();
  });

  it("while the dashboard is still loading: lands on /login, no error shown, the late call refused", async () => {
    const t = await openPage("desktop");
    await signIn(t, "superadmin");
    // The overview's call is asked for while the dashboard loads, and reaches the server only once
    // the sign-out has revoked the session (held until then, however long the sign-out takes).
    let release!: () => void;
    const revoked = new Promise<void>((r) => (release = r));
    await t.page.route("**/api/projects/all", async (route) => {
      await revoked;
      await route.continue().catch(() => undefined);
    });
    const asked = t.page.waitForRequest((r) => r.url().endsWith("/api/projects/all"));
    const late = t.page.waitForResponse((r) => r.url().endsWith("/api/projects/all"));
    await t.page.goto(t.url("/dashboard"));
    await asked;
    await t.page.getByRole("button", { name: "Profile menu" }).click();
    await t.page.getByRole("menuitem", { name: "Sign Out" }).click();
    await t.page.waitForURL((u) => u.pathname === "/login");
    release();
    expect((await late).status()).toBe(401);
    await t.page.getByRole("heading", { name: "Staff sign in" }).waitFor();
    expect(new URL(t.page.url()).pathname).toBe("/login");
    expect(await t.page.getByRole("alert").count()).toBe(0);
    expect(t.errors.filter((e) => !e.includes("status of 401"))).toEqual([]);
    await t.context.close();
  });
});

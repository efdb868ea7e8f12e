import type { CDPSession } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../worker/lib/passwords";
import { seriousViolations } from "./axe";
import { closeBrowser, openPage, type TestPage } from "./browser";
import { E2E_PASSWORD } from "./global-setup";
import { dropStaged, openDashboard, queryRows, settled, toast, VIEWPORT_NAMES } from "./staff";

afterAll(closeBrowser);

/** WebAuthn needs a domain for its relying party, never an IP address: these pages use localhost. */
const local = (t: TestPage, path: string) => t.url(path).replace("//127.0.0.1:", "//localhost:");

/** Chromium's virtual authenticator (DevTools protocol, WebAuthn domain): a platform passkey that verifies its user. */
async function virtualAuthenticator(t: TestPage): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await t.context.newCDPSession(t.page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

const passkeyCount = async (username: string) =>
  Number((await queryRows<{ n: number }>("select count(*) as n from passkeys p join users u on u.id = p.userId where u.username = ?", [username]))[0]!.n);

describe.each(VIEWPORT_NAMES)("passkeys at %s width", (viewport) => {
  let t: TestPage;
  let username: string;
  const name = `E2E Passkey ${viewport} ${Date.now()}`;
  /** The registered passkey as the first browser's authenticator holds it (its private key included). */
  let passkey: { credentialId: string; rpId?: string; privateKey: string; signCount: number; isResidentCredential: boolean; userHandle?: string };
  beforeAll(async () => {
    username = `passkey${viewport.slice(0, 3)}${Date.now()}`;
    await queryRows("insert into users (name, username, email, employeeId, department, designation, phone, passwordHash) values (?, ?, ?, ?, ?, ?, ?, ?)", [
      name,
      username,
      `${username}@example.com`,
      "E-PK",
      "Sales",
      "Manager",
      "01711000000",
      await hashPassword(E2E_PASSWORD),
    ]);
    t = await openPage(viewport);
    const origin = new URL(local(t, "/")).origin;
    const res = await t.context.request.post(local(t, "/api/auth/login"), { data: { username, password: E2E_PASSWORD }, headers: { Origin: origin } });
    expect(res.status()).toBe(200);
  });
  afterAll(async () => {
    await t.context.close();
    await queryRows("delete from users where username = ?", [username]);
  });

  it("adds a named passkey from Account Settings only with the right current password", async () => {
    const { cdp, authenticatorId } = await virtualAuthenticator(t);
    await t.page.goto(local(t, "/dashboard/profile/settings"));
    const section = t.page.getByRole("region", { name: "Passkeys" });
    await section.getByText("No passkeys yet.").waitFor();
    await section.getByRole("button", { name: "Add a passkey" }).click();
    const dialog = t.page.getByRole("dialog", { name: "Add a passkey" });
    await dialog.getByLabel("Passkey name").fill("Work laptop");
    // A wrong password (issue 41): the server's message on the field, no ceremony, nothing added.
    await dialog.getByLabel("Current password").fill("not-the-password");
    await dialog.getByRole("button", { name: "Add passkey" }).click();
    await dialog.getByText("That password is not right. Nothing was changed.").waitFor();
    expect(await dialog.getByLabel("Current password").getAttribute("aria-invalid")).toBe("true");
    await settled(t);
    expect(await seriousViolations(t.page)).toEqual([]);
    expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(0);
    expect(await passkeyCount(username)).toBe(0);

    await dialog.getByLabel("Current password").fill(E2E_PASSWORD);
    await dialog.getByRole("button", { name: "Add passkey" }).click();
    await dialog.waitFor({ state: "detached" });
    await section.getByRole("table", { name: "Your passkeys" }).getByText("Work laptop").waitFor();
    expect(await seriousViolations(t.page)).toEqual([]);
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    passkey = credentials[0]!;
    expect(await passkeyCount(username)).toBe(1);

    // The same authenticator again: the browser refuses (the server excluded its passkey), and the dialog says why.
    await section.getByRole("button", { name: "Add a passkey" }).click();
    await dialog.getByLabel("Passkey name").fill("Work laptop again");
    await dialog.getByLabel("Current password").fill(E2E_PASSWORD);
    await dialog.getByRole("button", { name: "Add passkey" }).click();
    await dialog.getByRole("alert").getByText("This device already holds a passkey for your account.", { exact: false }).waitFor();
    expect(await passkeyCount(username)).toBe(1);
    await dialog.getByRole("button", { name: "Close" }).click();
    await t.page.getByRole("alertdialog").getByRole("button", { name: "Discard changes" }).click();
    await dialog.waitFor({ state: "detached" });
    dropStaged(t, 403);
    expect(t.errors).toEqual([]);
  });

  it("signs in with the passkey alone from a fresh browser while password guesses lock the username", async () => {
    const origin = new URL(local(t, "/")).origin;
    await t.context.request.post(local(t, "/api/auth/logout"), { headers: { Origin: origin } });
    // Guesses from elsewhere (no device cookie, an address of their own: the other browser files sign in
    // from the local one, whose per-address limit these must not use up) until the username is locked.
    const attacker = { "Content-Type": "application/json", Origin: origin, "CF-Connecting-IP": `198.51.100.${viewport.length}` };
    for (let i = 0; i < 5; i++) {
      const r = await fetch(local(t, "/api/auth/login"), { method: "POST", headers: attacker, body: JSON.stringify({ username, password: `guess-${i}` }) });
      expect(r.status).toBe(401);
    }
    const locked = await fetch(local(t, "/api/auth/login"), { method: "POST", headers: attacker, body: JSON.stringify({ username, password: E2E_PASSWORD }) });
    expect(locked.status).toBe(429);

    const fresh = await openPage(viewport);
    try {
      const { cdp, authenticatorId } = await virtualAuthenticator(fresh);
      // The same passkey, now held by this browser's authenticator (as if synced to a new device).
      await cdp.send("WebAuthn.addCredential", { authenticatorId, credential: passkey });
      await fresh.page.goto(local(fresh, "/login"));
      await fresh.page.getByRole("button", { name: "Use a passkey" }).waitFor();
      expect(await seriousViolations(fresh.page)).toEqual([]);
      await fresh.page.getByRole("button", { name: "Use a passkey" }).click();
      await fresh.page.waitForURL((u) => u.pathname.startsWith("/dashboard"));
      await fresh.page.locator("#dashboard-main h1").first().waitFor();
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.context.close();
    }
  });

  it("lets an Admin remove the passkey from Manage Users, after which it no longer signs in", async () => {
    const admin = await openDashboard(viewport, "admin", "/dashboard/settings/users");
    try {
      await admin.page.getByRole("searchbox", { name: "Search users" }).fill(username);
      await admin.page.getByRole("button", { name: `Passkeys ${name}` }).click();
      const dialog = admin.page.getByRole("dialog", { name: `Passkeys of ${name}` });
      const table = dialog.getByRole("table", { name: `Passkeys of ${name}` });
      await table.getByText("Work laptop").waitFor();
      await settled(admin);
      expect(await seriousViolations(admin.page)).toEqual([]);
      await table.getByRole("button", { name: "Remove Work laptop" }).click();
      const confirmation = admin.page.getByRole("alertdialog");
      await confirmation.getByText(`Remove the passkey "Work laptop" of ${name}?`, { exact: false }).waitFor();
      await confirmation.getByRole("button", { name: "Remove" }).click();
      await toast(admin, "Passkey removed").waitFor();
      await dialog.getByText("No passkeys.").waitFor();
      await confirmation.waitFor({ state: "detached" });
      expect(await passkeyCount(username)).toBe(0);
      // The keyboard closes the dialog and gives focus back to the row's button.
      await admin.page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      // Radix gives focus back in a task after the dialog unmounts: under load it lands a moment later.
      await expect.poll(() => admin.page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Passkeys ${name}`);
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }

    // The authenticator still holds the passkey; the site no longer knows it.
    const fresh = await openPage(viewport);
    try {
      const { cdp, authenticatorId } = await virtualAuthenticator(fresh);
      await cdp.send("WebAuthn.addCredential", { authenticatorId, credential: passkey });
      await fresh.page.goto(local(fresh, "/login"));
      await fresh.page.getByRole("button", { name: "Use a passkey" }).click();
      await fresh.page.getByRole("alert").getByText("That passkey was not accepted.", { exact: false }).waitFor();
      expect(new URL(fresh.page.url()).pathname).toBe("/login");
      expect((await fresh.context.request.get(local(fresh, "/api/users/profile"))).status()).toBe(401);
      dropStaged(fresh, 401);
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.context.close();
    }
  });
});

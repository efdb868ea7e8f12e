import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { createUser, form, login, PASSWORD, signedIn } from "../helpers/auth";

/** Response bodies, loosely typed for assertions. */
const json = (res: Response) => res.json() as Promise<Record<string, any>>;
const TOO_COMMON = "This password is too common. Choose one that is harder to guess.";
const HAS_NAME = "Password must not contain the username or name.";

// Issue 41 part 8 (ASVS V6.2.4): common passwords and ones containing the account's username or name
// are refused wherever a password is set; docs/decisions.md "Common and personal passwords refused".
describe("common and personal passwords", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, "Super-Admin");
  });
  afterAll(() => t.close());

  const register = (fields: Record<string, string>) => {
    n++;
    return t.request("/api/auth/register", {
      method: "POST",
      headers: { Cookie: admin.cookie },
      body: form({
        name: `Farhana Islam ${n}`,
        username: `farhana${n}`,
        email: `farhana${n}@example.com`,
        employeeId: `EMP-${n}`,
        department: "Sales",
        designation: "Manager",
        phone: "01812345678",
        ...fields,
      }),
    });
  };
  const reset = (cookie: string, id: number, newPassword: string, currentPassword?: string) =>
    t.request(`/api/users/${id}/reset-password`, {
      method: "PATCH",
      headers: { Cookie: cookie },
      body: form(currentPassword === undefined ? { newPassword } : { newPassword, currentPassword }),
    });

  it("refuses a common password for a new user, on the password field", async () => {
    for (const password of ["12345678", "password", "Password1!", "P@ssw0rd123", "qwertyuiop"]) {
      const res = await register({ password });
      expect(res.status, password).toBe(422);
      expect(await json(res)).toEqual({ error: { message: TOO_COMMON, issues: { password: [TOO_COMMON] } } });
    }
  });

  it("refuses a new user's password containing the username or a part of the name, in any case", async () => {
    for (const [fields, password] of [
      [{ username: "rahim.uddin" }, "Xx!RAHIM.UDDIN9"],
      [{ username: "rahim.uddin" }, "uddin#Qz8vLm"],
      [{ name: "Mohammad Karim" }, "9kArIm!Zq2xw"],
      [{ name: "Mohammad Karim" }, "k@r1m!Zq2xw7"],
    ] as const) {
      const res = await register({ ...fields, password });
      expect(res.status, password).toBe(422);
      expect((await json(res)).error.issues).toEqual({ password: [HAS_NAME] });
    }
    // Short name parts ("Md", "Ali") are not words to refuse on.
    expect((await register({ name: "Md Ali", username: "md.ali", password: "Md!Ali#Zq2xw7" })).status).toBe(201);
  });

  it("accepts the demo password and the tests' own, for users named like the demo ones", async () => {
    expect((await register({ name: "Tanvir Ahmed Chowdhury", username: "superadmin2", password: "Uday@2026demo" })).status).toBe(201);
    expect((await register({ password: "Sup3r$ecret" })).status).toBe(201);
    expect((await register({ password: PASSWORD })).status).toBe(201);
  });

  it("refuses a common or personal password on one's own change, and changes nothing", async () => {
    const me = await signedIn(t, "Manager");
    for (const [newPassword, message] of [["Password1!", TOO_COMMON], ["Summer2024!", TOO_COMMON], [`${me.user.username}!X9`, HAS_NAME]] as const) {
      const res = await reset(me.cookie, me.user.id, newPassword, PASSWORD);
      expect(res.status, newPassword).toBe(422);
      expect(await json(res)).toEqual({ error: { message, issues: { newPassword: [message] } } });
    }
    // Still signed in, the old password still works.
    expect((await t.request("/api/users/profile", { headers: { Cookie: me.cookie } })).status).toBe(200);
    expect(await login(t, me.user.username)).toMatch(/^session=/);
    expect((await reset(me.cookie, me.user.id, "N3w!Passw0rd", PASSWORD)).status).toBe(200);
  });

  it("refuses a common or personal password on an admin's reset", async () => {
    const target = await createUser(t, "Manager", { name: "Shamima Nasreen" });
    for (const [newPassword, message] of [["Qwerty123!", TOO_COMMON], ["Nasreen#2024", HAS_NAME]] as const) {
      const res = await reset(admin.cookie, target.id, newPassword);
      expect(res.status, newPassword).toBe(422);
      expect((await json(res)).error.issues).toEqual({ newPassword: [message] });
    }
    expect((await reset(admin.cookie, target.id, "Uday@2026demo")).status).toBe(200);
    expect(await login(t, target.username, "Uday@2026demo")).toMatch(/^session=/);
  });
});

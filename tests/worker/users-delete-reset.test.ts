import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../worker/db/schema/index";
import { deleteUser } from "../../worker/lib/users";
import { createTestApp, type TestApp } from "../helpers/app";
import { createUser, form, login, PASSWORD, signedIn } from "../helpers/auth";

const NEW = "N3w!Password";

/** Response bodies, loosely typed for assertions. */
const json = (res: Response) => res.json() as Promise<Record<string, any>>;

describe("deleting users and resetting passwords", () => {
  let t: TestApp;
  const as: Record<string, Awaited<ReturnType<typeof signedIn>>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const d of ["Manager", "Admin", "Super-Admin", "Accountant"]) as[d] = await signedIn(t, d);
  });
  afterAll(() => t.close());

  const headers = (who?: string) => (who ? { Cookie: as[who]!.cookie } : undefined);
  const del = (who: string | undefined, id: number) => t.request(`/api/users/${id}`, { method: "DELETE", headers: headers(who) });
  const reset = (who: string | undefined, id: number, newPassword: string, cookie?: string, currentPassword?: string) =>
    t.request(`/api/users/${id}/reset-password`, {
      method: "PATCH",
      headers: cookie ? { Cookie: cookie } : headers(who),
      body: form(currentPassword === undefined ? { newPassword } : { newPassword, currentPassword }),
    });
  const hashOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

  it("deletes a user together with their sessions, answering the matrix", async () => {
    for (const [who, status] of [[undefined, 401], ["Manager", 403], ["Accountant", 403], ["Admin", 200], ["Super-Admin", 200]] as const) {
      const target = await createUser(t, "Manager");
      await login(t, target.username);
      const res = await del(who, target.id);
      expect(res.status).toBe(status);
      const left = await t.db.select().from(users).where(eq(users.id, target.id));
      expect(left.length).toBe(status === 200 ? 0 : 1);
      if (status === 200) {
        expect(await json(res)).toEqual({ deleted: target.id });
        expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
      }
    }
  });

  it("refuses to delete yourself (400), an Admin or Super-Admin unless you are a Super-Admin (403), or a missing user (404)", async () => {
    expect((await del("Admin", as.Admin!.user.id)).status).toBe(400);
    expect((await del("Super-Admin", as["Super-Admin"]!.user.id)).status).toBe(400);
    const admin = await createUser(t, "Admin");
    expect((await del("Admin", admin.id)).status).toBe(403);
    expect((await del("Admin", as["Super-Admin"]!.user.id)).status).toBe(403);
    expect((await del("Super-Admin", admin.id)).status).toBe(200);
    expect((await del("Super-Admin", 987654)).status).toBe(404);
  });

  it("never deletes the last Super-Admin, even in a race the route's checks cannot see", async () => {
    const other = await createUser(t, "super admin");
    const by = { ...as["Super-Admin"]!.user, sessionId: "s" };
    const change = (id: number) => ({ action: "delete", resource: "users", resourceId: id, by, at: new Date() }) as const;
    expect(await deleteUser(t.db, other, change(other.id))).toBe("deleted");
    const last = as["Super-Admin"]!.user;
    expect(await deleteUser(t.db, last, change(last.id))).toBe("last-super-admin");
    expect((await t.db.select().from(users).where(eq(users.id, last.id))).length).toBe(1);
  });

  it("checks the new password with the docs/product.md §5 messages", async () => {
    const target = await createUser(t, "Manager");
    const cases: Array<[string, string]> = [
      ["", "New password is required"],
      ["Ab1!", "New password must be at least 8 characters long"],
      ["alllowercase1!", "New password must include at least one uppercase letter, one lowercase letter, one number, and one special character"],
      ["NoSpecial123", "New password must include at least one uppercase letter, one lowercase letter, one number, and one special character"],
    ];
    for (const [pw, message] of cases) {
      const res = await reset("Admin", target.id, pw);
      expect(res.status).toBe(422);
      expect((await json(res)).error.issues.newPassword).toEqual([message]);
    }
  });

  it("resets another user's password, ends their sessions and leaves the caller signed in", async () => {
    const target = await createUser(t, "Manager");
    const theirs = await login(t, target.username);
    const res = await reset("Admin", target.id, NEW);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: "Password reset successfully", loggedOut: false });
    expect((await t.request("/api/users/profile", { headers: { Cookie: theirs } })).status).toBe(401);
    expect((await t.request("/api/users/profile", { headers: headers("Admin") })).status).toBe(200);
    await expect(login(t, target.username, PASSWORD)).rejects.toThrow();
    expect(await login(t, target.username, NEW)).toMatch(/^session=/);
  });

  it("logs you out after a self reset, whatever your designation", async () => {
    const self = await signedIn(t, "Accountant");
    const res = await reset(undefined, self.user.id, NEW, self.cookie, PASSWORD);
    expect(await json(res)).toEqual({ message: "Password reset successfully", loggedOut: true });
    expect(res.headers.get("set-cookie")).toMatch(/^session=;/);
    expect((await t.request("/api/users/profile", { headers: { Cookie: self.cookie } })).status).toBe(401);
  });

  it("asks for your current password to change your own, with an issue on that field when missing or wrong", async () => {
    const self = await signedIn(t, "Super-Admin");
    const before = await hashOf(self.user.id);
    const missing = await reset(undefined, self.user.id, NEW, self.cookie);
    expect(missing.status).toBe(422);
    expect((await json(missing)).error.issues).toEqual({ currentPassword: ["Current password is required"] });
    const wrong = await reset(undefined, self.user.id, NEW, self.cookie, "Not!MyPassw0rd");
    expect(wrong.status).toBe(422);
    expect((await json(wrong)).error.issues).toEqual({ currentPassword: ["Current password is incorrect"] });
    expect(await hashOf(self.user.id)).toBe(before);
    expect((await t.request("/api/users/profile", { headers: { Cookie: self.cookie } })).status).toBe(200);
    expect((await reset(undefined, self.user.id, NEW, self.cookie, PASSWORD)).status).toBe(200);
    expect(await hashOf(self.user.id)).not.toBe(before);
  });

  it("stops guessing the current password after 5 wrong tries with 429", async () => {
    const self = await signedIn(t, "Manager");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await reset(undefined, self.user.id, NEW, self.cookie, `Guess!${i}pass`)).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await reset(undefined, self.user.id, NEW, self.cookie, PASSWORD)).status).toBe(429);
  });

  it("answers the reset matrix and keeps Admins' passwords for Super-Admins", async () => {
    const target = await createUser(t, "Manager");
    for (const [who, status] of [[undefined, 401], ["Manager", 403], ["Accountant", 403], ["Admin", 200], ["Super-Admin", 200]] as const) {
      expect((await reset(who, target.id, NEW)).status).toBe(status);
    }
    const admin = await createUser(t, "Admin");
    const before = (await t.db.select().from(users).where(eq(users.id, admin.id)))[0]!.passwordHash;
    expect((await reset("Admin", admin.id, NEW)).status).toBe(403);
    expect((await t.db.select().from(users).where(eq(users.id, admin.id)))[0]!.passwordHash).toBe(before);
    expect((await reset("Super-Admin", admin.id, NEW)).status).toBe(200);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { createUser, FILES, form, login, PASSWORD, signedIn } from "../helpers/auth";

type Fields = Record<string, string | File | File[]>;

/** Response bodies, loosely typed for assertions. */
const json = (res: Response) => res.json() as Promise<Record<string, any>>;

describe("PATCH /users/profile/{id}", () => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const d of ["Manager", "Admin", "Super-Admin", "Accountant"]) cookie[d] = (await signedIn(t, d)).cookie;
  });
  afterAll(() => t.close());

  const patch = (who: string | undefined, id: number, fields: Fields) =>
    t.request(`/api/users/profile/${id}`, { method: "PATCH", headers: who ? { Cookie: cookie[who]! } : {}, body: form(fields) });
  const me = async (who: string) => (await (await t.request("/api/users/profile", { headers: { Cookie: cookie[who]! } })).json()) as { id: number; designation: string };
  /** The whole edit form, as the dashboard sends it: unchanged fields included. */
  const fullForm = (u: typeof users.$inferSelect, extra: Fields = {}): Fields => ({
    name: u.name, username: u.username, email: u.email, employeeId: u.employeeId,
    department: u.department, designation: u.designation, phone: u.phone, ...extra,
  });

  it("lets anyone edit their own name, email, phone and picture, even with the whole form sent", async () => {
    const { id } = await me("Accountant");
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    // A new e-mail address of one's own needs the password (account-safety.test.ts).
    const res = await patch("Accountant", id, {
      ...fullForm(row!, { name: "Karim Uddin", email: "Karim@Example.com", phone: "+880 1911-223344", image: FILES.jpeg() }),
      currentPassword: PASSWORD,
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ id, name: "Karim Uddin", email: "karim@example.com", phone: "+8801911223344", designation: "Accountant" });
    expect(body.image).toMatch(/^\/im\/images\/[0-9a-f]{32}\.jpg$/);
    expect(body).not.toHaveProperty("passwordHash");
  });

  it("never lets a user change their own designation or, below Super-Admin, their other account fields", async () => {
    for (const who of ["Manager", "Admin", "Super-Admin"]) {
      const { id } = await me(who);
      const res = await patch(who, id, { designation: who === "Manager" ? "Admin" : "Manager" });
      expect(res.status).toBe(403);
      expect((await json(res)).error.message).toBe("You cannot change your own designation.");
    }
    const manager = await me("Manager");
    const res = await patch("Manager", manager.id, { username: "renamed" });
    expect((await json(res)).error.message).toBe("You may only change your own name, email, phone and picture.");
    expect((await patch("Admin", (await me("Admin")).id, { department: "HR" })).status).toBe(403);
    expect((await patch("Super-Admin", (await me("Super-Admin")).id, { department: "Board" })).status).toBe(200);
  });

  it("answers the matrix for editing a Manager: 401, 403 without the users menu, 200 for Admin and Super-Admin", async () => {
    const target = await createUser(t, "Manager");
    expect((await patch(undefined, target.id, { name: "X" })).status).toBe(401);
    expect((await patch("Manager", target.id, { name: "X" })).status).toBe(403);
    expect((await patch("Accountant", target.id, { name: "X" })).status).toBe(403);
    expect((await patch("Admin", target.id, { name: "By Admin" })).status).toBe(200);
    expect((await patch("Super-Admin", target.id, { department: "Marketing" })).status).toBe(200);
  });

  it("keeps Admins and Super-Admins, and those designations, for Super-Admins to manage", async () => {
    const admin = await createUser(t, "Admin");
    const manager = await createUser(t, "Manager");
    const denied = await patch("Admin", admin.id, { name: "Nope" });
    expect(denied.status).toBe(403);
    expect((await json(denied)).error.message).toBe("Only a Super-Admin can manage an Admin or a Super-Admin.");
    const promote = await patch("Admin", manager.id, { designation: "Admin" });
    expect((await json(promote)).error.message).toBe("Only a Super-Admin can assign the Admin or Super-Admin designation.");
    expect((await t.db.select().from(users).where(eq(users.id, manager.id)))[0]!.designation).toBe("Manager");
    expect((await patch("Super-Admin", admin.id, { name: "Renamed Admin" })).status).toBe(200);
  });

  it("ends every session of a user whose designation changes, in the same write", async () => {
    const target = await createUser(t, "Manager");
    const theirs = await login(t, target.username);
    const res = await patch("Super-Admin", target.id, { designation: "admin" });
    expect(res.status).toBe(200);
    expect((await json(res)).designation).toBe("Admin");
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, target.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await t.request("/api/users/profile", { headers: { Cookie: theirs } })).status).toBe(401);
  });

  it("lets a Super-Admin demote another Super-Admin, and ignores an empty text image field", async () => {
    const other = await createUser(t, "Super-Admin");
    const res = await patch("Super-Admin", other.id, { designation: "Manager", image: "" });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ designation: "Manager", image: null });
  });

  it("answers 409 when the new username or email belongs to someone else", async () => {
    const a = await createUser(t, "Manager");
    const b = await createUser(t, "Manager");
    expect((await patch("Admin", b.id, { username: a.username.toUpperCase() })).status).toBe(409);
    expect((await patch("Admin", b.id, { email: a.email })).status).toBe(409);
    expect((await patch("Admin", b.id, { username: b.username, email: b.email })).status).toBe(200);
  });
});

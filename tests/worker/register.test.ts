import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads, users } from "../../worker/db/schema/index";
import { uniqueViolation } from "../../worker/lib/errors";
import { uniqueConflict } from "../../worker/lib/users";
import { createTestApp, type TestApp } from "../helpers/app";
import { FILES, form, login, signedIn } from "../helpers/auth";

type Fields = Record<string, string | File | File[]>;

/** Response bodies, loosely typed for assertions. */
const json = (res: Response) => res.json() as Promise<Record<string, any>>;

describe("POST /auth/register", () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
    for (const d of ["Manager", "Admin", "Super-Admin", "Accountant"]) cookies[d] = (await signedIn(t, d)).cookie;
  });
  afterAll(() => t.close());

  const valid = (extra: Fields = {}): Fields => {
    n++;
    return {
      name: `New Person ${n}`,
      username: `newperson${n}`,
      email: `new${n}@example.com`,
      employeeId: `EMP-${n}`,
      department: "Sales",
      designation: "Manager",
      password: "Sup3r$ecret",
      phone: "01812345678",
      ...extra,
    };
  };
  const register = (cookie: string | undefined, fields: Fields) =>
    t.request("/api/auth/register", { method: "POST", headers: cookie ? { Cookie: cookie } : {}, body: form(fields) });

  it("creates a user with a stored picture, answers without any password, and the user can sign in", async () => {
    const res = await register(cookies.Admin, valid({ username: "Rahim.K", email: "Rahim@Example.com", image: FILES.png() }));
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({ username: "Rahim.K", email: "rahim@example.com", designation: "Manager", lastLogin: null });
    expect(body.image).toMatch(/^\/im\/images\/[0-9a-f]{32}\.png$/);
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
    expect(await login(t, "rahim.k", "Sup3r$ecret")).toMatch(/^session=/);
  });

  it("answers the authorization matrix: 401 anonymous, 403 without the users menu, 201 for Admin and Super-Admin", async () => {
    expect((await register(undefined, valid())).status).toBe(401);
    expect((await register(cookies.Manager, valid())).status).toBe(403);
    expect((await register(cookies.Accountant, valid())).status).toBe(403);
    expect((await register(cookies.Admin, valid())).status).toBe(201);
    expect((await register(cookies["Super-Admin"], valid())).status).toBe(201);
  });

  it("lets only a Super-Admin create an Admin or a Super-Admin, whatever the spelling", async () => {
    for (const designation of ["Admin", "super admin", "SUPER-ADMIN"]) {
      const res = await register(cookies.Admin, valid({ designation }));
      expect(res.status).toBe(403);
      expect((await json(res)).error.message).toBe("Only a Super-Admin can assign the Admin or Super-Admin designation.");
    }
    const res = await register(cookies["Super-Admin"], valid({ designation: "super admin" }));
    expect(res.status).toBe(201);
    expect((await json(res)).designation).toBe("Super-Admin");
  });

  it("rejects an empty form with every docs/product.md §5 message", async () => {
    const res = await register(cookies.Admin, { name: "", username: "", email: "", employeeId: "", department: "", designation: "", password: "", phone: "" });
    expect(res.status).toBe(422);
    expect((await json(res)).error.issues).toEqual({
      name: ["Name is required"],
      username: ["Username is required"],
      email: ["Email is required"],
      employeeId: ["Employee ID is required"],
      department: ["Department is required"],
      designation: ["Designation is required"],
      password: ["Password is required"],
      phone: ["Phone is required"],
    });
    const short = await register(cookies.Admin, valid({ password: "Ab1!" }));
    expect((await json(short)).error.issues.password).toEqual(["Password must be at least 8 characters"]);
  });

  it("answers 409 for a username or email already in use, in any letter case", async () => {
    const first = valid();
    expect((await register(cookies.Admin, first)).status).toBe(201);
    const sameName = await register(cookies.Admin, valid({ username: String(first.username).toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect((await json(sameName)).error.message).toBe("That username is already taken.");
    const sameEmail = await register(cookies.Admin, valid({ email: String(first.email).toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect((await json(sameEmail)).error.message).toBe("That email is already in use.");
  });

  it("recognises the database's own unique-index error, for two registrations racing past the check", async () => {
    const [existing] = await t.db.select().from(users).limit(1);
    const err = await t.db.insert(users).values({ ...existing!, id: undefined, email: "fresh@example.com" }).catch((e: unknown) => e);
    expect(uniqueViolation(err)).toMatch(/UNIQUE constraint failed/);
    expect(() => uniqueConflict(err)).toThrow("That username is already taken.");
    const sameEmail = await t.db.insert(users).values({ ...existing!, id: undefined, username: "fresh" }).catch((e: unknown) => e);
    expect(() => uniqueConflict(sameEmail)).toThrow("That email is already in use.");
    expect(uniqueViolation(new Error("SQLITE_BUSY"))).toBeNull();
    expect(() => uniqueConflict(new Error("SQLITE_BUSY"))).toThrow("SQLITE_BUSY");
  });

  it.each([
    ["wrong magic bytes (a PDF)", FILES.pdf, 415],
    ["an SVG", FILES.svg, 415],
    ["HTML named .jpg", FILES.htmlAsJpeg, 415],
    ["a zero-byte file", FILES.empty, 422],
  ])("refuses %s as the picture and stores nothing", async (_name, file, status) => {
    const snapshot = async () => ({
      users: (await t.db.select().from(users)).length,
      uploads: await t.db.select().from(uploads),
      objects: (await t.bucket.list()).objects.map((o) => o.key).sort(),
    });
    const before = await snapshot();
    expect((await register(cookies.Admin, valid({ image: file() }))).status).toBe(status);
    expect(await snapshot()).toEqual(before);
  });
});

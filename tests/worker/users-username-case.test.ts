import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { createUser, form, signedIn } from "../helpers/auth";

/** Sign-in ignores case, so the database itself keeps usernames unique regardless of case. */
describe("usernames are unique regardless of case", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedIn(t, "Super-Admin")).cookie;
  });
  afterAll(() => t.close());

  const register = (username: string, n: number) =>
    t.request("/api/auth/register", {
      method: "POST",
      headers: { Cookie: admin },
      body: form({
        name: `Person ${n}`, username, email: `case${n}@example.com`, employeeId: `C-${n}`, department: "Sales",
        designation: "Manager", password: "Sup3r$ecret", phone: "01812345678",
      }),
    });

  it("refuses a second row whose username differs only in case, in the database itself", async () => {
    await createUser(t, "Manager", { username: "Nasreen" });
    await expect(createUser(t, "Manager", { username: "nasreen" })).rejects.toThrow();
    const rows = await t.db.select().from(users).where(sql`lower(${users.username}) = 'nasreen'`);
    expect(rows).toHaveLength(1);
  });

  it("answers 409 on the username when two accounts differing only in case are created at the same time", async () => {
    const answers = await Promise.all([register("Farhana.R", 1), register("farhana.r", 2), register("FARHANA.R", 3)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(((await res.json()) as { error: unknown }).error).toEqual({ message: "That username is already taken.", issues: { username: ["That username is already taken"] } });
    }
    expect(await t.db.select().from(users).where(sql`lower(${users.username}) = 'farhana.r'`)).toHaveLength(1);
  });
});

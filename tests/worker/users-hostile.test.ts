import { PHONE_MESSAGE } from "../../worker/contract/phone";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, uploads, users } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { createUser, FILES, form, signedIn } from "../helpers/auth";

type Fields = Record<string, string | File | File[]>;

describe("user routes against hostile input", () => {
  let t: TestApp;
  let admin: string;
  let targetId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedIn(t, "Admin")).cookie;
    targetId = (await createUser(t, "Manager")).id;
  });
  afterAll(() => t.close());

  const valid = (extra: Fields = {}): Fields => ({
    name: "Hostile", username: "hostile", email: "hostile@example.com", employeeId: "E-9", department: "Ops",
    designation: "Manager", password: "Sup3r$ecret", phone: "01712345678", ...extra,
  });
  const send = (method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) =>
    t.request(`/api${path}`, { method, headers: { Cookie: admin, ...headers }, body });
  /** Every attempt below must fail and leave users, sessions, the registry and the bucket as they were. */
  const unchanged = async (attempt: () => Response | Promise<Response>, status: number) => {
    const snapshot = async () => ({
      users: await t.db.select().from(users),
      // lastSeenAt may be touched by the request itself (once a minute); revocation may not.
      sessions: await t.db.select({ id: sessions.id, revokedAt: sessions.revokedAt }).from(sessions),
      uploads: await t.db.select().from(uploads),
      objects: (await t.bucket.list()).objects.map((o) => o.key).sort(),
    });
    const before = await snapshot();
    const res = await attempt();
    expect(res.status).toBe(status);
    expect(await snapshot()).toEqual(before);
    return (await res.json()) as { error: { message: string; issues?: Record<string, string[]> } };
  };
  const register = (fields: Fields) => send("POST", "/auth/register", form(fields));
  const patch = (fields: Fields, id = targetId) => send("PATCH", `/users/profile/${id}`, form(fields));

  it("refuses mass-assigned id, passwordHash, lastLogin and createdAt", async () => {
    expect((await unchanged(() => register(valid({ id: "1" })), 422)).error.issues!._).toEqual(["Unknown field: id"]);
    await unchanged(() => register(valid({ passwordHash: "scrypt$1$1$1$AA==$AA==" })), 422);
    await unchanged(() => patch({ lastLogin: "2000-01-01T00:00:00Z", createdAt: "x" }), 422);
    await unchanged(() => patch({ password: "Sup3r$ecret!" }), 422);
    await unchanged(() => send("PATCH", `/users/${targetId}/reset-password`, form({ newPassword: "N3w!Password", userId: "1" })), 422);
  });

  it("refuses over-long fields and a huge password", async () => {
    await unchanged(() => register(valid({ name: "x".repeat(101) })), 422);
    await unchanged(() => register(valid({ designation: "D".repeat(61) })), 422);
    await unchanged(() => register(valid({ password: "Aa1!".repeat(60) })), 422);
    await unchanged(() => patch({ department: "d".repeat(81) }), 422);
  });

  it("refuses bad phones, bad emails and SQL-ish usernames", async () => {
    const phone = await unchanged(() => register(valid({ phone: "12345" })), 422);
    expect(phone.error.issues!.phone![0]).toBe(PHONE_MESSAGE);
    await unchanged(() => patch({ phone: "202 555 0100" }), 422); // a foreign number without its + and country code
    await unchanged(() => register(valid({ email: "not-an-email" })), 422);
    await unchanged(() => patch({ email: "a@b" }), 422);
    await unchanged(() => register(valid({ username: "admin' OR 1=1 --" })), 422);
    await unchanged(() => patch({ username: "x\"; DROP TABLE users; --" }), 422);
  });

  it("refuses JSON where multipart is expected, and a body that is not really multipart", async () => {
    await unchanged(() => send("POST", "/auth/register", JSON.stringify(valid()), { "Content-Type": "application/json" }), 415);
    await unchanged(
      () => send("POST", "/auth/register", "--x\r\nnot a part", { "Content-Type": "multipart/form-data; boundary=zzz" }),
      400,
    );
  });

  it("refuses files in fields that take none, and pictures that are not images", async () => {
    await unchanged(() => register(valid({ avatar: FILES.png() })), 422);
    await unchanged(() => patch({ image: FILES.svg() }), 415);
    await unchanged(() => patch({ image: FILES.empty() }), 422);
    await unchanged(() => patch({ image: "/im/projectImages/someone-elses.png" }), 422);
  });

  it("answers 404 for users that do not exist, changing nothing", async () => {
    await unchanged(() => patch({ name: "Ghost" }, 424242), 404);
    await unchanged(() => send("PATCH", "/users/424242/reset-password", form({ newPassword: "N3w!Password" })), 404);
    await unchanged(() => send("DELETE", "/users/424242"), 404);
    await unchanged(() => send("DELETE", "/users/1;DROP%20TABLE%20users"), 404);
  });
});

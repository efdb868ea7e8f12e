import { users } from "../../worker/db/schema/index";
import { hashPassword } from "../../worker/lib/passwords";
import type { TestApp } from "./app";

export const PASSWORD = "Str0ng!Passw0rd";
let hashed: string | undefined;
let counter = 0;

/** Inserts a staff member with the given designation; the hash is computed once per file. */
export async function createUser(t: TestApp, designation: string, overrides: Partial<typeof users.$inferInsert> = {}) {
  hashed ??= await hashPassword(PASSWORD);
  const n = ++counter;
  const username = overrides.username ?? `${designation.toLowerCase().replace(/\W+/g, "")}${n}`;
  const [row] = await t.db
    .insert(users)
    .values({
      name: `Test ${designation} ${n}`,
      username,
      email: `${username}@example.com`,
      employeeId: `E-${n}`,
      department: "Sales",
      designation,
      phone: "01711000000",
      passwordHash: hashed,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Logs in through the API and returns the Cookie header value for later requests. */
export async function login(t: TestApp, username: string, password = PASSWORD): Promise<string> {
  const res = await t.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login failed for ${username}: ${res.status} ${await res.text()}`);
  const setCookie = res.headers.get("set-cookie") ?? "";
  return setCookie.split(";")[0]!;
}

/** A user of that designation, already signed in. */
export async function signedIn(t: TestApp, designation: string) {
  const user = await createUser(t, designation);
  return { user, cookie: await login(t, user.username) };
}

/** Tiny valid files for upload tests. */
export const FILES = {
  png: () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])], "a.png", { type: "image/png" }),
  jpeg: () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0])], "a.jpg", { type: "image/jpeg" }),
  pdf: () => new File([new TextEncoder().encode("%PDF-1.4\n%test brochure\n")], "b.pdf", { type: "application/pdf" }),
  svg: () => new File([new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')], "x.svg", { type: "image/svg+xml" }),
  htmlAsJpeg: () => new File([new TextEncoder().encode("<html><script>alert(1)</script></html>")], "x.jpg", { type: "image/jpeg" }),
  empty: () => new File([], "empty.jpg", { type: "image/jpeg" }),
};

export function form(fields: Record<string, string | File | File[]>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) fd.append(k, item);
  return fd;
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canUseMenu } from "../../worker/contract/roles";
import { declaredRoutes } from "../../worker/lib/openapi";
import { createTestApp } from "../helpers/app";
import { signedIn } from "../helpers/auth";

const DESIGNATIONS = ["Manager", "Admin", "Super-Admin", "Accountant"] as const;
// The routes as the app serves them, each with the access its declaration states (middleware/endpoint.ts).
const t = await createTestApp();
const guarded = declaredRoutes(t.app.routes.filter((r) => r.path.startsWith("/api/"))).filter((r) => r.access !== "public");

/**
 * Every staff and mutating route × {anonymous, each designation}: 401 without a session,
 * 403 when the designation lacks the route's menu, anything else (validation, 404 for the
 * made-up id) when it has it. Bodies are deliberately absent: nothing is written.
 */
describe("authorization matrix", () => {
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const d of DESIGNATIONS) cookies[d] = (await signedIn(t, d)).cookie;
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, cookie?: string) =>
    t.request(`${path.replace(/\{\w+\}/g, "999999")}`, { method: method.toUpperCase(), headers: cookie ? { Cookie: cookie } : {} });

  it.each(guarded.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))("%s", async (_name, route) => {
    expect((await call(route.method, route.path)).status, "anonymous").toBe(401);
    for (const d of DESIGNATIONS) {
      // A buyer portal route takes a buyer's session only: no staff session is one (tests/worker/buyer-portal.test.ts).
      if (route.access === "buyer") {
        expect((await call(route.method, route.path, cookies[d])).status, `${d} is no buyer`).toBe(401);
        continue;
      }
      const status = (await call(route.method, route.path, cookies[d])).status;
      // The made-up id is nobody's own account, so "self or menu" routes need the menu.
      const menus = route.access === "session" ? null : Array.isArray(route.access) ? route.access : (route.access as { menus: string[] }).menus;
      const allowed = menus === null || canUseMenu(d, ...menus);
      if (allowed) expect([401, 403], `${d} should pass the guard`).not.toContain(status);
      else expect(status, `${d} should be refused`).toBe(403);
    }
  });
});

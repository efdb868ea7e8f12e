import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Access, ROUTES } from "../../worker/contract/openapi-routes";
import type { Guard } from "../../worker/middleware/require-menu";
import { createTestApp, type TestApp } from "../helpers/app";

/** A mounted sub-app's handlers are wrapped by Hono (its error handler); the original sits under this key. */
const COMPOSED = "__COMPOSED_HANDLER";
function guardOf(handler: unknown): Partial<Guard> | undefined {
  for (let h = handler as Record<string, unknown> | undefined, depth = 0; h && depth < 4; depth++) {
    if ("access" in h) return h as Partial<Guard>;
    h = h[COMPOSED] as Record<string, unknown> | undefined;
  }
  return undefined;
}

describe("GET /api/openapi.json", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("publishes an OpenAPI 3.1 document with request schemas generated from the zod contracts", async () => {
    const res = await t.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    const login = doc.paths["/api/auth/login"].post.requestBody.content["application/json"].schema;
    expect(login.required).toEqual(["username", "password"]);
    const add = doc.paths["/api/projects/add"].post.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(add.properties)).toEqual(expect.arrayContaining(["name", "category", "locationCode", "mainImage"]));
    expect(add.properties.name).toMatchObject({ type: "string", minLength: 1 });
    expect(add.properties.mainImage).toMatchObject({ type: "string", format: "binary" });
  });

  it("documents only routes the app really serves", async () => {
    for (const route of ROUTES) {
      const path = `/api${route.path.replace(/\{\w+\}/g, "1")}`;
      const res = await t.request(path, { method: route.method.toUpperCase() });
      const body = res.headers.get("content-type")?.includes("json") ? await res.json() : null;
      expect({ route: `${route.method} ${route.path}`, message: body?.error?.message }).not.toEqual({
        route: `${route.method} ${route.path}`,
        message: "Not found",
      });
    }
  });

  it("states for each route exactly who its guard lets through, and documents every route the app serves", () => {
    // The served routes, from the app itself: each guard middleware carries its access.
    const served = new Map<string, Access>();
    for (const r of t.app.routes) {
      if (r.method === "ALL" || !r.path.startsWith("/api/") || r.path === "/api/openapi.json") continue;
      const key = `${r.method} ${r.path.slice(4).replace(/:\w+(\{[^}]*\})?/g, "{id}")}`;
      const access = guardOf(r.handler)?.access;
      if (access) served.set(key, access);
      else if (!served.has(key)) served.set(key, "public");
    }
    // Parameters compared by place, not name ({fileId} is served as :fileId).
    const documented = new Map(ROUTES.map((r) => [`${r.method.toUpperCase()} ${r.path.replace(/\{\w+\}/g, "{id}")}`, r.access] as const));
    expect([...served.keys()].sort()).toEqual([...documented.keys()].sort());
    for (const [key, access] of served) expect({ key, access: documented.get(key) }).toEqual({ key, access });
  });

  it("covers every call of docs/product.md §7", () => {
    const documented = new Set(ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`));
    const spec = [
      "POST /auth/login", "GET /auth/check-auth", "POST /auth/logout", "GET /users/profile", "GET /dashboards",
      "POST /dashboards/add-menu", "PATCH /dashboards/update-menu/{id}", "DELETE /dashboards/delete-menu/{id}",
      "GET /about", "GET /contactInformation", "GET /messages", "POST /messages", "DELETE /messages/{id}/delete",
      "GET /projects", "GET /projects/all", "POST /projects/add", "PATCH /projects/{id}", "DELETE /projects/{id}",
      "POST /project-details", "GET /projects/{id}/details", "PATCH /project-details/{id}", "DELETE /project-details/{id}",
      "GET /banner", "GET /banner/all", "POST /banner/add", "PATCH /banner/{id}", "DELETE /banner/{id}", "GET /banner-statics",
      "GET /total-count", "PATCH /total-count/{id}",
      "GET /blog", "GET /blog/{id}/details", "GET /blog/all", "POST /blog/add", "PATCH /blog/{id}", "DELETE /blog/{id}",
      "GET /coverage", "GET /coverage/{id}/details", "GET /coverage/all", "POST /coverage/add", "PATCH /coverage/{id}", "DELETE /coverage/{id}",
      "GET /news-event", "GET /news-event/all", "GET /news-event/{id}/details", "POST /news-event/add", "PATCH /news-event/{id}", "DELETE /news-event/{id}",
      "POST /cnb-details/add", "PATCH /cnb-details/{id}", "DELETE /cnb-details/{id}",
      "POST /auth/register", "GET /users", "GET /users/{id}", "PATCH /users/profile/{id}", "DELETE /users/{id}", "PATCH /users/{id}/reset-password",
    ];
    expect(spec.filter((s) => !documented.has(s))).toEqual([]);
  });
});

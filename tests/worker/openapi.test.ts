import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declaredRoutes } from "../../worker/lib/openapi";
import { createTestApp, type TestApp } from "../helpers/app";

type Doc = { paths: Record<string, Record<string, unknown>> };
/** Each operation of the document as "METHOD /api/path", parameters by place ({fileId} is served as :fileId). */
const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, "{id}")}`));

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
    const doc = (await (await t.request("/api/openapi.json")).json()) as Doc;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        const res = await t.request(path.replace(/\{\w+\}/g, "1"), { method: method.toUpperCase() });
        const body = res.headers.get("content-type")?.includes("json") ? await res.json() : null;
        expect({ route: `${method} ${path}`, message: body?.error?.message }).not.toEqual({ route: `${method} ${path}`, message: "Not found" });
      }
    }
  });

  it("documents every route the app serves, each from its declaration, and nothing else", async () => {
    // The served routes, from the app itself (Hono's app.routes): a route without endpoint(...) throws here.
    const api = t.app.routes.filter((r) => r.path.startsWith("/api/"));
    const served = declaredRoutes(api).map((r) => `${r.method.toUpperCase()} ${r.path.replace(/\{\w+\}/g, "{id}")}`);
    const doc = (await (await t.request("/api/openapi.json")).json()) as Doc;
    expect(served.length).toBeGreaterThan(100);
    expect([...served].sort()).toEqual(operations(doc).sort());
  });

  it("refuses to document a route that has no declaration", () => {
    const undeclared = [{ method: "GET", path: "/units", basePath: "/", handler: () => new Response() }];
    expect(() => declaredRoutes(undeclared)).toThrow("GET /units has no endpoint(...) declaration");
  });

  it("covers every call of docs/product.md §7", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as Doc;
    const documented = new Set(operations(doc).map((op) => op.replace(" /api/", " /")));
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
    expect(spec.filter((s) => !documented.has(s.replace(/\{\w+\}/g, "{id}")))).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { form, signedIn } from "../helpers/auth";

describe("cross-site request protection", () => {
  let t: TestApp;
  let cookie = "";
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signedIn(t, "Manager")).cookie;
  });
  afterAll(() => t.close());

  const project = () => form({ name: "X", title: "Y", status: "approved", category: "Ready Apartment", location: "Gulshan" });

  it("refuses a cookie-authenticated POST from another origin", async () => {
    const res = await t.request("/api/projects/add", { method: "POST", headers: { Cookie: cookie, Origin: "https://evil.example" }, body: project() });
    expect(res.status).toBe(403);
    expect(await t.db.select().from(projects)).toHaveLength(0);
  });

  it("refuses a cross-site request that sends no Origin but Sec-Fetch-Site: cross-site", async () => {
    const res = await t.request("/api/projects/add", { method: "POST", headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" }, body: project() });
    expect(res.status).toBe(403);
  });

  it("refuses form-like content types a cross-site form could send without a preflight", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const res = await t.request("/api/auth/logout", { method: "POST", headers: { Cookie: cookie, "Content-Type": type }, body: "a=b" });
      expect(res.status).toBe(415);
    }
    expect(await (await t.request("/api/auth/check-auth", { headers: { Cookie: cookie } })).json()).toEqual({ isAuthenticated: true });
  });

  it("accepts the same request from the site's own origin", async () => {
    const res = await t.request("/api/projects/add", { method: "POST", headers: { Cookie: cookie, Origin: "http://localhost" }, body: project() });
    expect(res.status).toBe(201);
  });

  it("answers malformed JSON with 400 and an oversized JSON body with 413", async () => {
    const bad = await t.request("/api/auth/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{nope" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("The request body is not valid JSON.");
    const big = await t.request("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "a", password: "x".repeat(100_000) }),
    });
    expect(big.status).toBe(413);
  });
});

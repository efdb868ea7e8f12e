import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameSitePath } from "../../worker/routes/language";
import { createTestApp, type TestApp } from "../helpers/app";

describe("GET /language: the language switch without JavaScript", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("keeps Bengali for a year in the page's cookie and sends the visitor back to the page", async () => {
    const res = await t.request(`/language?lang=bn&next=${encodeURIComponent("/projects?category=Ready Apartment")}`, { redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/projects?category=Ready%20Apartment");
    expect(res.headers.get("set-cookie")).toBe("lang=bn; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("removes the cookie for English, and for anything that is not a language", async () => {
    for (const lang of ["en", "fr", ""]) {
      const res = await t.request(`/language?lang=${lang}&next=/about`, { redirect: "manual" });
      expect(res.status, lang).toBe(303);
      expect(res.headers.get("set-cookie"), lang).toBe("lang=en; Path=/; Max-Age=0; SameSite=Lax");
      expect(res.headers.get("location"), lang).toBe("/about");
    }
  });

  it("marks the cookie Secure over HTTPS", async () => {
    const res = await t.app.request("https://www.uday.example/language?lang=bn&next=/", { redirect: "manual" });
    expect(res.headers.get("set-cookie")).toBe("lang=bn; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });

  it("sends the visitor only to a path on this site: another origin, or none, goes home", async () => {
    for (const next of ["https://evil.example/x", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "projects", "", "/.//evil.example", "/a/..//evil.example", "/%2e//evil.example", "/%2E%2E//evil.example"]) {
      const res = await t.request(`/language?lang=bn&next=${encodeURIComponent(next)}`, { redirect: "manual" });
      expect(res.headers.get("location"), next).toBe("/");
    }
    expect((await t.request("/language?lang=bn", { redirect: "manual" })).headers.get("location")).toBe("/");
  });
});

describe("sameSitePath", () => {
  it("keeps a site path with its query, drops a fragment, and refuses everything else", () => {
    expect(sameSitePath("/blog/BLG-1?x=1#top")).toBe("/blog/BLG-1?x=1");
    expect(sameSitePath("/")).toBe("/");
    expect(sameSitePath("/\t/evil.example")).toBe("/");
    expect(sameSitePath(undefined)).toBe("/");
  });
});

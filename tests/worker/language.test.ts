import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameSitePath } from "../../worker/routes/language";
import { createTestApp, type TestApp } from "../helpers/app";

/**
 * The old language switch, kept for its links and for pages served before languages had their own
 * URLs: it sends the reader to the same page's URL in the chosen language (docs/decisions.md "A
 * language per URL"), and retires the cookie, which no page reads any more.
 */
describe("GET /language: the old switch sends the reader to the page's URL in the language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sends the reader to the same page under /bn, query kept, and removes the old cookie", async () => {
    const res = await t.request(`/language?lang=bn&next=${encodeURIComponent("/projects?category=Ready Apartment")}`, { redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/bn/projects?category=Ready%20Apartment");
    expect(res.headers.get("set-cookie")).toBe("lang=en; Path=/; Max-Age=0; SameSite=Lax");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await t.request("/language?lang=bn&next=/", { redirect: "manual" })).headers.get("location")).toBe("/bn");
    expect((await t.request(`/language?lang=bn&next=${encodeURIComponent("/bn/blog/BLG-1")}`, { redirect: "manual" })).headers.get("location")).toBe("/bn/blog/BLG-1");
  });

  it("sends the reader to the English URL for English, and for anything that is not a language", async () => {
    for (const lang of ["en", "fr", ""]) {
      const res = await t.request(`/language?lang=${lang}&next=${encodeURIComponent("/bn/about?x=1")}`, { redirect: "manual" });
      expect(res.status, lang).toBe(303);
      expect(res.headers.get("set-cookie"), lang).toBe("lang=en; Path=/; Max-Age=0; SameSite=Lax");
      expect(res.headers.get("location"), lang).toBe("/about?x=1");
    }
  });

  it("marks the cookie Secure over HTTPS", async () => {
    const res = await t.app.request("https://www.uday.example/language?lang=bn&next=/", { redirect: "manual" });
    expect(res.headers.get("set-cookie")).toBe("lang=en; Path=/; Max-Age=0; SameSite=Lax; Secure");
  });

  it("sends the visitor only to a path on this site: another origin, or none, goes home in the language", async () => {
    for (const next of ["https://evil.example/x", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "projects", "", "/.//evil.example", "/a/..//evil.example", "/%2e//evil.example", "/%2E%2E//evil.example"]) {
      const res = await t.request(`/language?lang=bn&next=${encodeURIComponent(next)}`, { redirect: "manual" });
      expect(res.headers.get("location"), next).toBe("/bn");
      const en = await t.request(`/language?lang=en&next=${encodeURIComponent(next)}`, { redirect: "manual" });
      expect(en.headers.get("location"), next).toBe("/");
    }
    expect((await t.request("/language?lang=bn", { redirect: "manual" })).headers.get("location")).toBe("/bn");
  });

  it("leaves a path that is not a public page as it is (the dashboard has one URL)", async () => {
    const res = await t.request(`/language?lang=bn&next=${encodeURIComponent("/dashboard/projects")}`, { redirect: "manual" });
    expect(res.headers.get("location")).toBe("/dashboard/projects");
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

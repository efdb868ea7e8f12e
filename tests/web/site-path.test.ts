import { describe, expect, it } from "vitest";
import { linkTarget } from "@/site/components/content/link-target";
import { isSitePath, sitePath } from "@/shared/lib/contract";
import { sameSitePath } from "../../worker/routes/language";

/**
 * The one site-path rule (worker/contract/site-path.ts), through each place that uses it: the
 * language switch's redirect (worker), the stored-link check (API), and how a stored link is followed
 * (web). Each form below leads a browser to another host once parsed, normalised or decoded.
 */
const OFF_SITE = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "/a/..//evil.example",
  "/a/b/../..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/%2e%2e/%2e%2e//evil.example",
  "/%2f%2fevil.example",
  "/%2F/evil.example",
  "/%5cevil.example",
  "/%5C%5Cevil.example",
  "https://evil.example",
  "http:/evil.example",
  "javascript:alert(1)",
  "evil.example",
  "",
];

describe("one site-path rule for the worker and the web", () => {
  it.each(OFF_SITE)("refuses %j everywhere", (value) => {
    expect(sitePath(value)).toBeNull();
    expect(sameSitePath(value)).toBe("/");
    expect(isSitePath(value)).toBe(false);
    expect(linkTarget(value)?.kind).not.toBe("internal");
  });

  it("keeps a path of this site with its query, resolving its dot segments and dropping a fragment", () => {
    expect(sitePath("/projects?category=Ready%20Apartment")).toBe("/projects?category=Ready%20Apartment");
    expect(sitePath("/blog/BLG-1?x=1#top")).toBe("/blog/BLG-1?x=1");
    expect(sitePath("/a/../about")).toBe("/about");
    expect(sitePath("/")).toBe("/");
    expect(sameSitePath("/news-event/NEV-2")).toBe("/news-event/NEV-2");
    expect(isSitePath("/projects/PRJ-0001")).toBe(true);
    expect(linkTarget("/coverage")).toEqual({ kind: "internal", to: "/coverage" });
  });

  it("takes no quotes, spaces or angle brackets in a stored link", () => {
    for (const value of ['/a"b', "/a'b", "/a b", "/<script>", "/a>b"]) expect(isSitePath(value), value).toBe(false);
  });
});

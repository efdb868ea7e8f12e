import { describe, expect, it } from "vitest";
import { linkTarget } from "../../web/site/components/content/link-target";
import { menuCreate } from "../../worker/contract/menus";
import { safeLink } from "../../worker/contract/fields";

/** Browsers read a backslash as a slash: "/\evil.com" and "//evil.com" both lead to evil.com. */
const OFF_SITE = ["//evil.com", "/\\evil.com", "/\\/evil.com", "\\\\evil.com", "/ /evil.com", "javascript:alert(1)", "http://evil.com", "https:\\\\evil.com", "/.//evil.com", "/a/..//evil.com", "/%2e//evil.com"];

describe("links stored in content never leave the site by accident", () => {
  it("accepts site paths and https links on the server", () => {
    for (const ok of ["", "/projects/PRJ-0001", "/blog/BLG-1?x=1#top", "https://uday.example/projects"]) {
      expect([ok, safeLink.safeParse(ok).success]).toEqual([ok, true]);
    }
  });

  it("refuses protocol-relative and backslash links on the server", () => {
    for (const bad of OFF_SITE) expect([bad, safeLink.safeParse(bad).success]).toEqual([bad, false]);
  });

  it("refuses them as menu paths too", () => {
    for (const path of ["//evil.com", "/\\evil.com", "\\evil.com"]) {
      expect([path, menuCreate.safeParse({ uni_id: "abc001", name: "X", path }).success]).toEqual([path, false]);
    }
    expect(menuCreate.safeParse({ uni_id: "abc001", name: "X", path: "/projects" }).success).toBe(true);
  });

  it("renders a site path as an in-app link and an https link as an external one", () => {
    expect(linkTarget("/projects/PRJ-0001")).toEqual({ kind: "internal", to: "/projects/PRJ-0001" });
    expect(linkTarget("https://uday.example/x")).toEqual({ kind: "external", href: "https://uday.example/x" });
  });

  it("renders no link at all for anything else, whatever is in the database", () => {
    for (const bad of OFF_SITE) expect([bad, linkTarget(bad)]).toEqual([bad, null]);
  });
});

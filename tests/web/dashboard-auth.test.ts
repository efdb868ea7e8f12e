import { describe, expect, it } from "vitest";
import { namesFields, splitIssues } from "@/dashboard/components/form/server-issues";
import { activeMenu } from "@/dashboard/components/layouts/lib/active-menu";
import { paths } from "@/shared/config/paths";
import { afterLogin } from "@/dashboard/features/auth/lib/login-redirect";
import { loginFailureText, waitText } from "@/dashboard/features/auth/lib/login-failure";
import { ApiError, errorFromBody, parseRetryAfter } from "@/shared/lib/api-error";
import type { Menu } from "@/shared/lib/contract";

describe("where signing in leads", () => {
  it("goes back to the dashboard page the user was sent away from", () => {
    expect(afterLogin("/dashboard/banner/banner-list")).toBe("/dashboard/banner/banner-list");
    expect(afterLogin("/dashboard/banner?x=1")).toBe("/dashboard/banner?x=1");
    expect(afterLogin("/dashboard")).toBe("/dashboard");
  });

  it("goes to the dashboard when nothing, or anything outside it, is asked for", () => {
    for (const from of [null, "", "/", "/projects", "/dashboardx", "//evil.example/dashboard", "https://evil.example/dashboard", "/\\evil.example", "javascript:alert(1)"]) {
      expect(afterLogin(from)).toBe("/dashboard");
    }
  });

  it("builds the login link with the page to return to", () => {
    expect(paths.login("/dashboard/banner?q=a b")).toBe("/login?from=%2Fdashboard%2Fbanner%3Fq%3Da%20b");
    expect(paths.login()).toBe("/login");
  });

  it("builds dashboard links from screen patterns and menu paths", () => {
    expect(paths.dashboard()).toBe("/dashboard");
    expect(paths.dashboard("/")).toBe("/dashboard");
    expect(paths.dashboard("/banner/banner-list")).toBe("/dashboard/banner/banner-list");
    expect(paths.dashboard("projects/projects-list")).toBe("/dashboard/projects/projects-list");
  });
});

describe("what a failed sign-in says", () => {
  it("shows the server's message", () => {
    expect(loginFailureText(new ApiError(401, "Invalid username or password."))).toBe("Invalid username or password.");
  });

  it("adds the wait of a throttled sign-in, from Retry-After", () => {
    const err = errorFromBody(429, { error: { message: "Too many failed sign-in attempts. Please wait and try again." } }, "840");
    expect(loginFailureText(err)).toBe("Too many failed sign-in attempts. Please wait and try again. Try again in 14 minutes.");
    expect(waitText(1)).toBe("1 second");
    expect(waitText(45)).toBe("45 seconds");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(61)).toBe("2 minutes");
  });

  it("says 'Login failed' with the reason when the server fails", () => {
    expect(loginFailureText(new ApiError(503, "The service is temporarily unavailable. Please try again shortly."))).toBe(
      "Login failed. The service is temporarily unavailable. Please try again shortly.",
    );
  });
});

describe("API errors", () => {
  it("reads the API's one error shape, issues included", () => {
    const err = errorFromBody(422, { error: { message: "Title is required", issues: { title: ["Title is required"], status: "Status is required", x: [1] } } }, null);
    expect(err).toMatchObject({ status: 422, message: "Title is required", retryAfter: null });
    expect(err.issues).toEqual({ title: ["Title is required"], status: ["Status is required"] });
    expect(err.hasFieldIssues).toBe(true);
  });

  it("still makes sense of a body that is not the API's", () => {
    const err = errorFromBody(502, "<html>Bad gateway</html>", null);
    expect(err.message).toBe("Request failed (502)");
    expect(err.issues).toEqual({});
  });

  it("turns anything thrown without an answer into a network error", () => {
    const err = ApiError.from(new TypeError("Failed to fetch"));
    expect(err.isNetwork).toBe(true);
    expect(err.message).toBe("Could not reach the server. Check your connection and try again.");
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(parseRetryAfter("120")).toBe(120);
    expect(parseRetryAfter("Wed, 21 Oct 2015 07:28:30 GMT", Date.parse("Wed, 21 Oct 2015 07:28:00 GMT"))).toBe(30);
    expect(parseRetryAfter("soon")).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });

  it("puts a 422's messages on the form's fields and keeps the rest for the error box", () => {
    expect(splitIssues({ title: ["Title is required"], foreignKey: ["No project has this id"] }, ["title", "status"])).toEqual({
      fields: { title: ["Title is required"] },
      other: ["No project has this id"],
    });
  });

  it("treats a 422 and a 403 that names a field (a wrong current password) as the field's, other refusals as the form's", () => {
    const wrong = errorFromBody(403, { error: { message: "That password is not right.", issues: { password: ["That password is not right."] } } }, null);
    expect(namesFields(wrong)).toBe(true);
    expect(namesFields(errorFromBody(422, { error: { message: "Invalid" } }, null))).toBe(true);
    expect(namesFields(errorFromBody(403, { error: { message: "You do not have permission to do this." } }, null))).toBe(false);
    expect(namesFields(errorFromBody(429, { error: { message: "Too many", issues: { password: ["x"] } } }, "60"))).toBe(false);
    expect(namesFields(new Error("x"))).toBe(false);
  });
});

const menu = (uni_id: string, path: string, subs: [string, string][] = []): Menu => ({
  uni_id,
  name: uni_id,
  path,
  icon: "",
  active_icon: "",
  submenus: subs.map(([id, p]) => ({ uni_id: id, name: id, path: p })),
});
const menus = [
  menu("pro001", "/projects", [["pro001a", "/projects/projects-list"], ["pro001b", "/projects/project-count"]]),
  menu("bna002", "/banner", [["bna002a", "/banner/banner-list"]]),
  menu("blo005", "/blogs"),
];

describe("active sidebar menu", () => {
  it("marks the submenu and its menu for the current path", () => {
    expect(activeMenu(menus, "/dashboard/projects/project-count")).toEqual({ menu: "pro001", submenu: "pro001b" });
    expect(activeMenu(menus, "/dashboard/banner/banner-list/")).toEqual({ menu: "bna002", submenu: "bna002a" });
  });

  it("marks the menu alone on its own path and on deeper pages", () => {
    expect(activeMenu(menus, "/dashboard/banner")).toEqual({ menu: "bna002", submenu: null });
    expect(activeMenu(menus, "/dashboard/blogs/BLG-1")).toEqual({ menu: "blo005", submenu: null });
  });

  it("does not confuse a path with a longer one that starts the same", () => {
    expect(activeMenu(menus, "/dashboard/blogs-archive")).toEqual({ menu: null, submenu: null });
    expect(activeMenu(menus, "/dashboard")).toEqual({ menu: null, submenu: null });
  });
});

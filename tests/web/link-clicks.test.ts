import { describe, expect, it } from "vitest";
import { pathToNavigate } from "../../web/shared/lib/link-clicks";
import { hrefOf, isActivePath } from "../../web/shared/lib/router";

const PAGE = new URL("https://uday.example/about?tab=team");
const plain = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({ href: new URL(href, PAGE).href, target: "", download: false, ...extra });

describe("a click on a plain in-site link navigates in the page", () => {
  it("takes the path, query and hash of a link to a page of the site", () => {
    expect(pathToNavigate(plain, link("/projects?category=Ready%20Apartment"), PAGE)).toBe("/projects?category=Ready%20Apartment");
    expect(pathToNavigate(plain, link("/blog/BLG-1#gallery"), PAGE)).toBe("/blog/BLG-1#gallery");
    expect(pathToNavigate(plain, link("https://uday.example/"), PAGE)).toBe("/");
    expect(pathToNavigate(plain, link("/dashboard"), PAGE)).toBe("/dashboard");
  });

  it("leaves the browser a click with another button or a modifier key (new tab, window, download)", () => {
    for (const click of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }]) {
      expect(pathToNavigate({ ...plain, ...click }, link("/projects"), PAGE)).toBeNull();
    }
  });

  it("leaves the browser a click the page handled itself, or one on no link", () => {
    expect(pathToNavigate({ ...plain, defaultPrevented: true }, link("/projects"), PAGE)).toBeNull();
    expect(pathToNavigate(plain, null, PAGE)).toBeNull();
  });

  it("leaves the browser links to another site, another window, a download, or a file the worker serves", () => {
    expect(pathToNavigate(plain, link("https://www.facebook.com/udayproperties"), PAGE)).toBeNull();
    expect(pathToNavigate(plain, link("http://uday.example/about"), PAGE)).toBeNull();
    expect(pathToNavigate(plain, link("/contact", { target: "_blank" }), PAGE)).toBeNull();
    expect(pathToNavigate(plain, link("/contact", { target: "_self" }), PAGE)).toBe("/contact");
    expect(pathToNavigate(plain, link("/im/brochures/tower.pdf", { download: true }), PAGE)).toBeNull();
    for (const file of ["/im/projectImages/a.jpg", "/api/projects", "/assets/index.js", "/robots.txt", "/sitemap.xml", "/language?lang=bn"]) {
      expect([file, pathToNavigate(plain, link(file), PAGE)]).toEqual([file, null]);
    }
  });

  it("leaves the browser a move to an anchor on the same page (the skip link), not one on another page", () => {
    expect(pathToNavigate(plain, link("#main"), PAGE)).toBeNull();
    expect(pathToNavigate(plain, link("/about?tab=team#main"), PAGE)).toBeNull();
    expect(pathToNavigate(plain, link("/about#main"), PAGE)).toBe("/about#main");
  });
});

describe("links of the public components", () => {
  it("write a location as a path with its query and hash", () => {
    expect(hrefOf("/projects")).toBe("/projects");
    expect(hrefOf({ pathname: "/projects", search: "category=Land" })).toBe("/projects?category=Land");
    expect(hrefOf({ pathname: "/blog", search: "?x=1", hash: "top" })).toBe("/blog?x=1#top");
  });

  it("are active as React Router's NavLink is: the path, or one below it unless `end`, ignoring case and a trailing slash", () => {
    expect(isActivePath("/", "/", true)).toBe(true);
    expect(isActivePath("/about", "/", true)).toBe(false);
    expect(isActivePath("/about", "/", false)).toBe(false);
    expect(isActivePath("/projects/PRJ-1", "/projects", false)).toBe(true);
    expect(isActivePath("/projects/PRJ-1", "/projects", true)).toBe(false);
    expect(isActivePath("/projectsX", "/projects", false)).toBe(false);
    expect(isActivePath("/About", "/about", true)).toBe(true);
    expect(isActivePath("/about/", "/about", true)).toBe(true);
    expect(isActivePath("/news-event/N-1", "/news-event/", false)).toBe(true);
  });
});

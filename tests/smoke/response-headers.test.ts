import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_CACHE_CONTROL, type ResponseKind, SECURITY_HEADERS } from "../../worker/lib/response-kinds";
import { startWorkerStack } from "../helpers/worker-stack";

/** Headers that describe one answer's body or timing, not the resource: a 304 may differ in them. */
const PER_ANSWER = new Set(["connection", "keep-alive", "content-length", "content-encoding", "transfer-encoding", "content-range", "date", "server-timing", "cf-cache-status", "age"]);

/** The headers a browser keeps with its copy (all but the per-answer ones), lower-cased names. */
const resourceHeaders = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.has(name.toLowerCase())).map(([n, v]) => [n.toLowerCase(), v]));

/** The security headers of `kind`, as they must appear on the answer, and none of another kind's. */
function expectKind(res: Response, kind: ResponseKind, label: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS[kind])) expect(res.headers.get(name), `${label}: ${name}`).toBe(value);
  const others = Object.values(SECURITY_HEADERS).flatMap((headers) => Object.keys(headers));
  for (const name of others) if (!(name in SECURITY_HEADERS[kind])) expect(res.headers.get(name), `${label}: no ${name}`).toBeNull();
}

/**
 * Every kind of answer the site makes (a page, data from /api, robots.txt and sitemap.xml, an /im
 * file, a static asset), with every status it can answer with, from the real worker in workerd:
 * each carries its kind's security headers (worker/lib/response-kinds.ts), and each 304 the headers
 * of its 200, which the browser merges into its stored copy (RFC 9111 §4.3.4).
 */
describe("the headers of every answer, by what it is", () => {
  let stack: Awaited<ReturnType<typeof startWorkerStack>>;
  let base = "";
  const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: "manual", ...init });

  /** A 200, then the same request with its ETag: a 304 with the 200's own headers. */
  async function expectRevalidates(path: string, kind: ResponseKind, headers: Record<string, string> = {}) {
    const full = await get(path, { headers });
    await full.arrayBuffer();
    expect(full.status, path).toBe(200);
    expectKind(full, kind, `${path} 200`);
    const etag = full.headers.get("etag");
    expect(etag, path).toBeTruthy();
    const again = await get(path, { headers: { ...headers, "If-None-Match": etag! } });
    expect(again.status, path).toBe(304);
    expectKind(again, kind, `${path} 304`);
    expect(resourceHeaders(again), `${path}: the 304 carries its 200's headers`).toEqual(resourceHeaders(full));
    return full;
  }

  beforeAll(async () => {
    stack = await startWorkerStack({ demo: true });
    base = stack.worker.url;
  }, 120_000);
  afterAll(() => stack?.stop());

  it("pages: 200, 304 (from the isolate's copy and on a page fetched gzip), HEAD, an unknown item, a deeper path, redirects and 404", async () => {
    for (const path of ["/", "/about", "/projects", "/contact", "/blog", "/news-event", "/coverage"]) {
      const full = await expectRevalidates(path, "page");
      expect(full.headers.get("cache-control"), path).toBe(PUBLIC_CACHE_CONTROL.page);
      expect(full.headers.get("vary"), path).toMatch(/cookie/i);
      await expectRevalidates(path, "page", { "Accept-Encoding": "gzip" });
    }
    // Served again from the isolate's own copy: the same headers.
    const kept = await get("/about");
    expect(kept.headers.get("server-timing")).toMatch(/store;desc=memory/);
    expectKind(kept, "page", "/about kept");
    expect(kept.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL.page);

    const head = await get("/about", { method: "HEAD" });
    expect(head.status).toBe(200);
    expectKind(head, "page", "HEAD /about");
    expect(resourceHeaders(head)).toEqual(resourceHeaders(kept));
    const headAgain = await get("/about", { method: "HEAD", headers: { "If-None-Match": head.headers.get("etag")! } });
    expect(headAgain.status).toBe(304);
    expectKind(headAgain, "page", "HEAD /about 304");

    for (const [path, status, init] of [
      ["/projects/PRJ-0404", 404, undefined], // an unknown item: its page's not-found text, noindex
      ["/blog/BLG-1/extra", 404, undefined], // a deeper path: the not-found page, noindex
      ["/no-such-page", 404, undefined], // an unknown address: the not-found page, noindex
      ["/CONTACT", 301, undefined], // other capitals: sent to the page's own spelling
      ["/language?lang=bn&next=/about", 303, undefined],
      // A post that is no form (issue 43: /contact takes the forms sent without JavaScript): refused, as a page.
      ["/contact", 415, { method: "POST" }],
      ["/about", 404, { method: "PUT" }],
    ] as const) {
      const res = await get(path, init);
      await res.arrayBuffer();
      expect(res.status, path).toBe(status);
      expectKind(res, "page", `${init?.method ?? "GET"} ${path} ${status}`);
    }
  });

  it("data: /api answers 200, 304, 400, 401, 403 and 404; robots.txt and sitemap.xml 200 and 304", async () => {
    for (const path of ["/api/projects", "/api/banner", "/api/contactInformation", "/robots.txt", "/sitemap.xml"]) {
      const full = await expectRevalidates(path, "data");
      expect(full.headers.get("cache-control"), path).toBe(PUBLIC_CACHE_CONTROL.data);
    }
    const origin = { Origin: base, "Content-Type": "application/json" };
    for (const [path, status, init] of [
      ["/api/nothing-here", 404, undefined],
      ["/api/users", 401, undefined],
      ["/api/auth/login", 400, { method: "POST", headers: origin, body: "{" }],
      ["/api/auth/login", 403, { method: "POST", headers: { ...origin, Origin: "https://evil.example" }, body: "{}" }],
    ] as const) {
      const res = await get(path, init);
      await res.arrayBuffer();
      expect(res.status, `${path}`).toBe(status);
      expectKind(res, "data", `${path} ${status}`);
    }
  });

  it("files at /im: 200, 304, 206, 416, 404 and HEAD", async () => {
    await expectRevalidates("/im/images/logo.png", "file");
    for (const [path, status, headers] of [
      ["/im/images/logo.png", 206, { Range: "bytes=0-3" }],
      ["/im/images/logo.png", 416, { Range: "bytes=500-" }],
      ["/im/images/missing.png", 404, {}],
    ] as const) {
      const res = await get(path, { headers });
      await res.arrayBuffer();
      expect(res.status, path).toBe(status);
      expectKind(res, "file", `${path} ${status}`);
    }
    const head = await get("/im/images/logo.png", { method: "HEAD" });
    expect(head.status).toBe(200);
    expectKind(head, "file", "HEAD /im");
  });

  it("static assets: built files (a style, a script), the dashboard's shell and the login page, 200 and 304 from the assets server", async () => {
    const files = readdirSync(join(import.meta.dirname, "../../dist/client/assets"));
    for (const ext of [".css", ".js"]) {
      const built = await expectRevalidates(`/assets/${files.find((f) => f.endsWith(ext))}`, "build");
      expect(built.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    for (const path of ["/login", "/dashboard", "/dashboard/message/inbox"]) {
      const shell = await expectRevalidates(path, "page", { Accept: "text/html", "Sec-Fetch-Mode": "navigate" });
      expect(shell.headers.get("content-type"), path).toMatch(/^text\/html/);
    }
  });

  it("a built file that is not there (a chunk of the previous deploy): 404, kept by nobody, never the shell", async () => {
    for (const path of ["/assets/project-hero-0ld0ld00.js", "/assets/index-0ld0ld00.css"]) {
      const res = await get(path, { headers: { "Sec-Fetch-Dest": "script", "Sec-Fetch-Mode": "cors" } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(await res.text(), path).not.toContain("<html");
    }
    // The shell's own name is no way around the worker: it is the not-found page.
    expect((await get("/index.html")).status).toBe(404);
  });
});

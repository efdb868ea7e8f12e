import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { readContentVersion } from "../../worker/lib/content-version";
import { SECURITY_HEADERS } from "../../worker/lib/response-kinds";
import type { RenderPage } from "../../worker/env";
import { builtRenderer, createTestApp, type TestApp } from "../helpers/app";
import { form, signedIn } from "../helpers/auth";
import { createMemoryCache } from "../helpers/memory-cache";

const cacheOf = (res: Response) => /cache;desc=([\w-]+)/.exec(res.headers.get("server-timing") ?? "")?.[1];

describe("edge cache of public reads, purged by staff writes", () => {
  let t: TestApp;
  let manager: string;
  const memory = createMemoryCache();
  beforeAll(async () => {
    t = await createTestApp({ cache: memory.cache });
    manager = (await signedIn(t, "Manager")).cookie;
  });
  afterAll(() => t.close());

  const add = (name: string) =>
    t.request("/api/projects/add", {
      method: "POST",
      headers: { Cookie: manager },
      body: form({ name, title: "", status: "Approved", category: "Ready Apartment", location: "Uttara" }),
    });
  const names = async (res: Response) => ((await res.json()) as Array<{ name: string }>).map((p) => p.name);

  it("answers a repeated public read from the cache, saying so in Server-Timing with the database time", async () => {
    expect((await add("First tower")).status).toBe(201);
    const first = await t.request("/api/projects");
    expect(cacheOf(first)).toBe("miss");
    expect(first.headers.get("server-timing")).toMatch(/db;dur=\d+/);
    expect(await names(first)).toEqual(["First tower"]);
    const second = await t.request("/api/projects");
    expect(cacheOf(second)).toBe("hit");
    // From the isolate's own copy, in front of the Cache API.
    expect(second.headers.get("server-timing")).toContain("store;desc=memory");
    expect(await names(second)).toEqual(["First tower"]);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect((await t.request("/api/projects", { headers: { "If-None-Match": first.headers.get("etag")! } })).status).toBe(304);
  });

  it("answers another isolate from the Cache API, without the cache's own status and age headers", async () => {
    const other = await createTestApp({ cache: memory.cache });
    try {
      // One isolate stores the answer in the Cache API; a second one on the same database finds it there.
      await other.request("/api/projects");
      const fresh = createApp({ db: () => createDb(other.dbUrl), bucket: other.bucket, cache: memory.cache, config: other.config, render: builtRenderer });
      const res = await fresh.request("http://localhost/api/projects");
      expect(res.headers.get("server-timing")).toContain("store;desc=cache-api");
      expect(res.headers.has("age")).toBe(false);
      expect(res.headers.has("cf-cache-status")).toBe(false);
      const kept = await fresh.request("http://localhost/api/projects");
      expect(kept.headers.get("server-timing")).toContain("store;desc=memory");
      expect(kept.headers.has("age")).toBe(false);
    } finally {
      await other.close();
    }
  });

  it("answers a page from another isolate's Cache API copy with the page's own headers, and its 304 too", async () => {
    const other = await createTestApp({ cache: memory.cache });
    try {
      const stored = await other.request("/about");
      expect(stored.status).toBe(200);
      const fresh = createApp({ db: () => createDb(other.dbUrl), bucket: other.bucket, cache: memory.cache, config: other.config, render: builtRenderer });
      const res = await fresh.request("http://localhost/about");
      expect(res.headers.get("server-timing")).toContain("store;desc=cache-api");
      for (const r of [res, await fresh.request("http://localhost/about", { headers: { "If-None-Match": res.headers.get("etag")! } })]) {
        for (const [name, value] of Object.entries(SECURITY_HEADERS.page)) expect(r.headers.get(name), name).toBe(value);
        // Not the Cache API's own year-long lifetime, nor a shared-cache lifetime: revalidated at every use.
        expect(r.headers.get("cache-control")).toBe("no-cache");
        expect(r.headers.get("etag")).toBe(stored.headers.get("etag"));
      }
      expect((await fresh.request("http://localhost/about", { headers: { "If-None-Match": res.headers.get("etag")! } })).status).toBe(304);
    } finally {
      await other.close();
    }
  });

  it("keys a public read by the query parameters it reads alone: a random or extra one still hits", async () => {
    await t.request("/api/projects");
    for (const path of [`/api/projects?r=${Math.random()}`, "/api/projects?utm_source=mail"]) {
      expect(cacheOf(await t.request(path)), path).toBe("hit");
    }
    expect(cacheOf(await t.request("/projects?category=Ready+Apartment&search=lake"))).toMatch(/miss|hit/);
    for (const path of ["/projects?search=lake&category=Ready+Apartment", `/projects?category=Ready+Apartment&r=${Math.random()}&search=lake`]) {
      expect(cacheOf(await t.request(path)), path).toBe("hit");
    }
    // A parameter the page reads is another page.
    expect(cacheOf(await t.request("/projects?category=Ready+Apartment&search=tower"))).toBe("miss");
  });

  it("shows a staff write on the very next read: the write bumps the content version in its batch", async () => {
    const before = await readContentVersion(t.db);
    expect((await add("Second tower")).status).toBe(201);
    expect(await readContentVersion(t.db)).toBe(before + 1);
    const res = await t.request("/api/projects");
    expect(cacheOf(res)).toBe("miss");
    expect(await names(res)).toEqual(["Second tower", "First tower"]);
  });

  it("serves a page's last copy when, after a staff write, the new one cannot be made, and the new one once it can", async () => {
    let failing = false;
    const render: RenderPage = (...args) => (failing ? Promise.reject(new Error("renderer down")) : builtRenderer(...args));
    const own = await createTestApp({ cache: createMemoryCache().cache, render });
    try {
      const cookie = (await signedIn(own, "Manager")).cookie;
      const before = await own.request("/projects");
      expect(before.status).toBe(200);
      const added = await own.request("/api/projects/add", {
        method: "POST",
        headers: { Cookie: cookie },
        body: form({ name: "Lakeshore Heights", title: "", status: "Approved", category: "Ready Apartment", location: "Gulshan" }),
      });
      expect(added.status).toBe(201);
      failing = true;
      const stale = await own.request("/projects");
      expect(stale.status).toBe(200);
      expect(cacheOf(stale)).toBe("stale");
      expect(stale.headers.get("etag")).toBe(before.headers.get("etag"));
      expect(stale.headers.get("cache-control")).toBe("no-cache");
      expect(await stale.text()).not.toContain("Lakeshore Heights");
      // A page this isolate never made has no copy to fall back on: it says to try again.
      const unmade = await own.request("/about");
      expect(unmade.status).toBe(503);
      expect(await unmade.text()).toContain("Try again");
      failing = false;
      const fresh = await own.request("/projects");
      expect(fresh.status).toBe(200);
      expect(cacheOf(fresh)).toBe("miss");
      expect(await fresh.text()).toContain("Lakeshore Heights");
    } finally {
      await own.close();
    }
  });

  it("serves a page's last copy while the database is down, even right after a post made the isolate forget the version", async () => {
    let down = false;
    const app = createApp({
      db: () => createDb(down ? "http://127.0.0.1:9" : t.dbUrl),
      bucket: t.bucket,
      cache: createMemoryCache().cache,
      config: t.config,
      render: builtRenderer,
    });
    const kept = await app.request("http://localhost/about");
    expect(kept.status).toBe(200);
    down = true;
    // Any post (here a contact message, refused while the database is down) makes the isolate read the version anew.
    const post = await app.request("http://localhost/api/messages", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Visitor", email: "v@example.com", number: "01711000000", message: "Hello" }),
    });
    expect(post.status).toBe(503);
    const stale = await app.request("http://localhost/about");
    expect(stale.status).toBe(200);
    expect(cacheOf(stale)).toBe("stale");
    expect(stale.headers.get("etag")).toBe(kept.headers.get("etag"));
    // A page never made has nothing to fall back on.
    expect((await app.request("http://localhost/contact")).status).toBe(503);
  });

  it("bumps the version on deletes and on the headline figures too", async () => {
    const list = (await (await t.request("/api/projects")).json()) as Array<{ uniId: string; name: string }>;
    const v0 = await readContentVersion(t.db);
    const del = await t.request(`/api/projects/${list[0]!.uniId}`, { method: "DELETE", headers: { Cookie: manager } });
    expect(del.status).toBe(200);
    expect(await readContentVersion(t.db)).toBe(v0 + 1);
    expect(await names(await t.request("/api/projects"))).toEqual(["First tower"]);
    const totals = await t.request("/api/total-count/1", {
      method: "PATCH",
      headers: { Cookie: manager, "Content-Type": "application/json" },
      body: JSON.stringify({ totalProject: 7 }),
    });
    expect(totals.status).toBe(200);
    expect(await readContentVersion(t.db)).toBe(v0 + 2);
  });

  it("never answers a signed-in staff member from the cache, nor stores what they see", async () => {
    const keys = memory.keys().length;
    const res = await t.request("/api/projects", { headers: { Cookie: manager } });
    expect(cacheOf(res)).toBe("bypass");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(memory.keys().length).toBe(keys);
  });

  it("does not cache failures", async () => {
    const res = await t.request("/api/projects/PRJ-NOPE/details");
    expect(res.status).toBe(404);
    expect(cacheOf(await t.request("/api/projects/PRJ-NOPE/details"))).toBe("miss");
  });
});

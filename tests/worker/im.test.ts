import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentKey } from "../../worker/storage/keys";
import { builtRenderer } from "../helpers/app";
import { createTestBucket } from "../helpers/bucket";
import { createApp } from "../../worker/app";
import { createDb } from "../../worker/db/client";

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(100).fill(7)]);
const video = new Uint8Array(Array.from({ length: 1000 }, (_, i) => i % 251));

describe("/im serves R2 objects", () => {
  let ctx: Awaited<ReturnType<typeof createTestBucket>>;
  let app: ReturnType<typeof createApp>;
  let imageKey = "";
  beforeAll(async () => {
    ctx = await createTestBucket();
    // /im never touches the database; an unreachable one proves it.
    app = createApp({ db: () => createDb("http://127.0.0.1:9"), bucket: ctx.bucket, render: builtRenderer, config: { jwtSecret: "x".repeat(32), secureCookies: false } });
    imageKey = await contentKey("projectImages", png, "png");
    await ctx.bucket.put(imageKey, png, { httpMetadata: { contentType: "image/png" } });
    await ctx.bucket.put("bannerImages/intro.mp4", video, { httpMetadata: { contentType: "video/mp4" } });
    await ctx.bucket.put("projectImages/brochure.pdf", new TextEncoder().encode("%PDF-1.4\n"), {
      httpMetadata: { contentType: "application/pdf" },
      customMetadata: { filename: 'Nilachol "brochure"\r\n.pdf' },
    });
  });
  afterAll(() => ctx.close());

  it("serves an object with its stored type, an ETag, nosniff, a sandbox CSP and a year-long immutable cache", async () => {
    const res = await app.request(`/im/${imageKey}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("etag")).toMatch(/^".+"$/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
  });

  it("answers the original for a missing width variant, with a short cache so a later variant takes over", async () => {
    const variant = imageKey.replace(/\.png$/, ".w480.webp");
    const res = await app.request(`/im/${variant}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
    const stored = new Uint8Array([1, 2, 3]);
    await ctx.bucket.put(variant.replace("w480", "w960"), stored, { httpMetadata: { contentType: "image/webp" } });
    const own = await app.request(`/im/${variant.replace("w480", "w960")}`);
    expect(own.headers.get("content-type")).toBe("image/webp");
    expect(own.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(stored);
    expect((await app.request(`/im/projectImages/${"f".repeat(32)}.w480.webp`)).status).toBe(404);
  });

  it("answers a missing width variant with the next wider one there is: an image stored before the 720 existed", async () => {
    const hash = "e".repeat(32);
    const wide = new Uint8Array([9, 6, 0]);
    await ctx.bucket.put(`projectImages/${hash}.jpg`, png, { httpMetadata: { contentType: "image/jpeg" } });
    await ctx.bucket.put(`projectImages/${hash}.w480.webp`, new Uint8Array([4, 8, 0]), { httpMetadata: { contentType: "image/webp" } });
    await ctx.bucket.put(`projectImages/${hash}.w960.webp`, wide, { httpMetadata: { contentType: "image/webp" } });
    await ctx.bucket.put(`projectImages/${hash}.w1600.webp`, new Uint8Array([1, 6, 0, 0]), { httpMetadata: { contentType: "image/webp" } });
    const res = await app.request(`/im/projectImages/${hash}.w720.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(wide);
    // None wider: the original.
    await ctx.bucket.delete([`projectImages/${hash}.w960.webp`, `projectImages/${hash}.w1600.webp`]);
    expect(new Uint8Array(await (await app.request(`/im/projectImages/${hash}.w720.webp`)).arrayBuffer())).toEqual(png);
  });

  it("gives keys that are not content-addressed a short cache", async () => {
    const res = await app.request("/im/bannerImages/intro.mp4");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers 304 without a body when If-None-Match matches", async () => {
    const first = await app.request(`/im/${imageKey}`);
    const res = await app.request(`/im/${imageKey}`, { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
  });

  it("serves byte ranges with 206 and Content-Range, for video seeking", async () => {
    const res = await app.request("/im/bannerImages/intro.mp4", { headers: { Range: "bytes=100-199" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(video.slice(100, 200));
    const suffix = await app.request("/im/bannerImages/intro.mp4", { headers: { Range: "bytes=-10" } });
    expect(suffix.headers.get("content-range")).toBe("bytes 990-999/1000");
  });

  it("answers 416 for a range past the end", async () => {
    const res = await app.request("/im/bannerImages/intro.mp4", { headers: { Range: "bytes=5000-" } });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe("bytes */1000");
  });

  it("sends PDFs as attachments with a sanitised filename", async () => {
    const res = await app.request("/im/projectImages/brochure.pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Nilachol__brochure___.pdf"');
  });

  it("answers 404 for a missing key and an unknown folder", async () => {
    expect((await app.request("/im/projectImages/missing.jpg")).status).toBe(404);
    expect((await app.request("/im/secrets/x.jpg")).status).toBe(404);
  });

  it.each([
    "/im/projectImages/..%2F..%2Fwrangler.toml",
    "/im/projectImages/%2e%2e",
    "/im/cnbDetailsImage/%2e%2e%2f%2e%2e%2fmigrations",
    "/im/projectImages/.hidden",
    "/im/projectImages/a%00.jpg",
    "/im/projectImages/a/b.jpg",
    "/im/projectImages",
  ])("refuses the traversal attempt %s", async (path) => {
    const res = await app.request(path);
    expect([400, 404]).toContain(res.status);
    expect(res.headers.get("content-type") ?? "").not.toContain("image");
  });
});

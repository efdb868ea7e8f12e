import { Hono } from "hono";
import type { AppEnv } from "../env";
import { isImmutableKey, keyFromPath } from "../storage/keys";
import { parseRange } from "../storage/range";

const SAFE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  // Uploaded files are data, never documents that run: no scripts, no plugins, no same-origin.
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cross-Origin-Resource-Policy": "same-origin",
};

function notFound() {
  return new Response("Not found", { status: 404, headers: { ...SAFE_HEADERS, "Content-Type": "text/plain" } });
}

function objectHeaders(obj: R2Object, key: string): Headers {
  const h = new Headers(SAFE_HEADERS);
  h.set("Content-Type", obj.httpMetadata?.contentType ?? "application/octet-stream");
  h.set("ETag", obj.httpEtag);
  h.set("Accept-Ranges", "bytes");
  h.set("Cache-Control", isImmutableKey(key) ? "public, max-age=31536000, immutable" : "public, max-age=3600");
  if (h.get("Content-Type") === "application/pdf") {
    const name = (obj.customMetadata?.filename ?? "document.pdf").replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 100);
    h.set("Content-Disposition", `attachment; filename="${name}"`);
  }
  return h;
}

/** R2 objects at /im/{folder}/{file}: ETag/304, single Range, long cache for content-addressed keys. */
export const im = new Hono<AppEnv>().on(["GET", "HEAD"], "/:folder/:file", async (c) => {
  const key = keyFromPath(c.req.param("folder"), c.req.param("file"));
  if (!key) return notFound();
  const bucket = c.var.bucket;
  const head = await bucket.head(key);
  if (!head) return notFound();
  const headers = objectHeaders(head, key);

  const inm = c.req.header("If-None-Match");
  if (inm && inm.split(",").some((t) => t.trim().replace(/^W\//, "") === head.httpEtag)) {
    return new Response(null, { status: 304, headers });
  }
  const range = parseRange(c.req.header("Range") ?? null, head.size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${head.size}`);
    return new Response(null, { status: 416, headers });
  }
  if (c.req.method === "HEAD") {
    headers.set("Content-Length", String(head.size));
    return new Response(null, { status: 200, headers });
  }
  const obj = await bucket.get(key, range ? { range } : undefined);
  if (!obj) return notFound();
  if (range) {
    headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
    headers.set("Content-Length", String(range.length));
    return new Response(obj.body, { status: 206, headers });
  }
  headers.set("Content-Length", String(head.size));
  return new Response(obj.body, { status: 200, headers });
});

import { Hono } from "hono";
import type { AppEnv } from "../env";
import { parseVariantFile } from "../contract/image-variants";
import { isImmutableKey, keyFromPath } from "../storage/keys";
import { parseRange } from "../storage/range";

// Its security headers (a sandbox: uploaded files never run) are set on every answer by
// app.ts (`securityHeaders`), from lib/response-kinds.ts.
function notFound() {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
}

function objectHeaders(obj: R2Object, key: string): Headers {
  const h = new Headers();
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
  let key = keyFromPath(c.req.param("folder"), c.req.param("file"));
  if (!key) return notFound();
  const bucket = c.var.bucket;
  const found = await findObject(bucket, key);
  if (!found) return notFound();
  const { head, fallback } = found;
  key = found.key;
  const headers = objectHeaders(head, key);
  // The original stands in for a missing variant; cached briefly, so a variant made later takes over.
  if (fallback) headers.set("Cache-Control", "public, max-age=3600");

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

/**
 * The object at `key`; for a missing width variant ({hash}.w720.webp) the next wider variant there is
 * (an image stored before that width existed has its 960), else its original, marked as a fallback.
 */
async function findObject(bucket: R2Bucket, key: string): Promise<{ key: string; head: R2Object; fallback: boolean } | null> {
  const head = await bucket.head(key);
  if (head) return { key, head, fallback: false };
  const slash = key.indexOf("/");
  const variant = parseVariantFile(key.slice(slash + 1));
  if (!variant) return null;
  const prefix = `${key.slice(0, slash)}/${variant.hash}.`;
  const listed = await bucket.list({ prefix, limit: 10 });
  const wider = listed.objects
    .map((o) => ({ key: o.key, width: parseVariantFile(o.key.slice(slash + 1))?.width }))
    .filter((o): o is { key: string; width: number } => o.width !== undefined && o.width > variant.width)
    .sort((a, b) => a.width - b.width)[0];
  const original = wider ?? listed.objects.find((o) => !parseVariantFile(o.key.slice(slash + 1)));
  const originalHead = original && (await bucket.head(original.key));
  return originalHead ? { key: originalHead.key, head: originalHead, fallback: true } : null;
}

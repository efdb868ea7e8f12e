/**
 * The isolate's own copy of the public answers it served lately, in front of the Cache API: a hit
 * here costs a map lookup, where the Cache API costs a read of the whole body (on Cloudflare from the
 * colo's cache, under `wrangler dev` from miniflare's storage) every time. Entries are plain bytes and
 * strings, never a stream or a promise (the runtime rule on module state). One entry per read (`url`:
 * its URL as the cache keys it, without the content version), tagged with its full key (URL +
 * content version + build, as the Cache API keys it): a staff write is seen as soon as this isolate
 * reads the new version, since the old key no longer matches, yet the old answer stays at hand until
 * the new one replaces it, to serve while the new one cannot be made (`last`: stale-if-error, RFC 5861).
 * Bounded by count and bytes, least recently used out first.
 */
export type Kept = {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  /** `headers` with the gzip body's Content-Encoding and Vary, listed once when kept rather than on every hit. */
  gzipHeaders?: [string, string][];
  /**
   * The same two lists as Headers, made once: a response made from a Headers object copies its list
   * inside the runtime, where one made from arrays converts every name and value from JavaScript
   * again (a third of a hit's CPU was the Response constructor). Copied, never handed out or changed.
   */
  made?: { plain: Headers; gzip?: Headers };
};

const MAX_ENTRIES = 200;
const MAX_BYTES = 16 * 1024 * 1024;

export function createResponseMemory(maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES) {
  const entries = new Map<string, { key: string; version: number; kept: Kept }>();
  let bytes = 0;

  function drop(url: string) {
    const e = entries.get(url);
    if (!e) return;
    bytes -= weight(e.kept);
    entries.delete(url);
  }

  /** The entry of `url`, now the most recently used (the least recently used goes first when full). */
  function use(url: string) {
    const e = entries.get(url);
    if (e) {
      entries.delete(url);
      entries.set(url, e);
    }
    return e;
  }

  return {
    /** The answer kept for `url` under `key`, compressed already for a client that accepts gzip (`acceptEncoding`). */
    get(url: string, key: string, acceptEncoding: string | undefined = undefined): Response | null {
      const e = entries.get(url);
      return e?.key === key ? answer(use(url)!.kept, acceptEncoding) : null;
    },
    /**
     * The newest answer kept for `url` whatever its key: served when the current one cannot be made,
     * unless `usable` (given its key and version) refuses it.
     */
    last(url: string, acceptEncoding: string | undefined = undefined, usable?: (key: string, version: number) => boolean): Response | null {
      const e = entries.get(url);
      if (!e || (usable && !usable(e.key, e.version))) return null;
      return answer(use(url)!.kept, acceptEncoding);
    },
    set(url: string, key: string, version: number, kept: Kept) {
      // A slower request that read an older version must not replace a newer answer; nor is one too big worth the room.
      if ((entries.get(url)?.version ?? -1) > version || weight(kept) > maxBytes / 4) return;
      drop(url);
      entries.set(url, { key, version, kept });
      bytes += weight(kept);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

export type ResponseMemory = ReturnType<typeof createResponseMemory>;

const weight = (e: Kept) => e.body.byteLength + (e.gzip?.byteLength ?? 0);

/**
 * A kept answer as a response. To a client that accepts gzip, the bytes compressed when it was kept,
 * sent as they are (`encodeBody: "manual"`, workerd): the runtime would otherwise compress the whole
 * page again on every hit, which cost the home page (150 KB of markup) over half its throughput.
 */
export function answer(e: Kept, acceptEncoding?: string): Response {
  const made = (e.made ??= { plain: new Headers(e.headers), gzip: e.gzip ? new Headers(e.gzipHeaders ?? withGzip(e.headers)) : undefined });
  if (e.gzip && made.gzip && acceptsGzip(acceptEncoding)) {
    return new Response(e.gzip, { status: e.status, headers: made.gzip, encodeBody: "manual" } as ResponseInit);
  }
  // The bytes are copied into the response (Fetch: a body from a buffer is a copy), so the kept ones stay whole.
  return new Response(e.body, { status: e.status, headers: made.plain });
}

const acceptsGzip = (value: string | undefined) => !!value && /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+)?\s*(,|$)/i.test(value);

/** Text worth compressing: pages, JSON, XML and plain text (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/i;
const MIN_GZIP_BYTES = 1024;

async function gzip(body: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A strong ETag of these bytes: their SHA-1 in hex, quoted. */
export async function etagOf(body: BufferSource): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", body));
  return `"${Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("")}"`;
}

/** A response's status, headers and bytes, read once; `ETag` added (a SHA-1 of the bytes, as hono/etag makes it) if missing. */
export async function keep(res: Response, drop: string[] = []): Promise<Kept> {
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  for (const name of drop) headers.delete(name);
  if (!headers.has("ETag")) headers.set("ETag", await etagOf(body));
  const compress = COMPRESSIBLE.test(headers.get("Content-Type") ?? "") && !headers.has("Content-Encoding") && body.byteLength >= MIN_GZIP_BYTES;
  const list = [...headers];
  if (!compress) return { status: res.status, headers: list, body };
  return { status: res.status, headers: list, body, gzip: await gzip(body), gzipHeaders: withGzip(list) };
}

function withGzip(list: [string, string][]): [string, string][] {
  const headers = new Headers(list);
  headers.set("Content-Encoding", "gzip");
  headers.append("Vary", "Accept-Encoding");
  return [...headers];
}

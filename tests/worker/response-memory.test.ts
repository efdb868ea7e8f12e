import { describe, expect, it } from "vitest";
import { answer, createResponseMemory, keep } from "../../worker/lib/response-memory";

const entry = async (text: string, headers: Record<string, string> = {}) =>
  keep(new Response(text, { status: 200, headers: { "Content-Type": "text/plain", ...headers } }));

describe("the isolate's copies of public answers", () => {
  it("keeps status, headers and bytes, and adds the SHA-1 ETag hono/etag would compute", async () => {
    const kept = await entry("hello");
    expect(kept.status).toBe(200);
    // sha1("hello")
    expect(new Headers(kept.headers).get("etag")).toBe('"aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d"');
    expect(new Headers((await entry("x", { ETag: '"own"' })).headers).get("etag")).toBe('"own"');
    const dropped = await keep(new Response("x", { headers: { "Cache-Control": "public, max-age=3600" } }), ["Cache-Control"]);
    expect(new Headers(dropped.headers).has("cache-control")).toBe(false);
  });

  it("answers a kept key with a fresh response each time, whose body can be read again and again", async () => {
    const memory = createResponseMemory();
    memory.set("/a", "/a?v=1", 1, await entry("page A"));
    expect(await memory.get("/a", "/a?v=1")!.text()).toBe("page A");
    expect(await memory.get("/a", "/a?v=1")!.text()).toBe("page A");
    expect(memory.get("/a", "/a?v=1")!.headers.get("content-type")).toBe("text/plain");
    expect(memory.get("/b", "/b?v=1")).toBeNull();
  });

  it("stops answering a read under an older version's key, but keeps its last answer to serve when no new one can be made", async () => {
    const memory = createResponseMemory();
    memory.set("/a", "/a?v=1", 1, await entry("old A"));
    memory.set("/b", "/b?v=1", 1, await entry("old B"));
    // A write made version 2: no read of version 2 finds a copy of version 1.
    expect(memory.get("/a", "/a?v=2")).toBeNull();
    expect(await memory.last("/a")!.text()).toBe("old A");
    memory.set("/a", "/a?v=2", 2, await entry("new A"));
    expect(await memory.get("/a", "/a?v=2")!.text()).toBe("new A");
    expect(memory.get("/a", "/a?v=1")).toBeNull();
    // The new answer replaced the old: one copy of each read.
    expect(await memory.last("/a")!.text()).toBe("new A");
    expect(await memory.last("/b")!.text()).toBe("old B");
    expect(memory.size).toBe(2);
    expect(memory.last("/c")).toBeNull();
    // A slow request that read version 1 before the write must not bring it back.
    memory.set("/a", "/a?v=1", 1, await entry("late"));
    expect(await memory.last("/a")!.text()).toBe("new A");
  });

  it("drops the least recently used copies past its count or byte bound", async () => {
    const memory = createResponseMemory(2, 1000);
    memory.set("/a", "/a", 1, await entry("A"));
    memory.set("/b", "/b", 1, await entry("B"));
    memory.get("/a", "/a"); // used: /b is now the oldest
    memory.set("/c", "/c", 1, await entry("C"));
    expect(memory.get("/b", "/b")).toBeNull();
    expect(await memory.get("/a", "/a")!.text()).toBe("A");
    const bytes = createResponseMemory(10, 1000);
    bytes.set("/x", "/x", 1, await entry("x".repeat(200)));
    bytes.set("/y", "/y", 1, await entry("y".repeat(200)));
    // Over a quarter of the bound: not worth the room.
    bytes.set("/big", "/big", 1, await entry("z".repeat(300)));
    expect(bytes.last("/big")).toBeNull();
    for (const k of ["/p", "/q", "/r", "/s"]) bytes.set(k, k, 1, await entry("p".repeat(200)));
    // Six copies of 200 bytes would pass the 1000: the oldest goes.
    expect(bytes.last("/x")).toBeNull();
    expect(bytes.size).toBe(5);
  });
});

describe("a kept answer on the wire", () => {
  const page = "<p>" + "Uttara, Dhaka. ".repeat(200) + "</p>";
  const html = () => keep(new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8" } }));

  it("sends the gzip bytes made once to a client that takes gzip, and they unpack to the page", async () => {
    const kept = await html();
    const res = answer(kept, "gzip, deflate, br");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(page.length / 4);
    expect(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text()).toBe(page);
    // The kept bytes are still whole for the next client.
    expect(await answer(kept, "").text()).toBe(page);
  });

  it("sends the plain page to a client that does not take gzip, or refuses it with q=0", async () => {
    const kept = await html();
    for (const accept of [undefined, "", "br", "identity", "gzip;q=0", "x-gzip2"]) {
      const res = answer(kept, accept);
      expect(res.headers.has("content-encoding"), String(accept)).toBe(false);
      expect(await res.text()).toBe(page);
    }
    expect(answer(kept, "br, gzip;q=0.5").headers.get("content-encoding")).toBe("gzip");
  });

  it("does not compress small answers or images", async () => {
    expect((await keep(new Response("[]", { headers: { "Content-Type": "application/json" } }))).gzip).toBeUndefined();
    const image = new Uint8Array(4096).fill(7);
    expect((await keep(new Response(image, { headers: { "Content-Type": "image/webp" } }))).gzip).toBeUndefined();
  });
});

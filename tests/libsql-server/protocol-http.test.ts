// Wire-level conformance of the Hrana-over-HTTP v2 JSON endpoint, checked with
// raw HTTP requests: routing, request validation, streams and batons.
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openHttp } from "@libsql/hrana-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLibsqlServer, type LibsqlServer } from "../../scripts/libsql-server/server.js";

let dir: string;
let server: LibsqlServer;

// Response shapes vary per test; each assertion pins the shape it cares about.
type Json = any;

async function post(body: unknown, init: { contentType?: string; url?: string } = {}): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${init.url ?? server.url}/v2/pipeline`, {
    method: "POST",
    headers: { "content-type": init.contentType ?? "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  expect(res.headers.get("content-type")).toBe("application/json");
  return { status: res.status, json: await res.json() };
}

const sql = (text: string, extra: object = {}) => ({ type: "execute", stmt: { sql: text, ...extra } });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "libsql-server-http-"));
  server = await startLibsqlServer({ file: join(dir, "test.db"), port: 0 });
  await post({ requests: [sql("CREATE TABLE kv (k TEXT PRIMARY KEY, v)")] });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("routing and validation", () => {
  it("answers version probes: GET /v2 is 200, /v3 and /v3-protobuf are 404", async () => {
    expect((await fetch(`${server.url}/v2`)).status).toBe(200);
    expect((await fetch(`${server.url}/v3`)).status).toBe(404);
    expect((await fetch(`${server.url}/v3-protobuf`)).status).toBe(404);
  });

  it("lets a client that probes for protocol v3 settle on v2 JSON", async () => {
    const hrana = openHttp(server.url, undefined, undefined, undefined, 3);
    expect(await hrana.getVersion()).toBe(2);
    const stream = hrana.openStream();
    const row = await stream.queryValue("SELECT 40 + 2");
    expect(row.value).toBe(42);
    stream.close();
    hrana.close();
  });

  it("returns 404 JSON for any other path or method", async () => {
    for (const [method, path] of [["GET", "/"], ["GET", "/v2/pipeline"], ["POST", "/v3/pipeline"], ["POST", "/v2/cursor"], ["DELETE", "/v2"]] as const) {
      const res = await fetch(`${server.url}${path}`, { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: "Not found" });
    }
  });

  it("rejects malformed JSON with 400 and keeps serving", async () => {
    expect((await post("{not json")).status).toBe(400);
    expect((await post({ requests: [sql("SELECT 1")] })).status).toBe(200);
  });

  it("rejects a malformed pipeline with 400 before executing any of it", async () => {
    const bad = [
      { requests: "nope" },
      { requests: [{ type: "explode" }] },
      { requests: [sql("SELECT ?", { args: [{ type: "integer", value: "12x" }] })] },
      { requests: [{ type: "execute", stmt: { args: [] } }] },
      { requests: [{ type: "batch", batch: { steps: [{ condition: { type: "ok", step: 0 }, stmt: { sql: "SELECT 1" } }] } }] },
    ];
    for (const body of bad) expect((await post(body)).status).toBe(400);
    const mixed = await post({ requests: [sql("INSERT INTO kv VALUES ('never', 1)"), { type: "bogus" }] });
    expect(mixed.status).toBe(400);
    const check = await post({ requests: [sql("SELECT count(*) FROM kv WHERE k = 'never'")] });
    expect(check.json.results[0].response.result.rows[0][0]).toEqual({ type: "integer", value: "0" });
  });

  it("rejects bodies over the size cap with 413", async () => {
    const small = await startLibsqlServer({ file: join(dir, "small.db"), port: 0, maxBodyBytes: 1024 });
    try {
      const res = await post({ requests: [sql(`SELECT '${"x".repeat(2000)}'`)] }, { url: small.url });
      expect(res.status).toBe(413);
      expect((await post({ requests: [sql("SELECT 1")] }, { url: small.url })).status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it("only accepts application/json bodies (no simple cross-site POSTs)", async () => {
    const res = await fetch(`${server.url}/v2/pipeline`, { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" });
    expect(res.status).toBe(415);
  });

  it("refuses requests whose Host header is not loopback (DNS rebinding)", async () => {
    const { port } = new URL(server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: "/v2", headers: { host: "evil.example:80" } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(403);
  });

  it("refuses to listen on a non-loopback host or an in-memory database", async () => {
    await expect(startLibsqlServer({ file: join(dir, "x.db"), host: "0.0.0.0" })).rejects.toThrow(/non-loopback/);
    await expect(startLibsqlServer({ file: ":memory:" })).rejects.toThrow(/file path/);
  });
});

describe("streams and batons", () => {
  it("hands out a new baton with every response and rejects reused or unknown batons", async () => {
    const first = await post({ requests: [sql("SELECT 1")] });
    const baton1: string = first.json.baton;
    expect(typeof baton1).toBe("string");
    const second = await post({ baton: baton1, requests: [sql("SELECT 2")] });
    expect(second.json.baton).not.toBe(baton1);
    const replay = await post({ baton: baton1, requests: [sql("SELECT 3")] });
    expect(replay.status).toBe(400);
    expect(replay.json.code).toBe("STREAM_EXPIRED");
    expect((await post({ baton: "made-up", requests: [] })).status).toBe(400);
    await post({ baton: second.json.baton, requests: [{ type: "close" }] });
  });

  it("returns a null baton once the stream is closed, and errors for requests after close", async () => {
    const res = await post({ requests: [sql("SELECT 1"), { type: "close" }, sql("SELECT 2")] });
    expect(res.json.baton).toBeNull();
    expect(res.json.results.map((r: Json) => r.type)).toEqual(["ok", "ok", "error"]);
    expect(res.json.results[1].response).toEqual({ type: "close" });
  });

  it("keeps one connection per stream, so a transaction spans requests", async () => {
    const begin = await post({ requests: [sql("BEGIN"), sql("INSERT INTO kv VALUES ('tx', 1)"), { type: "get_autocommit" }] });
    expect(begin.json.results[2].response).toEqual({ type: "get_autocommit", is_autocommit: false });
    const rollback = await post({ baton: begin.json.baton, requests: [sql("ROLLBACK"), { type: "get_autocommit" }, { type: "close" }] });
    expect(rollback.json.results[1].response.is_autocommit).toBe(true);
    const check = await post({ requests: [sql("SELECT count(*) FROM kv WHERE k = 'tx'"), { type: "close" }] });
    expect(check.json.results[0].response.result.rows[0][0].value).toBe("0");
  });
});

// With an auth token the endpoint is as closed as Turso: only a client holding the token gets in.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client/web";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLibsqlServer, type LibsqlServer } from "../../scripts/libsql-server/server.js";

const TOKEN = "local-token-0123456789abcdef";
let dir: string;
let server: LibsqlServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "libsql-server-token-"));
  server = await startLibsqlServer({ file: join(dir, "test.db"), port: 0, authToken: TOKEN });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const pipeline = (authorization?: string) =>
  fetch(`${server.url}/v2/pipeline`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
    body: JSON.stringify({ baton: null, requests: [{ type: "execute", stmt: { sql: "select 1" } }] }),
  });

describe("an endpoint started with an auth token", () => {
  it("refuses requests without the token, or with another one, with 401", async () => {
    for (const header of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, "Bearer "]) {
      const res = await pipeline(header);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "A valid bearer token is required", code: "UNAUTHORIZED" });
    }
  });

  it("serves the official client that holds the token, and fails the one that does not", async () => {
    const good = createClient({ url: server.url, authToken: TOKEN });
    expect((await good.execute("select 'in' as v")).rows[0]!.v).toBe("in");
    good.close();
    const bad = createClient({ url: server.url, authToken: "wrong-token-0123456789abcdef" });
    await expect(bad.execute("select 1")).rejects.toThrow(/401|token/i);
    bad.close();
  });

  it("refuses to start with a token too short to be a secret", async () => {
    await expect(startLibsqlServer({ file: join(dir, "short.db"), port: 0, authToken: "short" })).rejects.toThrow(/at least 16/);
  });
});

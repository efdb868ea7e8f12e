// Wire-level conformance of the Hrana-over-HTTP v2 JSON requests: result
// encoding, errors, batch conditions, stored SQL, sequence, describe.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
  dir = mkdtempSync(join(tmpdir(), "libsql-server-req-"));
  server = await startLibsqlServer({ file: join(dir, "test.db"), port: 0 });
  await post({ requests: [sql("CREATE TABLE kv (k TEXT PRIMARY KEY, v)")] });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("requests", () => {
  it("encodes results the way the client decodes them", async () => {
    const res = await post({
      requests: [
        sql("INSERT INTO kv VALUES (?, ?)", { args: [{ type: "text", value: "big" }, { type: "integer", value: "9223372036854775807" }] }),
        sql("SELECT k, v, 1.5 AS f, NULL AS n, x'00ff' AS b FROM kv WHERE k = 'big'"),
        { type: "close" },
      ],
    });
    const [ins, sel] = res.json.results;
    expect(ins.response.result).toMatchObject({ cols: [], rows: [], affected_row_count: 1 });
    expect(typeof ins.response.result.last_insert_rowid).toBe("string");
    expect(sel.response.result.cols).toEqual([
      { name: "k", decltype: "TEXT" },
      { name: "v", decltype: null },
      { name: "f", decltype: null },
      { name: "n", decltype: null },
      { name: "b", decltype: null },
    ]);
    expect(sel.response.result.rows[0]).toEqual([
      { type: "text", value: "big" },
      { type: "integer", value: "9223372036854775807" },
      { type: "float", value: 1.5 },
      { type: "null" },
      { type: "blob", base64: "AP8=" },
    ]);
    expect(sel.response.result.last_insert_rowid).toBeNull();
  });

  it("turns SQL errors into error results and runs the rest of the pipeline", async () => {
    const res = await post({ requests: [sql("SELECT * FROM missing"), sql("SELECT 1"), { type: "close" }] });
    expect(res.json.results[0]).toEqual({ type: "error", error: { message: "SQLite error: no such table: missing", code: "SQLITE_ERROR" } });
    expect(res.json.results[1].type).toBe("ok");
  });

  it("rejects positional and named args together, like sqld", async () => {
    const stmt = { args: [{ type: "integer", value: "1" }], named_args: [{ name: "a", value: { type: "null" } }] };
    const res = await post({ requests: [sql("SELECT ?, :a", stmt), { type: "close" }] });
    expect(res.json.results[0].error.code).toBe("ARGS_BOTH_POSITIONAL_AND_NAMED");
  });

  it("evaluates batch conditions ok, error, not, and, or, is_autocommit", async () => {
    const step = (s: string, condition?: object) => ({ stmt: { sql: s }, ...(condition ? { condition } : {}) });
    const res = await post({
      requests: [
        {
          type: "batch",
          batch: {
            steps: [
              step("SELECT 1"), // 0 ok
              step("SELECT nope"), // 1 error
              step("SELECT 'ok0'", { type: "ok", step: 0 }), // 2 runs
              step("SELECT 'ok1'", { type: "ok", step: 1 }), // 3 skipped
              step("SELECT 'err1'", { type: "error", step: 1 }), // 4 runs
              step("SELECT 'not'", { type: "not", cond: { type: "error", step: 0 } }), // 5 runs
              step("SELECT 'and'", { type: "and", conds: [{ type: "ok", step: 0 }, { type: "ok", step: 1 }] }), // 6 skipped
              step("SELECT 'or'", { type: "or", conds: [{ type: "ok", step: 1 }, { type: "ok", step: 0 }] }), // 7 runs
              step("SELECT 'auto'", { type: "is_autocommit" }), // 8 runs
              step("BEGIN"), // 9
              step("SELECT 'auto2'", { type: "is_autocommit" }), // 10 skipped
              step("ROLLBACK"), // 11
            ],
          },
        },
        { type: "close" },
      ],
    });
    const { step_results, step_errors } = res.json.results[0].response.result;
    const ran = step_results.map((r: Json) => r !== null);
    expect(ran).toEqual([true, false, true, false, true, true, false, true, true, true, false, true]);
    expect(step_errors.map((e: Json) => e !== null)).toEqual([false, true, false, false, false, false, false, false, false, false, false, false]);
  });

  it("executes stored SQL by sql_id and reports unknown ids as errors", async () => {
    const res = await post({
      requests: [
        { type: "store_sql", sql_id: 7, sql: "SELECT ? * 2" },
        { type: "execute", stmt: { sql_id: 7, args: [{ type: "integer", value: "21" }] } },
        { type: "batch", batch: { steps: [{ stmt: { sql_id: 7, args: [{ type: "integer", value: "5" }] } }] } },
        { type: "close_sql", sql_id: 7 },
        { type: "execute", stmt: { sql_id: 7 } },
        { type: "close" },
      ],
    });
    const [store, exec, batch, closeSql, missing] = res.json.results;
    expect(store.response).toEqual({ type: "store_sql" });
    expect(exec.response.result.rows[0][0].value).toBe("42");
    expect(batch.response.result.step_results[0].rows[0][0].value).toBe("10");
    expect(closeSql.response).toEqual({ type: "close_sql" });
    expect(missing).toMatchObject({ type: "error", error: { code: "SQL_NOT_FOUND" } });
  });

  it("runs sequences, stopping at the first failing statement", async () => {
    const res = await post({
      requests: [
        { type: "sequence", sql: "INSERT INTO kv VALUES ('s1', 1); INSERT INTO nope VALUES (1); INSERT INTO kv VALUES ('s2', 2);" },
        sql("SELECT group_concat(k) FROM kv WHERE k LIKE 's_'"),
        { type: "close" },
      ],
    });
    expect(res.json.results[0].type).toBe("error");
    expect(res.json.results[1].response.result.rows[0][0].value).toBe("s1");
  });

  it("describes statements: params, columns, explain and read-only flags", async () => {
    const res = await post({
      requests: [
        { type: "describe", sql: "SELECT k AS key, v FROM kv WHERE k = :k OR v = ?5" },
        { type: "describe", sql: "INSERT INTO kv VALUES (@a, $b)" },
        { type: "describe", sql: "EXPLAIN SELECT 1" },
        { type: "close" },
      ],
    });
    const [select, insert, explain] = res.json.results.map((r: Json) => r.response.result);
    expect(select).toEqual({
      params: [{ name: ":k" }, { name: null }, { name: null }, { name: null }, { name: "?5" }],
      cols: [{ name: "key", decltype: "TEXT" }, { name: "v", decltype: null }],
      is_explain: false,
      is_readonly: true,
    });
    expect(insert).toMatchObject({ params: [{ name: "@a" }, { name: "$b" }], cols: [], is_readonly: false });
    expect(explain).toMatchObject({ is_explain: true, is_readonly: true });
  });

  it("refuses writes inside BEGIN TRANSACTION READONLY and allows them after it ends", async () => {
    const res = await post({
      requests: [
        sql("BEGIN TRANSACTION READONLY"),
        sql("INSERT INTO kv VALUES ('ro', 1)"),
        sql("COMMIT"),
        sql("INSERT INTO kv VALUES ('rw', 1)"),
        { type: "close" },
      ],
    });
    expect(res.json.results.map((r: Json) => r.type)).toEqual(["ok", "error", "ok", "ok", "ok"]);
    expect(res.json.results[1].error.code).toBe("SQLITE_READONLY");
  });
});

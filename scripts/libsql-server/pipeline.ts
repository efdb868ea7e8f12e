// Executes the requests of one pipeline on its stream, in order. Each request
// gets its own result; a failing request does not stop the following ones,
// exactly as sqld behaves.
import { errorBody, StmtError, toStmtError } from "./errors.js";
import { describeStmt, executeStmt, type DescribeResult, type StmtResult } from "./execute.js";
import type { BatchCond, BatchStep, SqlRef, StreamRequest } from "./protocol.js";
import type { Stream, StreamRegistry } from "./streams.js";

type ErrorBody = { message: string; code: string };

type StreamResponse =
  | { type: "close" | "sequence" | "store_sql" | "close_sql" }
  | { type: "execute"; result: StmtResult }
  | { type: "batch"; result: { step_results: (StmtResult | null)[]; step_errors: (ErrorBody | null)[] } }
  | { type: "describe"; result: DescribeResult }
  | { type: "get_autocommit"; is_autocommit: boolean };

export type StreamResult = { type: "ok"; response: StreamResponse } | { type: "error"; error: ErrorBody };

// Same limit as sqld, so code relying on more stored SQL fails locally too.
const MAX_STORED_SQL = 150;

function resolveSql(stream: Stream, ref: SqlRef): string {
  if (ref.sql !== undefined) return ref.sql;
  const sql = stream.sqls.get(ref.sqlId as number);
  if (sql === undefined) throw new StmtError(`SQL text with id ${String(ref.sqlId)} was not found`, "SQL_NOT_FOUND");
  return sql;
}

function runBatch(stream: Stream, steps: BatchStep[]): StreamResponse {
  const results: (StmtResult | null)[] = [];
  const errors: (ErrorBody | null)[] = [];
  const holds = (cond: BatchCond): boolean => {
    switch (cond.type) {
      case "ok":
        return results[cond.step] != null;
      case "error":
        return errors[cond.step] != null;
      case "not":
        return !holds(cond.cond);
      case "and":
        return cond.conds.every(holds);
      case "or":
        return cond.conds.some(holds);
      case "is_autocommit":
        return stream.conn.isAutocommit;
    }
  };
  for (const step of steps) {
    // A skipped step has neither a result nor an error.
    if (step.condition && !holds(step.condition)) {
      results.push(null);
      errors.push(null);
      continue;
    }
    try {
      results.push(executeStmt(stream.conn, resolveSql(stream, step.stmt), step.stmt));
      errors.push(null);
    } catch (e) {
      results.push(null);
      errors.push(errorBody(toStmtError(e)));
    }
  }
  return { type: "batch", result: { step_results: results, step_errors: errors } };
}

function runRequest(registry: StreamRegistry, stream: Stream, req: StreamRequest): StreamResponse {
  switch (req.type) {
    case "close":
      registry.close(stream);
      return { type: "close" };
    case "execute":
      return { type: "execute", result: executeStmt(stream.conn, resolveSql(stream, req.stmt), req.stmt) };
    case "batch":
      return runBatch(stream, req.steps);
    case "sequence":
      // exec() runs every statement in order and stops at the first error,
      // leaving the earlier ones applied, like sqld's sequence.
      stream.conn.syncReadOnly(undefined);
      stream.conn.db.exec(resolveSql(stream, req));
      return { type: "sequence" };
    case "describe":
      return { type: "describe", result: describeStmt(stream.conn, resolveSql(stream, req)) };
    case "store_sql":
      if (stream.sqls.has(req.sqlId)) throw new StmtError(`SQL text with id ${req.sqlId} already exists`, "SQL_EXISTS");
      if (stream.sqls.size >= MAX_STORED_SQL) throw new StmtError("Too many SQL texts stored on this stream", "SQL_TOO_MANY");
      stream.sqls.set(req.sqlId, req.sql);
      return { type: "store_sql" };
    case "close_sql":
      stream.sqls.delete(req.sqlId);
      return { type: "close_sql" };
    case "get_autocommit":
      return { type: "get_autocommit", is_autocommit: stream.conn.isAutocommit };
  }
}

export function runPipeline(registry: StreamRegistry, stream: Stream, requests: StreamRequest[]): StreamResult[] {
  return requests.map((req): StreamResult => {
    if (stream.closed) return { type: "error", error: { message: "The stream is closed", code: "STREAM_CLOSED" } };
    try {
      return { type: "ok", response: runRequest(registry, stream, req) };
    } catch (e) {
      return { type: "error", error: errorBody(toStmtError(e)) };
    }
  });
}

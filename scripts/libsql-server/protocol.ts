// Parses and validates a Hrana v2 pipeline body up front, so a malformed
// request is rejected (400) before any of its statements touches the database.
import { ProtocolError } from "./errors.js";
import { decodeValue, type SqlValue } from "./values.js";

export interface Stmt {
  sql?: string;
  sqlId?: number;
  args: SqlValue[];
  namedArgs: { name: string; value: SqlValue }[];
  wantRows: boolean;
}

export type BatchCond =
  | { type: "ok" | "error"; step: number }
  | { type: "not"; cond: BatchCond }
  | { type: "and" | "or"; conds: BatchCond[] }
  | { type: "is_autocommit" };

export interface BatchStep {
  condition?: BatchCond;
  stmt: Stmt;
}

export type SqlRef = { sql?: string; sqlId?: number };

export type StreamRequest =
  | { type: "close" }
  | { type: "execute"; stmt: Stmt }
  | { type: "batch"; steps: BatchStep[] }
  | ({ type: "sequence" } & SqlRef)
  | ({ type: "describe" } & SqlRef)
  | { type: "store_sql"; sqlId: number; sql: string }
  | { type: "close_sql"; sqlId: number }
  | { type: "get_autocommit" };

export interface PipelineRequest {
  baton: string | null;
  requests: StreamRequest[];
}

type Obj = Record<string, unknown>;

function obj(v: unknown, what: string): Obj {
  if (typeof v !== "object" || v === null || Array.isArray(v)) throw new ProtocolError(`${what} must be an object`);
  return v as Obj;
}

function arr(v: unknown, what: string): unknown[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new ProtocolError(`${what} must be an array`);
  return v;
}

function sqlId(v: unknown): number {
  if (typeof v !== "number" || !Number.isInteger(v)) throw new ProtocolError("sql_id must be an integer");
  return v;
}

function sqlRef(o: Obj): SqlRef {
  const hasSql = typeof o.sql === "string";
  const hasId = o.sql_id !== undefined && o.sql_id !== null;
  if (hasSql === hasId) throw new ProtocolError('Exactly one of "sql" and "sql_id" is required');
  return hasSql ? { sql: o.sql as string } : { sqlId: sqlId(o.sql_id) };
}

function parseStmt(v: unknown): Stmt {
  const o = obj(v, "stmt");
  const namedArgs = arr(o.named_args, "named_args").map((a) => {
    const na = obj(a, "named arg");
    if (typeof na.name !== "string") throw new ProtocolError("Named arg needs a string name");
    return { name: na.name, value: decodeValue(na.value) };
  });
  return {
    ...sqlRef(o),
    args: arr(o.args, "args").map(decodeValue),
    namedArgs,
    wantRows: o.want_rows !== false,
  };
}

// A condition may only look at steps that already ran, i.e. earlier steps.
function parseCond(v: unknown, stepIndex: number): BatchCond {
  const o = obj(v, "condition");
  switch (o.type) {
    case "ok":
    case "error": {
      const step = o.step;
      if (typeof step !== "number" || !Number.isInteger(step) || step < 0 || step >= stepIndex) {
        throw new ProtocolError(`Batch condition refers to invalid step ${String(step)}`);
      }
      return { type: o.type, step };
    }
    case "not":
      return { type: "not", cond: parseCond(o.cond, stepIndex) };
    case "and":
    case "or":
      return { type: o.type, conds: arr(o.conds, "conds").map((c) => parseCond(c, stepIndex)) };
    case "is_autocommit":
      return { type: "is_autocommit" };
    default:
      throw new ProtocolError(`Unknown batch condition ${JSON.stringify(o.type)}`);
  }
}

function parseRequest(v: unknown): StreamRequest {
  const o = obj(v, "request");
  switch (o.type) {
    case "close":
    case "get_autocommit":
      return { type: o.type };
    case "execute":
      return { type: "execute", stmt: parseStmt(o.stmt) };
    case "batch": {
      const steps = arr(obj(o.batch, "batch").steps, "steps").map((s, i) => {
        const so = obj(s, "batch step");
        const stmt = parseStmt(so.stmt);
        return so.condition == null ? { stmt } : { condition: parseCond(so.condition, i), stmt };
      });
      return { type: "batch", steps };
    }
    case "sequence":
    case "describe":
      return { type: o.type, ...sqlRef(o) };
    case "store_sql":
      if (typeof o.sql !== "string") throw new ProtocolError("store_sql needs a string sql");
      return { type: "store_sql", sqlId: sqlId(o.sql_id), sql: o.sql };
    case "close_sql":
      return { type: "close_sql", sqlId: sqlId(o.sql_id) };
    default:
      throw new ProtocolError(`Unknown request type ${JSON.stringify(o.type)}`);
  }
}

export function parsePipelineRequest(body: unknown): PipelineRequest {
  const o = obj(body, "Pipeline request body");
  if (o.baton !== undefined && o.baton !== null && typeof o.baton !== "string") {
    throw new ProtocolError("baton must be a string or null");
  }
  if (!Array.isArray(o.requests)) throw new ProtocolError("requests must be an array");
  return { baton: (o.baton as string | null | undefined) ?? null, requests: o.requests.map(parseRequest) };
}

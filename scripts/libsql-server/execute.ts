// Runs one Hrana statement on a connection and builds the StmtResult JSON
// the client decodes (cols, rows, affected_row_count, last_insert_rowid).
import type { Connection } from "./connection.js";
import { StmtError } from "./errors.js";
import type { Stmt } from "./protocol.js";
import { countStatements, isInsert } from "./sql-split.js";
import { encodeValue, type HranaValue, type SqlValue } from "./values.js";

export interface Col {
  name: string | null;
  decltype: string | null;
}

export interface StmtResult {
  cols: Col[];
  rows: HranaValue[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
}

/** sqld accepts exactly one statement per execute/batch step/describe. */
export function checkSingleStatement(sql: string): void {
  const n = countStatements(sql);
  if (n === 0) throw new StmtError("SQL string does not contain any statement", "SQL_NO_STATEMENT");
  if (n > 1) throw new StmtError("SQL string contains more than one statement", "SQL_MANY_STATEMENTS");
}

const isExplain = (sql: string) => /^\s*explain\b/i.test(sql);

const stripPrefix = (name: string) => (/^[:@$]/.test(name) ? name.slice(1) : name);

/**
 * Positional array for the binding. A named arg matches a parameter by its full
 * name (":id") or, like sqld, by the bare name ("id") for any prefix.
 */
function bindArgs(conn: Connection, sql: string, stmt: Stmt): SqlValue[] {
  if (stmt.namedArgs.length === 0) return stmt.args;
  if (stmt.args.length > 0) {
    throw new StmtError("Specifying both positional and named arguments is not supported", "ARGS_BOTH_POSITIONAL_AND_NAMED");
  }
  const byName = new Map(stmt.namedArgs.map((a) => [a.name, a.value]));
  const names = conn.paramNames(sql);
  return names.slice(1).map((name) => {
    if (name === null) return null;
    if (byName.has(name)) return byName.get(name) ?? null;
    return byName.get(stripPrefix(name)) ?? null;
  });
}

export function executeStmt(conn: Connection, sql: string, stmt: Stmt): StmtResult {
  checkSingleStatement(sql);
  conn.syncReadOnly(undefined);
  const prepared = conn.prepare(sql);
  const args = bindArgs(conn, sql, stmt);
  const before = conn.counters().totalChanges;
  let cols: Col[] = [];
  let rows: HranaValue[][] = [];
  if (prepared.reader) {
    cols = prepared.columns().map((c) => ({ name: c.name, decltype: c.type }));
    const raw = prepared.raw(true).all(args) as unknown[][];
    // See Connection.explain: an un-reset EXPLAIN would block later commits.
    if (isExplain(sql)) prepared.get(args);
    if (stmt.wantRows) rows = raw.map((row) => row.map(encodeValue));
  } else {
    prepared.run(args);
  }
  // changes() keeps the count of the last INSERT/UPDATE/DELETE even after a
  // SELECT; only report it if this statement actually changed something
  // (sqld reports 0 for anything but INSERT/UPDATE/DELETE as well).
  const after = conn.counters();
  conn.syncReadOnly(sql);
  const affected = after.totalChanges !== before ? Number(after.changes) : 0;
  return {
    cols,
    rows,
    affected_row_count: affected,
    last_insert_rowid: isInsert(sql) ? after.lastInsertRowid.toString() : null,
  };
}

export interface DescribeResult {
  params: { name: string | null }[];
  cols: Col[];
  is_explain: boolean;
  is_readonly: boolean;
}

export function describeStmt(conn: Connection, sql: string): DescribeResult {
  checkSingleStatement(sql);
  const prepared = conn.prepare(sql);
  const explain = isExplain(sql);
  const names = conn.paramNames(sql);
  // No sqlite3_stmt_readonly() in the binding: treat a statement as read-only
  // unless its program opens a write transaction or it is not a plain query.
  let isReadonly = explain;
  if (!explain) {
    const ops = conn.explain(sql);
    const writes = ops.some((op) => op[1] === "Transaction" && Number(op[3]) !== 0);
    isReadonly = !writes && prepared.reader;
  }
  return {
    params: names.slice(1).map((name) => ({ name })),
    cols: prepared.reader ? prepared.columns().map((c) => ({ name: c.name, decltype: c.type })) : [],
    is_explain: explain,
    is_readonly: isReadonly,
  };
}

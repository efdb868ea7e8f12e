// One libsql connection per Hrana stream, so a stream's open transaction is
// private to it, exactly like a sqld stream.
import Database from "libsql";

type Db = Database.Database;
type Statement = Database.Statement<unknown[]>;

// Parameter names depend only on the SQL text, so the map is shared by all
// connections; the cap only stops an unbounded variety of SQL from leaking memory.
const paramNameCache = new Map<string, (string | null)[]>();
const PARAM_CACHE_LIMIT = 1000;

export interface Counters {
  changes: bigint;
  totalChanges: bigint;
  lastInsertRowid: bigint;
}

export class Connection {
  readonly db: Db;
  #countersStmt: Statement;
  #queryOnly = false;

  constructor(file: string) {
    this.db = new Database(file);
    // Integers as bigint everywhere so values past 2^53 are never rounded.
    this.db.defaultSafeIntegers(true);
    this.db.exec("PRAGMA journal_mode=WAL");
    // With WAL, NORMAL cannot corrupt the file; it only skips the fsync per
    // commit (~2 ms each), which a local development database does not need.
    this.db.exec("PRAGMA synchronous=NORMAL");
    // Turso enables foreign keys by default; SQLite does not.
    this.db.exec("PRAGMA foreign_keys=ON");
    // Streams inside this server never contend (see write-gate.ts); this only
    // covers other processes (drizzle-kit, sqlite3 shell) touching the file.
    this.db.exec("PRAGMA busy_timeout=5000");
    this.#countersStmt = this.prepare("SELECT changes(), total_changes(), last_insert_rowid()");
  }

  /**
   * sqld enforces `BEGIN TRANSACTION READONLY` (the client's "read" mode) itself;
   * embedded libsql accepts the syntax but still allows writes. query_only makes
   * SQLite refuse writes until the transaction ends.
   */
  syncReadOnly(sql: string | undefined): void {
    if (sql !== undefined && !this.isAutocommit && /^\s*begin\s+(transaction\s+)?readonly\b/i.test(sql)) {
      this.db.exec("PRAGMA query_only=1");
      this.#queryOnly = true;
    } else if (this.#queryOnly && this.isAutocommit) {
      this.db.exec("PRAGMA query_only=0");
      this.#queryOnly = false;
    }
  }

  prepare(sql: string): Statement {
    return this.db.prepare(sql).safeIntegers(true);
  }

  /** True outside an explicit transaction (sqlite3_get_autocommit). */
  get isAutocommit(): boolean {
    return !this.db.inTransaction;
  }

  counters(): Counters {
    const row = this.#countersStmt.raw(true).all()[0] as [bigint, bigint, bigint];
    return { changes: row[0], totalChanges: row[1], lastInsertRowid: row[2] };
  }

  /**
   * Names of the statement's parameters by 1-based index (index 0 unused, null
   * for a nameless `?`). The binding has no sqlite3_bind_parameter_name(), and
   * binding an object to SQL with nameless params panics the native addon, so we
   * read the names from EXPLAIN: every parameter compiles to an OP_Variable whose
   * P1 is its index and P4 its name, and then always bind by position.
   */
  paramNames(sql: string): (string | null)[] {
    const cached = paramNameCache.get(sql);
    if (cached) return cached;
    const names: (string | null)[] = [null];
    // EXPLAIN cannot be nested, and dropping an outer EXPLAIN keeps numbering.
    const ops = this.explain(sql.replace(/^\s*explain(\s+query\s+plan)?\b/i, ""));
    for (const op of ops) {
      if (op[1] !== "Variable") continue;
      const index = Number(op[2]);
      while (names.length <= index) names.push(null);
      names[index] = typeof op[5] === "string" ? op[5] : null;
    }
    if (paramNameCache.size >= PARAM_CACHE_LIMIT) paramNameCache.clear();
    paramNameCache.set(sql, names);
    return names;
  }

  /**
   * The VDBE program of `sql` as [addr, opcode, p1, p2, p3, p4, p5, comment].
   * SQLite never halts an EXPLAIN statement on its own, and the binding does not
   * reset statements after all(); an EXPLAIN of a write statement would then count
   * as an active writer and keep this connection's later autocommit writes from
   * committing. get() resets the statement when it returns, so finish with it.
   */
  explain(sql: string): unknown[][] {
    const stmt = this.db.prepare(`EXPLAIN ${sql}`).raw(true);
    const ops = stmt.all() as unknown[][];
    stmt.get();
    return ops;
  }

  close(): void {
    if (!this.db.open) return;
    // Closing rolls back too, but if unfinalized statements keep the handle
    // alive as a zombie, an explicit ROLLBACK still releases the write lock now.
    if (this.db.inTransaction) {
      try {
        this.db.exec("ROLLBACK");
      } catch {
        // The transaction may already be gone (e.g. aborted by SQLite).
      }
    }
    this.db.close();
  }
}

// Two failure levels, mirroring sqld: a malformed request fails the whole HTTP
// request (400), while a failing statement only fails its own pipeline entry.

/** The request body does not follow the Hrana protocol; answered with HTTP 400. */
export class ProtocolError extends Error {
  override name = "ProtocolError";
}

/** One request/statement failed; it becomes `{type:"error", error:{message, code}}`. */
export class StmtError extends Error {
  override name = "StmtError";
  code: string;

  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

interface SqliteLikeError {
  name: string;
  message: string;
  code: string;
}

function isSqliteError(e: unknown): e is SqliteLikeError {
  return e instanceof Error && e.name === "SqliteError" && typeof (e as { code?: unknown }).code === "string";
}

/**
 * Normalise anything thrown while executing SQL. The `libsql` binding reports
 * extended codes (SQLITE_CONSTRAINT_FOREIGNKEY); sqld sends only the primary
 * code and prefixes the message with "SQLite error: ", so we do the same to keep
 * error strings identical between local dev and Turso.
 */
export function toStmtError(e: unknown): StmtError {
  if (e instanceof StmtError) return e;
  if (isSqliteError(e)) {
    const primary = /^SQLITE_[A-Z]+/.exec(e.code)?.[0] ?? e.code;
    return new StmtError(`SQLite error: ${e.message}`, primary);
  }
  const message = e instanceof Error ? e.message : String(e);
  return new StmtError(message, "INTERNAL_ERROR");
}

export function errorBody(e: StmtError): { message: string; code: string } {
  return { message: e.message, code: e.code };
}

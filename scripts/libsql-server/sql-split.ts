// A minimal SQL lexer for the two facts sqld learns from parsing that the
// `libsql` binding cannot tell us: how many statements a string holds, and
// whether a statement is an INSERT.

type Token = "semi" | "ws" | "other" | "explain" | "create" | "temp" | "trigger" | "end";

const COLUMN: Record<Token, number> = { semi: 0, ws: 1, other: 2, explain: 3, create: 4, temp: 5, trigger: 6, end: 7 };

// States: 0 INVALID, 1 START, 2 NORMAL, 3 EXPLAIN, 4 CREATE, 5 TRIGGER, 6 SEMI, 7 END.
const TRANSITIONS: number[][] = [
  [1, 0, 2, 3, 4, 2, 2, 2],
  [1, 1, 2, 3, 4, 2, 2, 2],
  [1, 2, 2, 2, 2, 2, 2, 2],
  [1, 3, 3, 2, 4, 2, 2, 2],
  [1, 4, 2, 2, 2, 4, 5, 2],
  [6, 5, 5, 5, 5, 5, 5, 5],
  [6, 6, 5, 5, 5, 5, 5, 7],
  [1, 7, 5, 5, 5, 5, 5, 5],
];

const KEYWORDS: Record<string, Token> = {
  explain: "explain",
  create: "create",
  temp: "temp",
  temporary: "temp",
  trigger: "trigger",
  end: "end",
};

const isIdChar = (c: string) => /[A-Za-z0-9_$]/.test(c) || c.charCodeAt(0) >= 0x80;

/** Yields [token class, text]; words are lower-cased, quoted text is not returned. */
function* tokens(sql: string): Generator<[Token, string]> {
  let i = 0;
  while (i < sql.length) {
    const c = sql[i] as string;
    if (/\s/.test(c)) {
      i++;
      yield ["ws", ""];
    } else if (c === "-" && sql[i + 1] === "-") {
      const nl = sql.indexOf("\n", i);
      i = nl < 0 ? sql.length : nl + 1;
      yield ["ws", ""];
    } else if (c === "/" && sql[i + 1] === "*") {
      const close = sql.indexOf("*/", i + 2);
      i = close < 0 ? sql.length : close + 2;
      yield ["ws", ""];
    } else if (c === "'" || c === '"' || c === "`" || c === "[") {
      const closer = c === "[" ? "]" : c;
      const close = sql.indexOf(closer, i + 1);
      i = close < 0 ? sql.length : close + 1;
      yield ["other", ""];
    } else if (c === ";") {
      i++;
      yield ["semi", ";"];
    } else if (isIdChar(c)) {
      const start = i;
      while (i < sql.length && isIdChar(sql[i] as string)) i++;
      const word = sql.slice(start, i).toLowerCase();
      yield [KEYWORDS[word] ?? "other", word];
    } else {
      i++;
      yield ["other", c];
    }
  }
}

/**
 * Number of non-empty statements in `sql` (a trailing unterminated one counts).
 * The binding silently ignores everything after the first statement, whereas
 * sqld rejects it (SQL_MANY_STATEMENTS); without this check
 * `execute("CREATE a; CREATE b")` would half-work locally and fail on Turso.
 * This is the state machine of SQLite's sqlite3_complete() (complete.c), which
 * knows that semicolons inside CREATE TRIGGER ... BEGIN ... END do not count.
 */
export function countStatements(sql: string): number {
  let state = 0;
  let count = 0;
  for (const [token] of tokens(sql)) {
    const next = (TRANSITIONS[state] as number[])[COLUMN[token]] as number;
    if (state <= 1 && next > 1) count++;
    state = next;
  }
  return count;
}

const VERBS = new Set(["select", "insert", "replace", "update", "delete", "values"]);

/**
 * True for INSERT/REPLACE, also behind a WITH clause. sqld reports
 * last_insert_rowid only for inserts (null otherwise), so the client's
 * `lastInsertRowid` is undefined after a SELECT or UPDATE.
 */
export function isInsert(sql: string): boolean {
  let depth = 0;
  let first = true;
  for (const [token, text] of tokens(sql)) {
    if (token === "ws") continue;
    if (first) {
      first = false;
      if (text !== "with") return text === "insert" || text === "replace";
    } else if (token === "semi") {
      return false;
    } else if (text === "(") {
      depth++;
    } else if (text === ")") {
      depth--;
    } else if (depth === 0 && VERBS.has(text)) {
      // The first verb outside the CTE bodies is the statement itself.
      return text === "insert" || text === "replace";
    }
  }
  return false;
}

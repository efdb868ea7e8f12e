/**
 * Splits an SQL script (a backup, lib/backup-dump.ts) into its statements, without the trailing
 * semicolons and comments between statements. It knows what SQLite's own sqlite3_complete() knows:
 * a semicolon inside a string, a quoted name or a comment ends nothing, and neither does one inside
 * CREATE TRIGGER … BEGIN … END (there only the END that closes the body ends it; a CASE … END inside
 * the body is counted). https://sqlite.org/c3ref/complete.html
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let start = -1;
  let words: string[] = [];
  let inBody = false;
  let cases = 0;
  let i = 0;
  const end = () => {
    out.push(sql.slice(start, i).trim());
    start = -1;
    words = [];
    inBody = false;
    cases = 0;
  };
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "-" && sql[i + 1] === "-") {
      const nl = sql.indexOf("\n", i);
      i = nl < 0 ? sql.length : nl + 1;
      continue;
    }
    if (c === "/" && sql[i + 1] === "*") {
      const close = sql.indexOf("*/", i + 2);
      i = close < 0 ? sql.length : close + 2;
      continue;
    }
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (start < 0) start = i;
    if (c === "'" || c === '"' || c === "`" || c === "[") {
      i = closingQuote(sql, i, c === "[" ? "]" : c) + 1;
    } else if (c === ";") {
      const trigger = words[1] === "trigger" || words[2] === "trigger";
      if (words[0] !== "create" || !trigger || (inBody && words.at(-1) === "end" && cases < 0)) {
        end();
      }
      i++;
      if (start >= 0) words.push(";");
    } else if (/[A-Za-z_]/.test(c)) {
      const from = i;
      while (i < sql.length && /[A-Za-z0-9_$]/.test(sql[i]!)) i++;
      const word = sql.slice(from, i).toLowerCase();
      words.push(word);
      if (word === "begin" && !inBody) inBody = true;
      else if (inBody && word === "case") cases++;
      else if (inBody && word === "end") cases--;
    } else {
      i++;
    }
  }
  if (start >= 0) {
    const last = sql.slice(start).trim();
    if (last) out.push(last);
  }
  return out.map((s) => s.replace(/;$/, "").trim()).filter(Boolean);
}

/** The index of the quote closing the one at `open` ('' or "" inside is the quote itself). */
function closingQuote(sql: string, open: number, quote: string): number {
  let i = open + 1;
  for (;;) {
    const at = sql.indexOf(quote, i);
    if (at < 0) return sql.length;
    if (quote !== "]" && sql[at + 1] === quote) {
      i = at + 2;
      continue;
    }
    return at;
  }
}

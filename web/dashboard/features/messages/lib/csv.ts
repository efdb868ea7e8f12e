/**
 * CSV that Excel opens correctly (RFC 4180): a UTF-8 byte-order mark so Bengali text is read as
 * UTF-8 rather than the system code page, CRLF line ends, and every field quoted with inner quotes
 * doubled (so commas, quotes and line breaks inside a message stay in their cell).
 * Formula injection (OWASP "CSV Injection"): a cell starting with = + - @ (or a tab or carriage
 * return, which Excel also strips before reading a formula) is prefixed with ' so a spreadsheet shows
 * it as text instead of running it. A message typed on the public contact form is untrusted input.
 */
export const BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

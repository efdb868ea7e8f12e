/**
 * Text made fit for one mail header line (a Subject): control characters (CR, LF, NUL, tab, DEL, the
 * C1 range) and Unicode line and paragraph separators become one space, so a visitor's name typed
 * with line breaks can never start another header ("Bcc: …") nor break the line (RFC 5322 §2.2;
 * issue 41). Runs of spaces collapse; the ends are trimmed.
 */
export function headerSafe(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

/**
 * docs/product.md §3: list fields may arrive as a JSON array, a JSON string or plain text. One reading
 * for the worker (fields.ts validates with it) and the browser (web/shared/lib/lists.ts); zod-free.
 * A JSON array, a JSON string, or text with one item per line (blank lines dropped); malformed JSON
 * falls back to the lines of the text; anything else is an empty list.
 */
export function toList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined && typeof v !== "object").map((v) => String(v).trim()).filter(Boolean);
  if (typeof value !== "string") return [];
  const s = value.trim();
  if (!s) return [];
  if (s.startsWith("[") || s.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(s);
      return Array.isArray(parsed) ? toList(parsed) : toList(String(parsed));
    } catch {
      // Malformed JSON: the lines of the text, as docs/product.md §3 allows.
    }
  }
  return s.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
}

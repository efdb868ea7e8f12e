/** One piece of a compared text: kept, only in the older version, or only in the newer. */
export type DiffPart = { text: string; kind: "same" | "removed" | "added" };

const MAX_TOKENS = 1500;

/**
 * A word-level diff of two texts (longest common subsequence over words and spaces), so a changed
 * description shows what changed, not two whole paragraphs. Past MAX_TOKENS words each side it gives
 * up and marks the whole text (a table cell, not a diff tool).
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  if (before === after) return [{ text: after, kind: "same" }];
  const a = before.split(/(\s+)/);
  const b = after.split(/(\s+)/);
  if (a.length > MAX_TOKENS || b.length > MAX_TOKENS) return [{ text: before, kind: "removed" }, { text: after, kind: "added" }];
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const parts: DiffPart[] = [];
  const push = (text: string, kind: DiffPart["kind"]) => {
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += text;
    else parts.push({ text, kind });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(a[i]!, "same");
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) push(a[i++]!, "removed");
    else push(b[j++]!, "added");
  }
  while (i < a.length) push(a[i++]!, "removed");
  while (j < b.length) push(b[j++]!, "added");
  return parts;
}

/** A version's fields as rows to compare: a project's details beside its own fields, identity and stamps left out. */
export function fieldsOf(snapshot: Record<string, unknown>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const skip = new Set(["id", "uniId", "createdAt", "updatedAt", "scheduledBy", "foreignKey"]);
  for (const [key, value] of Object.entries(snapshot)) {
    if (skip.has(key)) continue;
    if (key === "details" && value && typeof value === "object") {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (!skip.has(k)) out.set(`details.${k}`, v);
    } else out.set(key, value);
  }
  return out;
}

/** A value as text for comparing (lists one item a line). */
export const asText = (v: unknown): string => (v === null || v === undefined ? "" : Array.isArray(v) ? v.map(asText).join("\n") : typeof v === "object" ? JSON.stringify(v) : String(v));

/** The /im paths of a value that are pictures, shown side by side. */
export const imagesOf = (v: unknown): string[] =>
  (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === "string" && /^\/im\/.+\.(jpe?g|png|webp|avif|gif)$/i.test(x));

/** "details.apartmentSize" → "Details: apartment size". */
export const fieldLabel = (key: string) =>
  key.replace(/^details\./, "Details: ").replace(/([a-z])([A-Z])/g, "$1 $2").replace(/Bn$/, " (Bengali)").replace(/^./, (c) => c.toUpperCase());

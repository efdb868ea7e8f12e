/**
 * The page-number input's rule. docs/product.md §5: the inbox accepts only whole numbers from 1 to the page
 * count ("reject"); other tables accept any whole number, which we bring into range ("clamp") so a
 * jump never lands on an empty page.
 */
export type PageJumpRule = { min?: number; max?: number; outOfRange?: "clamp" | "reject" };

export type PageJump = { page: number } | { error: string };

export function resolvePageJump(input: string, pageCount: number, rule: PageJumpRule = {}): PageJump {
  const min = rule.min ?? 1;
  const max = Math.max(min, rule.max ?? pageCount);
  const text = input.trim();
  if (!/^[+-]?\d+$/.test(text)) return { error: `Enter a whole number from ${min} to ${max}.` };
  const n = Number(text);
  if (n >= min && n <= max) return { page: n };
  if (rule.outOfRange === "reject") return { error: `Enter a page from ${min} to ${max}.` };
  return { page: Math.min(max, Math.max(min, n)) };
}

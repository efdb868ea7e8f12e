/**
 * docs/product.md §5: a textarea of one item per line (YouTube links, paragraphs, features) becomes
 * a list: each line trimmed, blank lines dropped. Windows line ends count as one.
 */
export const linesOf = (text: string | null | undefined): string[] =>
  (text ?? "")
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The textarea's text for a stored list: one item per line. */
export const linesText = (items: readonly string[] | null | undefined): string => (items ?? []).join("\n");

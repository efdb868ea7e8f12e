/**
 * docs/product.md §5 "Description textareas": the text is split at each line break into a list of
 * paragraphs, and blank (or whitespace-only) lines are dropped. Stored as that list, shown back one per line.
 */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

export const fromParagraphs = (paragraphs: readonly string[] | null | undefined): string => (paragraphs ?? []).join("\n");

import { SITE } from "@/shared/config/site";

/**
 * Card descriptions (docs/product.md §2 lists, §9 "Card truncation"), implemented literally:
 * - blog and coverage cards: a text over 150 characters is cut at 800 (so 151-800 show whole);
 * - news-event cards: a text over 150 characters is cut at 150 and gets "...".
 * Lengths count characters (code points), so an emoji or a Bengali conjunct is never split in half.
 */
const chars = (text: string) => Array.from(text);

/** The card's source text: the item's description paragraphs read as one text. */
export function cardSource(paragraphs: readonly string[] | null | undefined): string {
  return (paragraphs ?? []).map((p) => p.trim()).filter(Boolean).join(" ");
}

export function articleCardText(text: string): string {
  const c = chars(text);
  return c.length > SITE.cardTruncate ? c.slice(0, SITE.cardLongCut).join("") : text;
}

export function newsCardText(text: string): string {
  const c = chars(text);
  return c.length > SITE.cardTruncate ? `${c.slice(0, SITE.cardTruncate).join("")}...` : text;
}

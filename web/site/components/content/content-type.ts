import { CONTENT_SEGMENTS, type ContentSegment } from "@/shared/lib/contract";

/** Is this first path segment one of the content types' (blog, news-event, coverage)? From the contract's registry. */
export function isContentSegment(value: string | undefined): value is ContentSegment {
  return (CONTENT_SEGMENTS as readonly string[]).includes(value ?? "");
}

/**
 * docs/product.md §2: the label comes from the second-to-last path segment, hyphens become spaces and each
 * word is title-cased ("/news-event/NEV-0001" -> "News Event").
 */
export function contentTypeLabel(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  const segment = segments.length >= 2 ? segments[segments.length - 2]! : "";
  return decodeSegment(segment)
    .replace(/-/g, " ")
    .split(" ")
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : word))
    .join(" ");
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The one rule for "a path on this site", shared by the worker (the language switch's `next`, stored
 * links) and the web (how a stored link is followed). Returns the path and query as a browser would
 * resolve them, or null when the value could lead anywhere else:
 * - it must start with one "/" and not "//" or "/\" (browsers read a backslash as a slash);
 * - no control characters (URL parsers drop tabs and newlines, so "/\t/evil.example" is "//evil.example")
 *   and no backslashes anywhere;
 * - once dot segments are resolved ("/.//x", "/a/..//x", "/%2e//x", "/%2E%2E//x") it must not start with "//";
 * - no encoded slash or backslash in the path ("/%2f%2fx", "/%5cx"), which a server or router may decode.
 * The fragment is dropped.
 */
export function sitePath(value: string | null | undefined): string | null {
  if (!value || !/^\/(?![/\\])/.test(value)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, "http://site.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://site.invalid" || url.pathname.startsWith("//") || /%(2f|5c)/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** A link staff may store as a site path: a safe path written plainly (no spaces, quotes or angle brackets). */
export const isSitePath = (value: string) => /^[^\s"'<>]*$/.test(value) && sitePath(value) !== null;

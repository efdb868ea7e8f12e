import { isHttpsLink, isSitePath } from "@/shared/lib/contract";

export type LinkTarget = { kind: "internal"; to: string } | { kind: "external"; href: string };

/**
 * Where a stored link may take a visitor: a path of this site stays in the app; an https link opens
 * in a new tab; anything else ("//evil.com", "/\evil.com", javascript:, data left from before the
 * server checked links) is no link at all, so it can never leave the site by accident.
 */
export function linkTarget(href: string): LinkTarget | null {
  const value = href.trim();
  if (isSitePath(value)) return { kind: "internal", to: value };
  if (isHttpsLink(value)) return { kind: "external", href: value };
  return null;
}

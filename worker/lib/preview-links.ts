import { and, desc, eq } from "drizzle-orm";
import { PREVIEW_LINK_DAYS, type ItemResource, type PreviewLink } from "../contract/revisions";
import type { Db } from "../db/client";
import { previewLinks } from "../db/schema/index";
import type { SessionUser } from "./session-user";
import { b64url, derivedHmacKey, fromB64url, utf8 } from "./hmac-key";

/**
 * Shared preview links (issue 32): `?token={id}.{mac}`, the mac an HMAC-SHA256 of the id under a key
 * derived from JWT_SECRET for this use alone, so no other token passes for one. The row makes the link
 * revocable and names the one item it shows; it works for PREVIEW_LINK_DAYS.
 */
const macKey = (secret: string) => derivedHmacKey(secret, "uday preview link v1");

const signed = async (secret: string, id: string) => `${id}.${b64url(new Uint8Array(await crypto.subtle.sign("HMAC", await macKey(secret), utf8(id))))}`;

/** A new link's row and its token. */
export async function newPreviewLink(secret: string, resource: ItemResource, itemId: string, by: SessionUser, now: Date) {
  const id = b64url(crypto.getRandomValues(new Uint8Array(16)));
  const row = {
    id,
    resource,
    itemId,
    createdById: by.id,
    createdByName: by.name,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PREVIEW_LINK_DAYS * 86_400_000).toISOString(),
  };
  return { row, token: await signed(secret, id) };
}

/** The link a token names when it is genuine, unrevoked and unexpired; otherwise null. */
export async function verifyPreviewToken(db: Db, secret: string, token: string, now: Date) {
  const m = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  try {
    if (!(await crypto.subtle.verify("HMAC", await macKey(secret), fromB64url(m[2]!), utf8(m[1]!)))) return null;
  } catch {
    return null;
  }
  const [row] = await db.select().from(previewLinks).where(eq(previewLinks.id, m[1]!));
  if (!row || row.revokedAt || row.expiresAt <= now.toISOString()) return null;
  return row as typeof row & { resource: ItemResource };
}

export function listPreviewLinks(db: Db, resource: ItemResource, itemId: string): Promise<PreviewLink[]> {
  return db
    .select({
      id: previewLinks.id,
      resource: previewLinks.resource,
      itemId: previewLinks.itemId,
      createdByName: previewLinks.createdByName,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
      revokedAt: previewLinks.revokedAt,
    })
    .from(previewLinks)
    .where(and(eq(previewLinks.resource, resource), eq(previewLinks.itemId, itemId)))
    .orderBy(desc(previewLinks.createdAt)) as Promise<PreviewLink[]>;
}

/** The preview path of an item's page, in a language: /preview/projects/PRJ-1, /preview/bn/blog/BLG-2. */
export const previewPath = (publicPath: string, lang: "en" | "bn" = "en") => `/preview${lang === "bn" ? "/bn" : ""}${publicPath === "/" && lang === "bn" ? "" : publicPath}`;

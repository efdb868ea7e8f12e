import type { Context } from "hono";
import { Hono } from "hono";
import type { LanguageCode } from "../contract/language";
import { splitLanguage } from "../contract/language-path";
import { matchPublicPage } from "../contract/public-pages";
import { contentTypeOfSegment } from "../contract/content-types";
import { ITEM_RESOURCES, type ItemResource } from "../contract/revisions";
import { canUseMenu } from "../contract/roles";
import { pathOf, PUBLISHABLE, type PublishableName, RESOURCE_NAMES, RESOURCES } from "../contract/resources";
import type { AppEnv, RenderPage } from "../env";
import { isApprover } from "../lib/approval";
import type { ReadView } from "../lib/approved";
import { ITEM_KINDS } from "../lib/item-kinds";
import { findItem } from "../lib/items";
import { verifyPreviewToken } from "../lib/preview-links";
import { session } from "../middleware/session";
import { pageServer } from "./pages";

/**
 * The public path a preview path shows and its language: /preview/bn/blog/BLG-1 → /blog/BLG-1 in
 * Bengali, by the site's one /bn rule (contract/language-path.ts).
 */
export function previewedPath(pathname: string): { path: string; lang: LanguageCode } {
  return splitLanguage(pathname.replace(/^\/preview/, "") || "/");
}

/**
 * The uniId prefixes of item ids, to name the item a page shows (a banner: the home page) by `?item=`:
 * each publishable resource's, and its details' (which show it), from the registry (contract/resources.ts).
 */
export const PREFIXES: Record<string, ItemResource> = Object.fromEntries(
  RESOURCE_NAMES.flatMap((name) => {
    const r: { prefix: string | null; partOf?: string } = RESOURCES[name];
    const item = (PUBLISHABLE as readonly string[]).includes(name) ? name : r.partOf;
    return r.prefix && item ? [[r.prefix, pathOf(item as PublishableName)]] : [];
  }),
);

/** The item a staff member previews: the page's own (a project, a content item), else the one `?item=` names. */
function itemOfPage(path: string, params: Record<string, string>, item: string | null): { resource: ItemResource; id: string; elsewhere?: true } | null {
  // An item shown on another's page (a progress update on its project's) is named by `?item=` there; it is
  // previewed only if this is its page (`elsewhere`: the handler checks).
  const named = item ? PREFIXES[item.split("-")[0]!] : undefined;
  if (params.uniId && named && item && named !== "projects") return { resource: named, id: item, elsewhere: true };
  if (params.uniId) {
    const segment = path.split("/")[1]!;
    const resource = segment === "projects" ? "projects" : (ITEM_RESOURCES as readonly string[]).includes(segment) && contentTypeOfSegment(segment) ? (segment as ItemResource) : null;
    return resource ? { resource, id: params.uniId } : null;
  }
  const resource = item ? PREFIXES[item.split("-")[0]!] : undefined;
  return resource && item ? { resource, id: item } : null;
}

/**
 * Whether a staff member may see an item before it is public (issue 41): they manage its resource (its
 * menu), or they approve, which they may do for any item whatever their menus (lib/approval.ts).
 */
const mayPreview = (designation: string, resource: ItemResource) => canUseMenu(designation, ITEM_KINDS[resource].menu) || isApprover(designation);

/**
 * The public page's own head and scripts (its fonts, added by script: web/fonts.ts; its islands, which
 * see the public path: web/site/lib/browser-router.ts), so a Bengali preview is not empty boxes (issue 42);
 * only its Speculation Rules go: nothing is prerendered from a preview.
 */
const STATIC_ONLY = [/<script type="speculationrules">[\s\S]*?<\/script>/g];

const BAR = `<div role="status" style="position:fixed;bottom:0;left:0;right:0;z-index:2147483647;background:#92400e;color:#fff;text-align:center;font:600 14px/1.4 system-ui,sans-serif;padding:8px 12px">Preview — not public</div>`;

function previewHtml(html: string): string {
  let out = STATIC_ONLY.reduce((h, re) => h.replace(re, ""), html);
  if (!/<meta name="robots"/.test(out)) out = out.replace(/<\/head>/i, `  <meta name="robots" content="noindex" />\n  </head>`);
  return out.replace(/<body([^>]*)>/i, (body) => `${body}\n    ${BAR}`);
}

const noStore = (c: Context<AppEnv>) => {
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
};

/**
 * /preview{public path} (issue 32): the public page as visitors will see it once the item is approved,
 * inside its window, in either language, with a "Preview — not public" bar. Only for a staff session
 * whose designation may manage or approve the item, or a signed link (`?token=`) to that item's own page;
 * another session gets 404, anyone else is sent to the login page. Never
 * kept by any cache (`no-store`, and it is no `publicCache` route), never indexed.
 */
export function preview(assets: Fetcher | undefined, render: RenderPage) {
  const { servePage } = pageServer(assets, render);
  return new Hono<AppEnv>().use(session).get("*", async (c) => {
    noStore(c);
    const url = new URL(c.req.url);
    const { path, lang } = previewedPath(url.pathname);
    const match = matchPublicPage(path);
    const token = url.searchParams.get("token");
    const link = token ? await verifyPreviewToken(c.var.db, c.var.config.jwtSecret, token, c.var.now()) : null;
    const linked = link ? await findItem(c.var.db, link.resource, link.itemId).catch(() => null) : null;
    const fromLink = link && linked?.path === path ? { resource: link.resource, id: link.itemId } : null;
    if (!fromLink && !c.var.user) return c.redirect("/login", 302);
    if (!match) return c.text("Not found", 404);
    const wanted = fromLink ?? itemOfPage(path, match.params, url.searchParams.get("item"));
    // A session alone is not enough: a draft is shown only to those who may manage or approve it. 404, so an
    // id does not tell whether such a draft exists.
    if (!fromLink && wanted && !mayPreview(c.var.user!.designation, wanted.resource)) return c.text("Not found", 404);
    const found = wanted ? await findItem(c.var.db, wanted.resource, wanted.id).catch(() => null) : null;
    const item = wanted && "elsewhere" in wanted && found?.path !== path ? null : found;
    const view: ReadView = { now: c.var.now(), ...(item && wanted ? { preview: { table: ITEM_KINDS[wanted.resource].table, uniId: item.uniId } } : {}) };
    const query = new URLSearchParams(url.searchParams);
    query.delete("token");
    query.delete("item");
    const search = query.size ? `?${query}` : "";
    const res = await servePage(c, match.page, { lang, view, url: `${url.origin}${path}${search}` });
    const html = previewHtml(await res.text());
    noStore(c);
    return c.html(html, 200);
  });
}

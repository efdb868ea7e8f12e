import type { ItemResource } from "@/shared/lib/contract";

/**
 * An item's public page (a banner's: the home page, naming the banner by `?item=`). `page`: the page of
 * the item that shows it (a progress update's project page), which names it by `?item=` too.
 */
function publicPage(resource: ItemResource, id: string, page?: string): { path: string; query: string } {
  const enc = encodeURIComponent(id);
  if (page) return { path: page, query: `?item=${enc}` };
  if (resource === "banner") return { path: "/", query: `?item=${enc}` };
  return { path: `/${resource}/${enc}`, query: "" };
}

/** /preview{public path}, /preview/bn{public path} (issue 32): the page as visitors will see it once approved. */
export function previewHref(resource: ItemResource, id: string, lang: "en" | "bn", page?: string): string {
  const { path, query } = publicPage(resource, id, page);
  if (lang === "en") return `/preview${path}${query}`;
  return `/preview/bn${path === "/" ? "" : path}${query}`;
}

/** Statuses visitors do not see: the ones a preview is offered for. */
export const isDraft = (status: string) => status.trim().toLowerCase() !== "approved";
/** Statuses that wait for an approver when approval is required. */
export const isWaiting = (status: string) => ["pending", "checking"].includes(status.trim().toLowerCase());

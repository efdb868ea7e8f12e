import type { ItemResource } from "@/shared/lib/contract";

/** An item's public page (a banner's: the home page, naming the banner by `?item=`). */
function publicPage(resource: ItemResource, id: string): { path: string; query: string } {
  const enc = encodeURIComponent(id);
  if (resource === "banner") return { path: "/", query: `?item=${enc}` };
  return { path: `/${resource}/${enc}`, query: "" };
}

/** /preview{public path}, /preview/bn{public path} (issue 32): the page as visitors will see it once approved. */
export function previewHref(resource: ItemResource, id: string, lang: "en" | "bn"): string {
  const { path, query } = publicPage(resource, id);
  if (lang === "en") return `/preview${path}${query}`;
  return `/preview/bn${path === "/" ? "" : path}${query}`;
}

/** Statuses visitors do not see: the ones a preview is offered for. */
export const isDraft = (status: string) => status.trim().toLowerCase() !== "approved";
/** Statuses that wait for an approver when approval is required. */
export const isWaiting = (status: string) => ["pending", "checking"].includes(status.trim().toLowerCase());

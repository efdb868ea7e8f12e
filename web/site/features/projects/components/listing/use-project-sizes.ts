import { useEffect, useMemo, useState } from "react";
import { publicReadPath } from "@/shared/lib/contract";
import type { ListingProject } from "@/site/lib/project-cards";
import type { SizeLookup } from "../../lib/filter";

type MaybeSized = ListingProject & { apartmentSize?: string | null };

/** Apartment sizes by project uniId, as the page's loader read them (web/site/pages/projects.tsx). */
export type SizeOf = Record<string, string | null | undefined>;

/** One project's apartment size, asked of the API with a plain fetch; undefined when it cannot say. */
async function fetchSize(uniId: string): Promise<string | null | undefined> {
  try {
    const res = await fetch(publicReadPath({ read: "projectDetails", params: { id: uniId } }), { headers: { Accept: "application/json" } });
    if (!res.ok) return undefined;
    const project = (await res.json()) as { details: { apartmentSize: string | null } | null };
    return project.details?.apartmentSize;
  } catch {
    return undefined;
  }
}

/**
 * Apartment sizes for the size filter. They live in project details, which the public list does
 * not carry; if the list ever includes `apartmentSize` it is used directly. Otherwise the page brings
 * those its loader read (`known`: a size band in the address), and the details of the other projects
 * that have some are fetched once a size band is chosen, and kept for the page's life.
 */
export function useProjectSizes(projects: ListingProject[] | undefined, enabled: boolean, known: SizeOf): { sizeOf: SizeLookup; pending: boolean } {
  const list = useMemo(() => (projects ?? []) as MaybeSized[], [projects]);
  const inList = list.length > 0 && list.every((p) => p.apartmentSize !== undefined);
  const [sizes, setSizes] = useState<SizeOf>(known);
  const missing = enabled && !inList ? list.filter((p) => p.detail && !(p.uniId in sizes)).map((p) => p.uniId) : [];
  const key = missing.join("\n");
  useEffect(() => {
    if (!key) return;
    let live = true;
    void Promise.all(key.split("\n").map(async (id) => [id, await fetchSize(id)] as const)).then((found) => {
      if (live) setSizes((s) => ({ ...s, ...Object.fromEntries(found) }));
    });
    return () => void (live = false);
  }, [key]);
  const sizeOf = useMemo((): SizeLookup => {
    if (!inList) return (id) => sizes[id] ?? undefined;
    const inListSizes = new Map(list.map((p) => [p.uniId, p.apartmentSize]));
    return (id) => inListSizes.get(id);
  }, [inList, list, sizes]);
  return { sizeOf, pending: !inList && missing.length > 0 };
}

import type { Project } from "@/shared/lib/contract";
import { useQueries } from "@/shared/lib/query";
import { projectDetailsQuery } from "@/shared/features/projects/api/get-project-details";
import type { SizeLookup } from "../../lib/filter";

type MaybeSized = Project & { apartmentSize?: string | null };

/**
 * Apartment sizes for the size filter. They live in project details, which the public list does
 * not carry; if the list ever includes `apartmentSize` it is used directly, otherwise the details
 * of projects that have some are fetched, only while a size band is chosen (and then cached, so
 * opening one of those projects afterwards is instant).
 */
export function useProjectSizes(projects: Project[] | undefined, enabled: boolean): { sizeOf: SizeLookup; pending: boolean } {
  const list = (projects ?? []) as MaybeSized[];
  const inList = list.length > 0 && list.every((p) => p.apartmentSize !== undefined);
  const targets = enabled && !inList ? list.filter((p) => p.detail) : [];
  return useQueries({
    queries: targets.map((p) => projectDetailsQuery(p.uniId)),
    combine: (results) => {
      if (inList) {
        const sizes = new Map(list.map((p) => [p.uniId, p.apartmentSize]));
        return { sizeOf: (id: string) => sizes.get(id), pending: false };
      }
      const sizes = new Map(results.flatMap((r) => (r.data?.details ? [[r.data.uniId, r.data.details.apartmentSize] as const] : [])));
      return { sizeOf: (id: string) => sizes.get(id), pending: results.some((r) => r.isPending) };
    },
  });
}

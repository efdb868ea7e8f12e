import { queryOptions, useQuery } from "@tanstack/react-query";
import { readApi } from "@/shared/lib/api-read";
import type { About } from "@/shared/lib/contract";
import { aboutLists } from "@/shared/lib/lists";

/** GET /api/about: the single about record (description, target, management, ourTeam as JSON). */
export const aboutQuery = () => queryOptions({ queryKey: ["about"], queryFn: async () => aboutLists(await readApi<About>((api) => api.about.$get())) });

export const useAbout = () => useQuery(aboutQuery());

import { queryOptions, useQuery } from "@/lib/query";
import { readApi } from "@/lib/api-read";
import type { About } from "@/lib/contract";
import { aboutLists } from "@/lib/lists";

/** GET /api/about: the single about record (description, target, management, ourTeam as JSON). */
export const aboutQuery = () => queryOptions({ queryKey: ["about"], queryFn: async () => aboutLists(await readApi<About>((api) => api.about.$get())) });

export const useAbout = () => useQuery(aboutQuery());

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { json } from "@/lib/fetch-json";
import type { About } from "@/lib/contract";
import { aboutLists } from "@/lib/lists";

/** GET /api/about: the single about record (description, target, management, ourTeam as JSON). */
export const aboutQuery = () => queryOptions({ queryKey: ["about"], queryFn: async () => aboutLists(await json<About>(api.about.$get())) });

export const useAbout = () => useQuery(aboutQuery());

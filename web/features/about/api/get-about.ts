import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { json } from "@/lib/fetch-json";
import type { About } from "@/lib/contract";

/** GET /api/about: the single about record (description, target, management, ourTeam as JSON). */
export const aboutQuery = () => queryOptions({ queryKey: ["about"], queryFn: () => json<About>(api.about.$get()) });

export const useAbout = () => useQuery(aboutQuery());

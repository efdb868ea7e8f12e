import { queryOptions, useQuery } from "@tanstack/react-query";
import { readApi } from "@/shared/lib/api-read";
import type { ContactInformation } from "@/shared/lib/contract";
import { contactInformationLists } from "@/shared/lib/lists";

/** GET /api/contactInformation: the company's contact block. */
export const contactInformationQuery = () =>
  queryOptions({
    queryKey: ["contactInformation"],
    queryFn: async () => contactInformationLists(await readApi<ContactInformation>((api) => api.contactInformation.$get())),
    // One record behind the top bar, footer and chat button on every page: read once per visit.
    staleTime: 5 * 60_000,
  });

export const useContactInformation = () => useQuery(contactInformationQuery());

import { queryOptions, useQuery } from "@/lib/query";
import { readApi } from "@/lib/api-read";
import type { ContactInformation } from "@/lib/contract";
import { contactInformationLists } from "@/lib/lists";

/** GET /api/contactInformation: the company's contact block. */
export const contactInformationQuery = () =>
  queryOptions({
    queryKey: ["contactInformation"],
    queryFn: async () => contactInformationLists(await readApi<ContactInformation>((api) => api.contactInformation.$get())),
    // One record behind the top bar, footer and chat button on every page: read once per visit.
    staleTime: 5 * 60_000,
  });

export const useContactInformation = () => useQuery(contactInformationQuery());

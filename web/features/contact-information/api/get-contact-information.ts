import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { json } from "@/lib/fetch-json";
import type { ContactInformation } from "@/lib/contract";
import { contactInformationLists } from "@/lib/lists";

/** GET /api/contactInformation: the company's contact block. */
export const contactInformationQuery = () =>
  queryOptions({
    queryKey: ["contactInformation"],
    queryFn: async () => contactInformationLists(await json<ContactInformation>(api.contactInformation.$get())),
    // One record behind the top bar, footer and chat button on every page: read once per visit.
    staleTime: 5 * 60_000,
  });

export const useContactInformation = () => useQuery(contactInformationQuery());

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { json } from "@/lib/fetch-json";
import type { ContactInformation } from "@/lib/contract";

/** GET /api/contactInformation: the company's contact block. */
export const contactInformationQuery = () =>
  queryOptions({
    queryKey: ["contactInformation"],
    queryFn: () => json<ContactInformation>(api.contactInformation.$get()),
  });

export const useContactInformation = () => useQuery(contactInformationQuery());

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/lib/api-client";
import type { LeadDetail, LeadOwner } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";

/** GET /api/messages/{id}: one lead, its timeline and its alerts. Under ["messages"], so any lead change refreshes it. */
export const leadQuery = (id: number) =>
  queryOptions({
    queryKey: ["messages", "lead", id],
    queryFn: () => json<LeadDetail>(api.messages[":id"].$get({ param: { id: String(id) } })),
    ...staffQueryDefaults,
  });

export const useLead = (id: number) => useQuery(leadQuery(id));

/** GET /api/messages/owners: who a lead may be given to. */
export const leadOwnersQuery = () =>
  queryOptions({ queryKey: ["messages", "owners"], queryFn: () => json<LeadOwner[]>(api.messages.owners.$get()), ...staffQueryDefaults });

export const useLeadOwners = () => useQuery(leadOwnersQuery());

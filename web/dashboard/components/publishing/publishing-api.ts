import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApprovalSetting, ItemRef, ItemResource, PreviewLink, Profile, Revision, RevisionSummary, ScheduleEntry } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { staffQueryDefaults } from "@/dashboard/lib/staff-query";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";

/**
 * The calls of issue 32 that every item screen shares (/api/{resource}/{id}/revisions, preview-links,
 * approve; /api/settings/approval, /api/approvals, /api/schedule). Plain fetches: the item's resource is a
 * value here, which the typed client cannot index by.
 */
const itemUrl = (resource: ItemResource, id: string, rest = "") => `/api/${resource}/${encodeURIComponent(id)}${rest}`;
const send = <T>(url: string, method: string, body?: unknown) =>
  json<T>(fetch(url, { method, headers: body === undefined ? {} : { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) }));

export const revisionsQuery = (resource: ItemResource, id: string) =>
  queryOptions({ queryKey: ["revisions", resource, id], queryFn: () => json<RevisionSummary[]>(fetch(itemUrl(resource, id, "/revisions"))), ...staffQueryDefaults });

export const revisionQuery = (resource: ItemResource, id: string, revisionId: number) =>
  queryOptions({
    queryKey: ["revisions", resource, id, revisionId],
    queryFn: () => json<Revision>(fetch(itemUrl(resource, id, `/revisions/${revisionId}`))),
    ...staffQueryDefaults,
    staleTime: Number.POSITIVE_INFINITY, // a version never changes
  });

export const previewLinksQuery = (resource: ItemResource, id: string) =>
  queryOptions({ queryKey: ["preview-links", resource, id], queryFn: () => json<PreviewLink[]>(fetch(itemUrl(resource, id, "/preview-links"))), ...staffQueryDefaults });

export const approvalSettingQuery = () =>
  queryOptions({ queryKey: ["settings", "approval"], queryFn: () => json<ApprovalSetting>(fetch("/api/settings/approval")), ...staffQueryDefaults });

export const approvalsQuery = () => queryOptions({ queryKey: ["approvals"], queryFn: () => json<ItemRef[]>(fetch("/api/approvals")), ...staffQueryDefaults });
export const scheduleQuery = () => queryOptions({ queryKey: ["schedule"], queryFn: () => json<ScheduleEntry[]>(fetch("/api/schedule")), ...staffQueryDefaults });

export const useApprovalSetting = () => useQuery(approvalSettingQuery());

/** The signed-in user, under the profile's own key (features/auth), to know who may approve. */
export const viewerQuery = () => queryOptions({ queryKey: ["profile"], queryFn: () => json<Profile>(fetch("/api/users/profile")), ...staffQueryDefaults });

/** The item's own lists (a project's, a banner's…), refetched after a restore or an approval. */
export type ItemLists = readonly (readonly unknown[])[];

export function useRestore(resource: ItemResource, id: string, lists: ItemLists) {
  return useApiMutation({
    mutationFn: ({ revisionId, publish }: { revisionId: number; publish: boolean }) => send<unknown>(itemUrl(resource, id, `/revisions/${revisionId}/restore`), "POST", { publish }),
    success: (_, v) => (v.publish ? "Version restored and published" : "Version restored as a draft"),
    failure: "Failed to restore the version. Please try again.",
    invalidates: [revisionsQuery(resource, id).queryKey, ...lists, approvalsQuery().queryKey],
  });
}

export function useApprove(resource: ItemResource, id: string, lists: ItemLists) {
  return useApiMutation({
    mutationFn: () => send<unknown>(itemUrl(resource, id, "/approve"), "POST"),
    success: "Approved",
    failure: "Failed to approve. Please try again.",
    invalidates: [revisionsQuery(resource, id).queryKey, ...lists, approvalsQuery().queryKey],
  });
}

export function useSharePreview(resource: ItemResource, id: string) {
  return useApiMutation({
    mutationFn: (lang: "en" | "bn") => send<PreviewLink>(itemUrl(resource, id, "/preview-links"), "POST", { lang }),
    failure: "Failed to share the preview. Please try again.",
    invalidates: [previewLinksQuery(resource, id).queryKey],
  });
}

export function useRevokePreview(resource: ItemResource, id: string) {
  return useApiMutation({
    mutationFn: (linkId: string) => send<unknown>(itemUrl(resource, id, `/preview-links/${encodeURIComponent(linkId)}`), "DELETE"),
    success: "Preview link revoked",
    failure: "Failed to revoke the link. Please try again.",
    invalidates: [previewLinksQuery(resource, id).queryKey],
  });
}

export function useSetApprovalSetting() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (required: boolean) => send<ApprovalSetting>("/api/settings/approval", "PATCH", { required }),
    success: (s) => (s.required ? "Approval is now required" : "Approval is no longer required"),
    failure: "Failed to change the approval setting.",
    onSuccess: (s) => client.setQueryData(approvalSettingQuery().queryKey, s),
  });
}

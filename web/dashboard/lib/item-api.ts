import { type QueryKey, queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api } from "@/shared/lib/api-client";
import { pathOf, RESOURCES, type ResourceName } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { type UploadProgress, sendMultipart } from "./multipart";
import { nounOf } from "./resource-words";
import { staffQueryDefaults } from "./staff-query";
import { useApiMutation } from "./use-api-mutation";

/**
 * The staff calls of a resource with the usual routes (GET /api/{path}/all, POST /api/{path}/add,
 * PATCH and DELETE /api/{path}/{uniId}), keyed by its registry name (contract/resources.ts): a new
 * resource needs no api/ files of its own (issue 44). Its answers are typed from the typed client's
 * `/all` route, so a list's rows are the resource's contract type. Every key starts with the API path,
 * so one invalidation (`itemLists`, PublishingActions' `lists`, a restore from History) refreshes them all.
 */
type Api = typeof api;
type Path = Extract<PathOf<ResourceName>, keyof Api>;
type PathOf<N extends ResourceName> = (typeof RESOURCES)[N]["path"];
/** The resources whose API path has the usual `/all` list. */
export type ItemResourceName = { [N in ResourceName]: PathOf<N> extends Path ? (Api[PathOf<N>] extends { all: { $get: unknown } } ? N : never) : never }[ResourceName];
type ListCall<N extends ItemResourceName> = Api[PathOf<N>] extends { all: { $get: infer G } } ? G : never;
/** One row of the resource's staff list, as its route answers it. */
export type ItemOf<N extends ItemResourceName> = InferResponseType<ListCall<N>, 200> extends readonly (infer I)[] ? I : never;

/** The typed client's routes of one path, seen through the shape every item resource shares. */
type Routes = {
  all: { $get: (args: { query: Record<string, string> }) => ReturnType<typeof fetch> };
  add: { $path: () => string };
  ":id": { $path: (args: { param: { id: string } }) => string; $delete: (args: { param: { id: string } }) => ReturnType<typeof fetch> };
};
const routesOf = (resource: ItemResourceName) => (api as unknown as Record<string, Routes>)[pathOf(resource) as string]!;

/** docs/product.md §8 wording of the toasts, by default from the registry's name of the item ("Progress update"). */
type Texts = { success: string; failure: string };
const textsOf = (resource: ItemResourceName, done: string, verb: string): Texts => {
  const noun = nounOf(resource);
  return { success: `${noun} ${done} successfully`, failure: `Failed to ${verb} the ${noun.toLowerCase()}. Please try again.` };
};

/** What a change refreshes: every list of the resource (whatever its parameters). */
export const itemLists = (resource: ItemResourceName): QueryKey[] => [[pathOf(resource)]];

/** GET /api/{path}/all?{params} (staff): every item, whatever its status, in the route's order. */
export const itemListQuery = <N extends ItemResourceName>(resource: N, params: Record<string, string> = {}) =>
  queryOptions({
    queryKey: [pathOf(resource), ...Object.values(params)],
    queryFn: () => json<ItemOf<N>[]>(routesOf(resource).all.$get({ query: params })),
    ...staffQueryDefaults,
  });

export const useItemList = <N extends ItemResourceName>(resource: N, params?: Record<string, string>) => useQuery(itemListQuery(resource, params));

export type SaveItemInput = { body: FormData; onProgress?: (p: UploadProgress) => void };

/** POST /api/{path}/add (multipart, the fields of its create schema). */
export const useCreateItem = <N extends ItemResourceName>(resource: N, texts: Texts = textsOf(resource, "added", "add")) =>
  useApiMutation<ItemOf<N>, SaveItemInput>({
    mutationFn: ({ body, onProgress }) => sendMultipart<ItemOf<N>>({ method: "POST", url: routesOf(resource).add.$path(), body, onProgress }),
    ...texts,
    invalidates: itemLists(resource),
  });

/** PATCH /api/{path}/{uniId} (multipart; absent fields stay, new files replace the stored ones). */
export const useUpdateItem = <N extends ItemResourceName>(resource: N, texts: Texts = textsOf(resource, "updated", "update")) =>
  useApiMutation<ItemOf<N>, SaveItemInput & { uniId: string }>({
    mutationFn: ({ uniId, body, onProgress }) =>
      sendMultipart<ItemOf<N>>({ method: "PATCH", url: routesOf(resource)[":id"].$path({ param: { id: uniId } }), body, onProgress }),
    ...texts,
    invalidates: itemLists(resource),
  });

/** DELETE /api/{path}/{uniId}: to the Trash. */
export const useDeleteItem = (resource: ItemResourceName, texts: Texts = textsOf(resource, "deleted", "delete")) =>
  useApiMutation<{ deleted: string }, string>({
    mutationFn: (uniId) => json<{ deleted: string }>(routesOf(resource)[":id"].$delete({ param: { id: uniId } })),
    ...texts,
    invalidates: itemLists(resource),
  });

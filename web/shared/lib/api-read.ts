import type { api as client } from "./api-client";
import type { ApiError } from "./api-error";
import type { json as unwrap } from "./fetch-json";

type Api = typeof client;
type Json = typeof unwrap;

/**
 * Data hooks and forms reach the API through this: the typed client and its JSON unwrapping are
 * imported with the first request, not with the page. An island (web/site/islands.tsx) mostly asks
 * the API nothing, its data being its props, so it rarely downloads them; the app loads them with
 * its own code (web/dashboard/boot.tsx).
 */
export async function withApi<R>(read: (api: Api, json: Json) => Promise<R>): Promise<R> {
  const [{ api }, { json }] = await Promise.all([import("./api-client"), import("./fetch-json")]);
  return read(api, json);
}

/**
 * One read's JSON (`json` of a typed call), or an ApiError; with `failure`, the error carries that
 * text instead of the server's (docs/product.md §8: "Failed to fetch blogs").
 */
export const readApi = <T>(call: (api: Api) => Parameters<Json>[0], failure?: string): Promise<T> =>
  withApi((api, json) =>
    json<T>(call(api)).catch((err: ApiError) => {
      throw failure ? err.withMessage(failure) : err;
    }),
  );

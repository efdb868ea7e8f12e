import { hc } from "hono/client";
import type { AppType } from "../../worker/app";

type Fetch = typeof fetch;

/**
 * Where API calls go while a page is rendered in the worker (web/entry-server.tsx): a getter for
 * the current request's own fetcher (per request, through AsyncLocalStorage), never a stored client.
 * In the browser it stays unset and calls use the global fetch.
 */
let serverFetch: (() => Fetch | undefined) | undefined;

export function setServerFetch(get: () => Fetch | undefined) {
  serverFetch = get;
}

const send: Fetch = (input, init) => (serverFetch?.() ?? fetch)(input, init);

/** The typed API client: paths and payloads come from the worker's own route types. */
export const api = hc<AppType>("/", { fetch: send, init: { credentials: "same-origin" } }).api;

import { hc } from "hono/client";
import type { AppType } from "../../../worker/app";

/** The global fetch, looked up at each call (tests stub it), never a stored client. */
const send: typeof fetch = (input, init) => fetch(input, init);

/** The typed API client: paths and payloads come from the worker's own route types. */
export const api = hc<AppType>("/", { fetch: send, init: { credentials: "same-origin" } }).api;

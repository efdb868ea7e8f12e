import { hc } from "hono/client";
import type { AppType } from "../../worker/app";

/** The typed API client: paths and payloads come from the worker's own route types. */
export const api = hc<AppType>("/", { init: { credentials: "same-origin" } }).api;

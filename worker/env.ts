/// <reference path="./worker-configuration.d.ts" />
import type { Db, DbTiming } from "./db/client";
import type { VersionMemo } from "./lib/content-version";
import type { SessionUser } from "./lib/session-user";

/** The Worker secrets (wrangler secret put; `--var` locally): not in wrangler.toml, so typed here. */
type Secrets = {
  LIBSQL_URL: string;
  /** A local libSQL endpoint takes none. */
  LIBSQL_AUTH_TOKEN?: string;
  JWT_SECRET: string;
};

/**
 * Bindings and vars are `Env`, generated from wrangler.toml by `npm run cf-typegen` into
 * worker/worker-configuration.d.ts (committed, so typechecking needs no network), plus the secrets.
 */
export type Bindings = Env & Secrets;

export type AppConfig = {
  jwtSecret: string;
  /** Secure + __Host- cookies; false only for local http. */
  secureCookies: boolean;
  /** The public site's origin (SITE_ORIGIN), for canonical URLs, the sitemap and share cards. */
  siteOrigin?: string;
};

/** What createApp needs; tests inject their own database and bucket. */
export type AppDeps = {
  /**
   * Called once per API request. In workerd it must return a new client every time: a client
   * shared by requests deadlocks the isolate (see worker/db/client.ts).
   */
  db: (timing?: DbTiming) => Db;
  bucket: R2Bucket;
  /** The edge cache of public reads (caches.default in the worker); none: every read is computed. */
  cache?: Cache;
  /** The built SPA (the ASSETS binding): the HTML shell public pages are served from. */
  assets?: Fetcher;
  config: AppConfig;
  /** Clock, injectable so expiry and throttling can be tested deterministically. */
  now?: () => Date;
};

export type AppEnv = {
  Variables: {
    db: Db;
    bucket: R2Bucket;
    config: AppConfig;
    now: () => Date;
    user: SessionUser | null;
    dbTiming: DbTiming;
    contentVersion: VersionMemo;
    cache: Cache | null;
  };
};

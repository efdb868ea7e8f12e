import type { Db } from "./db/client";
import type { SessionUser } from "./lib/session-user";

/** Bindings and vars from wrangler.toml and Worker secrets. */
export type Bindings = {
  BUCKET: R2Bucket;
  ASSETS?: Fetcher;
  LIBSQL_URL: string;
  LIBSQL_AUTH_TOKEN?: string;
  JWT_SECRET: string;
  /** "development" relaxes Secure/__Host- cookies for http://localhost. */
  ENVIRONMENT?: string;
  ORPHAN_GRACE_HOURS?: string;
  ORPHAN_SWEEP_LIMIT?: string;
};

export type AppConfig = {
  jwtSecret: string;
  /** Secure + __Host- cookies; false only for local http. */
  secureCookies: boolean;
};

/** What createApp needs; tests inject their own database and bucket. */
export type AppDeps = {
  /**
   * Called once per API request. In workerd it must return a new client every time: a client
   * shared by requests deadlocks the isolate (see worker/db/client.ts).
   */
  db: () => Db;
  bucket: R2Bucket;
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
  };
};

/// <reference path="./worker-configuration.d.ts" />
import type { PageData } from "./contract/public-reads";
import type { PageMeta } from "./contract/page-head";
import type { MailConfig, Mailer } from "./lib/outbox";
import type { LanguageCode } from "./contract/language";
import type { Db, DbTiming } from "./db/client";
import type { VersionMemo } from "./lib/content-version";
import type { ResponseMemory } from "./lib/response-memory";
import type { SessionUser } from "./lib/session-user";
import type { SessionBuyer } from "./lib/buyer-sessions";
import type { Declaration } from "./middleware/endpoint";

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
  /**
   * Names the deployed build (its entry script's hashed name): part of every edge-cache key, since
   * cached pages name the build's assets, which the next deploy replaces.
   */
  buildId?: string;
  /** The sender of alerts (MAIL_FROM), an address on a domain Email Service may send from. */
  mailFrom?: string;
};

/** What the page renderer answers; null when it could not render the page. */
export type RenderedPage = {
  html: string;
  state: unknown;
  status: number;
  /** The code that runs the page and its own chunks, preloaded once the first screen is painted. */
  modulePreloads: string[];
  /** Tags the page adds to <head>: its styles for readers without JavaScript (web/entry-server.tsx). */
  head: string;
  /**
   * The page's head (title, description, share card, JSON-LD), built by its module's `head` from its
   * loader's data (web/site/pages); null for the not-found page and an item that is not public.
   */
  meta: PageMeta | null;
};
/**
 * Renders the page of `request` in `lang` from the data its loader read (worker/pages/public-reads.ts);
 * `origin` (the site's, else the request's) makes its head's URLs absolute.
 */
export type RenderPage = (request: Request, data: PageData, lang: LanguageCode, origin?: string) => Promise<RenderedPage | null>;

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
  /** The built files (the ASSETS binding): index.html is the shell every public page is written into. */
  assets?: Fetcher;
  config: AppConfig;
  /** Renders a public page from the site's React components (web/entry-server.tsx, built by `vite build` into dist/server). */
  render: RenderPage;
  /** Clock, injectable so expiry and throttling can be tested deterministically. */
  now?: () => Date;
  /**
   * A request's own clock, or undefined for `now`: only the browser tests' worker has one
   * (worker/lib/test-clock.ts), so their pages can be asked about a later time.
   */
  requestClock?: (request: Request) => (() => Date) | undefined;
  /** Sends the sales team's alerts (the EMAIL `send_email` binding); none: alerts wait in the outbox. */
  mailer?: Mailer;
};

export type AppEnv = {
  Variables: {
    db: Db;
    bucket: R2Bucket;
    config: AppConfig;
    now: () => Date;
    user: SessionUser | null;
    /** The signed-in buyer, set only by the guard of `access: "buyer"` routes (lib/buyer-sessions.ts). */
    buyer?: SessionBuyer;
    dbTiming: DbTiming;
    contentVersion: VersionMemo;
    responseMemory: ResponseMemory;
    mail: MailConfig;
    cache: Cache | null;
    /** The matched /api route's declaration (middleware/endpoint.ts); unset elsewhere. */
    declaration?: Declaration;
  };
};

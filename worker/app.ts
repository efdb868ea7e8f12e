import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { RouterRoute } from "hono/types";
import { onFirstUse } from "./db/client";
import { createVersionMemo } from "./lib/content-version";
import { createResponseMemory } from "./lib/response-memory";
import type { AppDeps, AppEnv } from "./env";
import { csrfGuard } from "./middleware/csrf";
import { errorBody, onError } from "./lib/errors";
import { responseKind, SECURITY_HEADERS } from "./lib/response-kinds";
import { session } from "./middleware/session";
import { auth } from "./routes/auth";
import { health } from "./routes/health";
import { im } from "./routes/im";
import { projects } from "./routes/projects";
import { about } from "./routes/about";
import { contactInformation } from "./routes/contact-information";
import { menus } from "./routes/menus";
import { messages } from "./routes/messages";
import { challenge } from "./routes/challenge";
import { register } from "./routes/register";
import { users } from "./routes/users";
import { userPasskeys } from "./routes/user-passkeys";
import { bannerStatics } from "./routes/banner-statics";
import { banners } from "./routes/banners";
import { projectDetails, projectDetailsRead } from "./routes/project-details";
import { totalCount } from "./routes/total-count";
import { contentDetails } from "./routes/content-details";
import { blogs } from "./routes/blogs";
import { coverage } from "./routes/coverage";
import { newsEvents } from "./routes/news-events";
import { openapi } from "./routes/openapi";
import { pages } from "./routes/pages";
import { language } from "./routes/language";
import { activity } from "./routes/activity";
import { backups } from "./routes/backups";
import { trash } from "./routes/trash";
import { secondFactorRoutes } from "./routes/second-factors";
import { sessionRoutes } from "./routes/sessions";
import { passkeyRoutes } from "./routes/passkeys";
import { settingsRoutes } from "./routes/settings";
import { serverTiming } from "./middleware/server-timing";
import { revisionRoutes } from "./routes/revisions";
import { previewLinkRoutes } from "./routes/preview-links";
import { approvals, schedule } from "./routes/approvals";
import { preview } from "./routes/preview";
import { ITEM_RESOURCES } from "./contract/revisions";
import { projectUnits, unitRoutes } from "./routes/units";
import { salesReportRoutes } from "./routes/sales-report";
import { progressRoutes, projectProgress } from "./routes/progress";
import { bookingDocumentRoutes } from "./routes/booking-documents";
import { bookingRoutes, unitBookings } from "./routes/bookings";
import { paymentRoutes } from "./routes/payments";
import { receiptRoutes } from "./routes/receipts";
import { delayPolicyRoutes } from "./routes/delay-policies";
import { myRoutes } from "./routes/my";
import { myPasskeyRoutes } from "./routes/my-passkeys";

/** Builds the whole HTTP surface from injected dependencies (tests pass their own db and bucket). */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  // Plain numbers per app (one per isolate): see lib/content-version.ts.
  const contentVersion = createVersionMemo();
  const responseMemory = createResponseMemory();
  const perRequest = createMiddleware<AppEnv>(async (c, next) => {
    const dbTiming = { ms: 0 };
    c.set("dbTiming", dbTiming);
    c.set("db", onFirstUse(() => deps.db(dbTiming)));
    c.set("bucket", deps.bucket);
    c.set("config", deps.config);
    c.set("now", deps.requestClock?.(c.req.raw) ?? now);
    c.set("user", null);
    c.set("contentVersion", contentVersion);
    c.set("responseMemory", responseMemory);
    c.set("cache", deps.cache ?? null);
    c.set("mail", { mailer: deps.mailer, from: deps.config.mailFrom, siteOrigin: deps.config.siteOrigin });
    await next();
    // This isolate's own write is seen at once by its next read; other isolates within VERSION_TTL_MS.
    if (c.req.method !== "GET" && c.req.method !== "HEAD") contentVersion.forget();
  });
  const api = new Hono<AppEnv>()
    .use(serverTiming)
    .use(perRequest)
    .use(csrfGuard)
    // No body is read here: handlers read it (capped, lib/capped-body.ts) after the session and
    // the route's permission guard, so a refused upload costs no more than its headers.
    .use(session)
    .route("/health", health)
    .route("/openapi.json", openapi((): readonly RouterRoute[] => api.routes))
    .route("/auth", auth)
    .route("/auth", secondFactorRoutes)
    .route("/auth", sessionRoutes)
    .route("/auth", passkeyRoutes)
    .route("/projects", projects)
    .route("/auth", register)
    .route("/users", users)
    .route("/users", userPasskeys)
    .route("/dashboards", menus)
    .route("/messages", messages)
    .route("/challenge", challenge)
    .route("/about", about)
    .route("/contactInformation", contactInformation)
    .route("/projects", projectDetailsRead)
    .route("/project-details", projectDetails)
    .route("/banner", banners)
    .route("/banner-statics", bannerStatics)
    .route("/total-count", totalCount)
    .route("/blog", blogs)
    .route("/coverage", coverage)
    .route("/news-event", newsEvents)
    .route("/cnb-details", contentDetails)
    .route("/activity", activity)
    .route("/backups", backups)
    .route("/trash", trash)
    .route("/settings", settingsRoutes)
    .route("/approvals", approvals)
    .route("/schedule", schedule)
    .route("/projects", projectUnits)
    .route("/units", unitRoutes)
    .route("/reports", salesReportRoutes)
    .route("/projects", projectProgress)
    .route("/progress", progressRoutes)
    .route("/units", unitBookings)
    .route("/bookings", bookingRoutes)
    .route("/bookings", bookingDocumentRoutes)
    .route("/payments", paymentRoutes)
    .route("/receipts", receiptRoutes)
    .route("/projects", delayPolicyRoutes)
    // The buyer portal (docs/product.md §11 "Buyer portal"): buyers' own sessions, never staff ones.
    .route("/my", myRoutes)
    .route("/my", myPasskeyRoutes);
  // Issue 32: each publishable resource of the registry (contract/resources.ts) has its versions, approval
  // and shared preview links under its own path. The web calls them by URL (web/components/publishing).
  for (const resource of ITEM_RESOURCES) api.route(`/${resource}`, revisionRoutes(resource)).route(`/${resource}`, previewLinkRoutes(resource));

  api.notFound((c) => c.json(errorBody("Not found"), 404));
  api.onError(onError);

  const app = new Hono<AppEnv>()
    .use(securityHeaders)
    .use("/im/*", async (c, next) => {
      c.set("bucket", deps.bucket);
      await next();
    })
    .route("/im", im)
    .route("/api", api)
    // Last: every other path the worker sees (wrangler.toml run_worker_first) is a public page.
    .route("/", language)
    .use(perRequest)
    // Before the public pages: /preview{public path} is never a page of the edge cache.
    .route("/preview", preview(deps.assets, deps.render))
    .route("/", pages(deps.assets, deps.render));

  app.notFound((c) => c.json(errorBody("Not found"), 404));
  app.onError(onError);
  return app;
}

export type AppType = ReturnType<typeof createApp>;

/**
 * The outermost step of every answer the worker makes: the security headers of what the answer is
 * (lib/response-kinds.ts), set over whatever an inner step wrote, on every status. A 304 thus
 * carries the same policy as its 200, which the browser merges into its stored copy.
 */
const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of Object.entries(SECURITY_HEADERS[responseKind(c.req.path)])) headers.set(name, value);
});

import { createMiddleware } from "hono/factory";

/**
 * `Server-Timing: app;dur=…` on every API answer: the time the worker spent on the request,
 * database round trips included, without the client's network. `npm run bench:inbox` reads it;
 * browsers show it in the network panel. In workerd the clock advances across I/O only, which
 * is exactly where an API request spends its time.
 */
export const serverTiming = createMiddleware(async (c, next) => {
  const start = performance.now();
  await next();
  const ms = performance.now() - start;
  try {
    c.res.headers.append("Server-Timing", `app;dur=${ms.toFixed(1)}`);
  } catch {
    // An immutable response (a pass-through fetch): it goes without the header.
  }
});

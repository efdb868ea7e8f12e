import type { Bindings } from "../env";

/** The header a browser test sends to ask the worker about another time (ISO 8601). */
export const TEST_CLOCK_HEADER = "x-test-now";

/**
 * The browser tests' clock (issue 32: "appears on the home page when the test clock passes its
 * time"): a request's `x-test-now` header becomes its clock. Only when the worker runs with
 * `TEST_CLOCK=1` and `ENVIRONMENT=development`, which only tests/helpers/worker-process.ts sets
 * together (wrangler.toml has neither; `npm start` never sets TEST_CLOCK): a deployed worker has no
 * such clock, whatever a request carries.
 */
export function testClock(env: Bindings & { TEST_CLOCK?: string }) {
  if (env.TEST_CLOCK !== "1" || env.ENVIRONMENT !== "development") return undefined;
  return (request: Request) => {
    const at = Date.parse(request.headers.get(TEST_CLOCK_HEADER) ?? "");
    return Number.isNaN(at) ? undefined : () => new Date(at);
  };
}

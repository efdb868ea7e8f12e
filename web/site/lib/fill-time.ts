import { MIN_FILL_MS } from "@/shared/lib/contract";

/**
 * How long the visitor has had the page, in ms (docs/decisions.md "Spam without a captcha"): the API
 * refuses a public form sent sooner than a person can fill it. A person who is quicker (autofill)
 * waits out the rest here, behind the form's "Sending…", instead of being refused.
 */
export async function fillTime(): Promise<number> {
  const nav = performance.getEntriesByType("navigation")[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  // A prerendered page counts from when the visitor opened it, not from when the browser made it.
  const since = () => Math.round(performance.now() - (nav?.activationStart ?? 0));
  const wait = MIN_FILL_MS - since();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
  return since();
}

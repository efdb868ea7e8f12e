import type { ApiError } from "@/shared/lib/api-error";

/** "45 seconds", "1 minute", "15 minutes": how long a throttled sign-in must wait. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * What the login form says when signing in fails (docs/product.md §8 only logs "Login failed"; a person must
 * see why they are not in): the server's own message, with the wait on 429 (Retry-After).
 */
export function loginFailureText(err: ApiError): string {
  if (err.status === 429 && err.retryAfter !== null) return `${err.message} Try again in ${waitText(err.retryAfter)}.`;
  if (err.status >= 500) return `Login failed. ${err.message}`;
  return err.message || "Login failed";
}

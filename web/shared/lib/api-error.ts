/** Per-field messages of a 422, in the server's (docs/product.md §5) wording: `{ title: ["Title is required"] }`. */
export type FieldIssues = Record<string, string[]>;

const NETWORK_MESSAGE = "Could not reach the server. Check your connection and try again.";

/**
 * The one error every API call throws (typed client, XHR uploads): the HTTP status, the server's
 * message, its per-field `issues`, and the `Retry-After` wait of a 429. Status 0 means no answer
 * arrived at all (offline, DNS, the connection dropped).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    message: string,
    readonly issues: FieldIssues = {},
    /** Seconds to wait before trying again (429, 503), when the server said so. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }

  get isNetwork() {
    return this.status === 0;
  }

  get isUnauthorized() {
    return this.status === 401;
  }

  /** The same failure told in the caller's words ("Failed to fetch blogs"); status, issues and wait kept. */
  withMessage(message: string): ApiError {
    return new ApiError(this.status, message, this.issues, this.retryAfter);
  }

  /** True when the server named at least one field: the form shows these beside their fields. */
  get hasFieldIssues() {
    return Object.keys(this.issues).length > 0;
  }

  /** Anything caught (a TypeError from fetch, an ApiError, a string) as an ApiError. */
  static from(err: unknown): ApiError {
    if (err instanceof ApiError) return err;
    return new ApiError(0, NETWORK_MESSAGE);
  }
}

/** Reads `{ error: { message, issues } }` (the API's one error shape, docs/decisions.md) into an ApiError. */
export function errorFromBody(status: number, body: unknown, retryAfterHeader: string | null): ApiError {
  const error = (body as { error?: { message?: unknown; issues?: unknown } } | null)?.error;
  const message = typeof error?.message === "string" && error.message ? error.message : `Request failed (${status})`;
  return new ApiError(status, message, readIssues(error?.issues), parseRetryAfter(retryAfterHeader));
}

function readIssues(raw: unknown): FieldIssues {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
  const issues: FieldIssues = {};
  for (const [field, messages] of Object.entries(raw)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === "string");
    if (list.length) issues[field] = list;
  }
  return issues;
}

/** `Retry-After` is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

type ErrorResponse = { status: number; headers: { get(name: string): string | null }; json(): Promise<unknown> };

export async function errorFromResponse(res: ErrorResponse): Promise<ApiError> {
  const body = await res.json().catch(() => null);
  return errorFromBody(res.status, body, res.headers.get("Retry-After"));
}

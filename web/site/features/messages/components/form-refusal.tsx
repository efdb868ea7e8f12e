import type { ApiError } from "@/shared/lib/api-error";

/**
 * What a public form says when its post fails: the server's own message for a refusal (a 429 or a
 * 4xx, said in the page's language: docs/decisions.md "A public form's refusal in the page's
 * language"), else the form's own words (no answer, or the server failed).
 */
export function refusalOf(err: unknown, fallback: string): string {
  const e = err as Partial<ApiError> | null;
  return typeof e?.status === "number" && e.status >= 400 && e.status < 500 && e.message ? e.message : fallback;
}

/** The header that tells the worker the page's language, so its refusals come in it (worker/lib/lead-refusals.ts). */
export const pageLanguage = (lang: string) => ({ "Accept-Language": lang });

/**
 * A form's failure, in its field errors' style, read out as it appears. Always rendered (empty when
 * there is nothing to say), so a screen reader hears the text that arrives in it.
 */
export function FormRefusal({ message, className = "" }: { message: string; className?: string }) {
  return (
    <p role="alert" className={`text-sm font-medium text-destructive ${className}`}>
      {message}
    </p>
  );
}

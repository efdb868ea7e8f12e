import { HTTPException } from "hono/http-exception";
import type { LanguageCode } from "../contract/language";
import { errorBody } from "./errors";
import { PROOF_MISSING, PROOF_USED } from "./proof-of-work";

/** The per-address refusals of a public post (lib/throttle.ts MESSAGE_RULE, MESSAGE_BURST_RULE). */
export const TOO_MANY_THIS_HOUR = "Too many messages from your connection this hour. Please try again later, or call us.";
export const TOO_MANY_THIS_MINUTE = "Too many messages from your connection in one minute. Please wait a minute and try again, or call us.";

/**
 * The Bengali of every refusal a visitor's form can meet as a whole (a field's own words are the
 * form's: it checks the same rules on the page first). A message not here stays in English.
 */
const BENGALI: Record<string, string> = {
  [TOO_MANY_THIS_HOUR]: "এই ঘণ্টায় আপনার সংযোগ থেকে অনেক বেশি বার্তা এসেছে। পরে আবার চেষ্টা করুন, অথবা আমাদের ফোন করুন।",
  [TOO_MANY_THIS_MINUTE]: "এক মিনিটে আপনার সংযোগ থেকে অনেক বেশি বার্তা এসেছে। এক মিনিট পরে আবার চেষ্টা করুন, অথবা আমাদের ফোন করুন।",
  [PROOF_MISSING]: "ফর্মটি একজন মানুষ পাঠিয়েছেন কি না তা নিশ্চিত করা যায়নি। পৃষ্ঠাটি আবার লোড করে আবার পাঠান, অথবা আমাদের ফোন করুন।",
  [PROOF_USED]: "এই ফর্মটি আগেই পাঠানো হয়েছে। আরেকটি বার্তা পাঠাতে পৃষ্ঠাটি আবার লোড করুন।",
  "That was sent too quickly. Please check the form and send it again.": "খুব তাড়াতাড়ি পাঠানো হয়েছে। ফর্মটি একবার দেখে আবার পাঠান।",
  "Please check the visit request.": "ভিজিটের অনুরোধটি একবার দেখে নিন।",
  "The request is too large.": "অনুরোধটি অনেক বড়।",
};

/** A refusal's words in `lang` (English when it has no Bengali). */
export const refusalIn = (message: string, lang: LanguageCode) => (lang === "bn" ? (BENGALI[message] ?? message) : message);

/**
 * The language a public post is answered in: the page's, which the site's forms send as the first tag
 * of `Accept-Language` (docs/decisions.md "Spam without a captcha"); any other client gets its own
 * preference, and English unless that is Bengali.
 */
export const postLanguage = (req: { header(name: string): string | undefined }): LanguageCode =>
  /^\s*bn\b/i.test(req.header("Accept-Language") ?? "") ? "bn" : "en";

/** A refusal (4xx) thrown by fail(), said in `lang`: the same status, headers (Retry-After) and field issues. */
export async function inLanguage(err: unknown, lang: LanguageCode): Promise<unknown> {
  if (lang === "en" || !(err instanceof HTTPException) || err.status >= 500) return err;
  const said = refusalIn(err.message, lang);
  if (said === err.message) return err;
  // getResponse() reads the body of the one it holds: asked once.
  const res = err.getResponse();
  const body = (await res.json().catch(() => null)) as { error?: { issues?: unknown } } | null;
  const headers = new Headers(res.headers);
  return new HTTPException(err.status, {
    message: said,
    res: new Response(JSON.stringify(errorBody(said, body?.error?.issues)), { status: err.status, headers }),
  });
}

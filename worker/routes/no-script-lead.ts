import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { LanguageCode } from "../contract/language";
import { localizedPath } from "../contract/language-path";
import type { AppEnv } from "../env";
import { refusalIn } from "../lib/lead-refusals";
import { type NewLead, readNewLead } from "../lib/new-lead";
import { recentPosts, TooEarly, WAIT_PREFIX, waitFor, waitPass } from "../lib/proof-of-work";
import { escapeHtml } from "../seo/head-tags";
import { newLead } from "./messages";
import shownFields from "./no-script-fields.json";

/**
 * A public form sent by a browser without JavaScript (issue 43; docs/decisions.md "Leads a flood cannot
 * stop"). It cannot solve the proof of work, so it proves patience instead, in two steps at its page's
 * /contact address:
 * 1. The post is checked as any other (the same rules, the same words), stores nothing, and is answered
 *    with a confirmation page: what will be sent, as hidden fields, and a signed pass bound to them that
 *    is valid from 10 seconds later (longer for an address that posts often), for 30 minutes, once.
 * 2. "Send" pressed after the wait sends the same fields with the pass: stored like any lead, through
 *    the same path (per-address limits, honeypot, one batch). Pressed too early, the page asks again.
 * A flood of one-step posts stores nothing; a bot that waits pays its time for each post, and the
 * per-address limits still apply. A landowner's files cannot ride through step 1: step 2 asks for them.
 */
export async function noScriptLead(c: Context<AppEnv>, lang: LanguageCode): Promise<Response> {
  c.header("Cache-Control", "no-store");
  let lead: NewLead;
  try {
    lead = await readNewLead(c);
  } catch (err) {
    return refusalPage(c, lang, err);
  }
  if (!lead.altcha?.startsWith(WAIT_PREFIX)) {
    const wait = waitFor(await recentPosts(c.var.db, c, c.var.now()));
    return confirmPage(c, lang, lead, await waitPass(c, lead.fields, wait), wait, false);
  }
  try {
    await newLead(c, async () => lead);
  } catch (err) {
    if (err instanceof TooEarly) return confirmPage(c, lang, lead, lead.altcha, err.waitMs, true);
    return refusalPage(c, lang, err);
  }
  return page(c, lang, 201, WORDS[lang].sentTitle, `<p role="status">${escapeHtml(WORDS[lang].sent)}</p>${backLink(lang)}`);
}

const WORDS = {
  en: {
    confirmTitle: "Confirm your message",
    confirm: (s: string) =>
      `Your browser is not running JavaScript, so this form checks that a person is sending it by asking you to wait ${s} seconds. Then press Send.`,
    early: (s: string) => `Please wait ${s} more seconds, then press Send again.`,
    files: "Attach the deed photos or scans again (optional, up to 5): a browser without JavaScript cannot carry them to this step.",
    filesLabel: "Deed photos or scans",
    send: "Send",
    sentTitle: "Message sent",
    sent: "Message sent successfully!",
    problemTitle: "Please check the form",
    back: "Back to the form",
    home: "Back to the site",
    yours: "What you are sending",
  },
  bn: {
    confirmTitle: "আপনার বার্তা নিশ্চিত করুন",
    confirm: (s: string) =>
      `আপনার ব্রাউজারে জাভাস্ক্রিপ্ট চলছে না, তাই একজন মানুষ ফর্মটি পাঠাচ্ছেন কি না তা যাচাই করতে আপনাকে ${s} সেকেন্ড অপেক্ষা করতে বলা হচ্ছে। তারপর "পাঠান" চাপুন।`,
    early: (s: string) => `অনুগ্রহ করে আরও ${s} সেকেন্ড অপেক্ষা করুন, তারপর আবার "পাঠান" চাপুন।`,
    files: "দলিলের ছবি বা স্ক্যান আবার যুক্ত করুন (ঐচ্ছিক, সর্বোচ্চ ৫টি): জাভাস্ক্রিপ্ট ছাড়া ব্রাউজার সেগুলো এই ধাপে আনতে পারে না।",
    filesLabel: "দলিলের ছবি বা স্ক্যান",
    send: "পাঠান",
    sentTitle: "বার্তা পাঠানো হয়েছে",
    sent: "বার্তা সফলভাবে পাঠানো হয়েছে!",
    problemTitle: "ফর্মটি একবার দেখে নিন",
    back: "ফর্মে ফিরে যান",
    home: "সাইটে ফিরে যান",
    yours: "আপনি যা পাঠাচ্ছেন",
  },
} as const;

/**
 * The fields a visitor reads back on the confirmation page, with their labels in each language
 * (no-script-fields.json: data, as the site's strings are); in the order the form sent them.
 */
const SHOWN: Record<string, Record<LanguageCode, string>> = shownFields;

const seconds = (ms: number, lang: LanguageCode) => Math.ceil(ms / 1000).toLocaleString(lang === "bn" ? "bn-BD" : "en-US");

function confirmPage(c: Context<AppEnv>, lang: LanguageCode, lead: NewLead, pass: string, waitMs: number, early: boolean): Response {
  const w = WORDS[lang];
  const isLandowner = lead.fields.kind === "landowner";
  const kept = Object.entries(lead.fields).filter(([k, v]) => v !== undefined && v !== null && !["altcha", "fillMs", "website"].includes(k));
  const hidden = [...kept, ["website", lead.website ?? ""] as const, ["altcha", pass] as const]
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(String(v))}">`)
    .join("");
  const shown = kept
    .filter(([k, v]) => SHOWN[k] && String(v) !== "")
    .map(([k, v]) => `<dt>${escapeHtml(SHOWN[k]![lang])}</dt><dd>${escapeHtml(String(v))}</dd>`)
    .join("");
  const files = isLandowner
    ? `<p>${escapeHtml(w.files)}</p><p><label for="files">${escapeHtml(w.filesLabel)}</label><br><input id="files" type="file" name="files" multiple accept="image/jpeg,image/png,image/webp,application/pdf"></p>`
    : "";
  const body = [
    `<p role="status">${escapeHtml(early ? w.early(seconds(waitMs, lang)) : w.confirm(seconds(waitMs, lang)))}</p>`,
    shown ? `<h2>${escapeHtml(w.yours)}</h2><dl>${shown}</dl>` : "",
    `<form method="post" action="${escapeHtml(c.req.path)}"${isLandowner ? ' enctype="multipart/form-data"' : ""}>${hidden}${files}<button type="submit">${escapeHtml(w.send)}</button></form>`,
  ].join("");
  return page(c, lang, 200, w.confirmTitle, body);
}

/** A refusal (a field's problem, a limit): its words in the page's language, and the way back. */
async function refusalPage(c: Context<AppEnv>, lang: LanguageCode, err: unknown): Promise<Response> {
  if (!(err instanceof HTTPException) || err.status >= 500) throw err;
  const res = err.getResponse();
  const body = (await res.json().catch(() => null)) as { error?: { issues?: Record<string, string[]> } } | null;
  const issues = body?.error?.issues;
  const list = issues && typeof issues === "object" ? Object.values(issues).flat().filter((m): m is string => typeof m === "string") : [];
  const items = list.length ? `<ul>${list.map((m) => `<li>${escapeHtml(refusalIn(m, lang))}</li>`).join("")}</ul>` : "";
  const retry = res.headers.get("Retry-After");
  if (retry) c.header("Retry-After", retry);
  const html = `<p role="alert">${escapeHtml(refusalIn(err.message, lang))}</p>${items}<p><a href="${escapeHtml(backTo(c, lang))}">${escapeHtml(WORDS[lang].back)}</a></p>`;
  return page(c, lang, err.status, WORDS[lang].problemTitle, html);
}

/** The page the form was on (its Referer on this site), else the contact page. */
function backTo(c: Context<AppEnv>, lang: LanguageCode): string {
  try {
    const ref = new URL(c.req.header("Referer") ?? "");
    if (ref.origin === new URL(c.req.url).origin && ref.pathname.startsWith("/")) return `${ref.pathname}${ref.search}`;
  } catch {
    // no Referer, or not a URL
  }
  return localizedPath("/contact", lang);
}

const backLink = (lang: LanguageCode) => `<p><a href="${escapeHtml(localizedPath("/", lang))}">${escapeHtml(WORDS[lang].home)}</a></p>`;

function page(c: Context<AppEnv>, lang: LanguageCode, status: number, title: string, body: string): Response {
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1c1917}dt{font-weight:600}dd{margin:0 0 .5rem;white-space:pre-wrap}button{font:inherit;padding:.6rem 1.4rem;border-radius:.5rem;border:0;background:#b45309;color:#fff;cursor:pointer}a{color:#b45309}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return c.html(html, status as 200);
}

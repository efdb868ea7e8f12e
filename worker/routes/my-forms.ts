import type { Context } from "hono";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { buyerSignInBody, buyerVerifyBody, type MyFormError } from "../contract/buyer-portal";
import type { LanguageCode } from "../contract/language";
import { localizedPath } from "../contract/language-path";
import type { AppEnv } from "../env";
import { buyerEmail, sendBuyerCode, useBuyerCode } from "../lib/buyer-access";
import { endBuyerSession, startBuyerSession } from "../lib/buyer-sessions";
import { readCapped } from "../lib/capped-body";
import { isCrossSite } from "../middleware/csrf";

/**
 * The buyer portal's forms as plain posts (docs/decisions.md "Buyer portal pages"): the page at /my
 * (web/site/pages/my.tsx) works without JavaScript, so its e-mail, code and sign-out forms post here
 * and each answer is a 303 back to the page, with the next step or a message in its query. Each calls
 * the very functions of the JSON API (routes/my.ts): the same rules, limits and cookie.
 */
const FORM_BYTES = 4_096;

/** The page a form returns to, in its language, with the sign-in's step (`email`) and message (`error`). */
function back(c: Context<AppEnv>, lang: LanguageCode, query: { email?: string; error?: MyFormError } = {}) {
  const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => !!e[1])).toString();
  c.header("Cache-Control", "no-store");
  return c.redirect(`${localizedPath("/my", lang)}${search ? `?${search}` : ""}`, 303);
}

/**
 * A form post from another site is refused, as the API's guard refuses one (middleware/csrf.ts): the
 * buyer cookie is SameSite=Lax, which a cross-site POST does not carry, and this says so outright.
 */
const crossSite = (c: Context<AppEnv>) => isCrossSite(c.req);

const readFields = (c: Context<AppEnv>) =>
  readCapped(c, FORM_BYTES, async (r) => Object.fromEntries([...(await r.formData()).entries()].filter((e): e is [string, string] => typeof e[1] === "string")), "The form data could not be read.");

/** What a refusal of the API's own functions tells the buyer, as a message key the page words. */
const errorOf = (err: unknown, otherwise: MyFormError): MyFormError => {
  if (!(err instanceof HTTPException)) throw err;
  if (err.status === 429) return "busy";
  if (err.status === 503) return "mail";
  return otherwise;
};

function formRoutes(lang: LanguageCode) {
  const at = (path: string) => localizedPath(path, lang);
  return new Hono<AppEnv>()
    .post(at("/my/sign-in"), async (c) => {
      if (crossSite(c)) return c.text("Cross-site request refused.", 403);
      const parsed = buyerSignInBody.safeParse({ email: (await readFields(c).catch(() => ({}) as Record<string, string>)).email ?? "" });
      if (!parsed.success) return back(c, lang, { error: "email" });
      try {
        await sendBuyerCode(c, parsed.data.email);
      } catch (err) {
        return back(c, lang, { error: errorOf(err, "email") });
      }
      return back(c, lang, { email: buyerEmail(parsed.data.email) });
    })
    .post(at("/my/verify"), async (c) => {
      if (crossSite(c)) return c.text("Cross-site request refused.", 403);
      const fields = await readFields(c).catch(() => ({}) as Record<string, string>);
      const email = buyerSignInBody.safeParse({ email: fields.email ?? "" });
      if (!email.success) return back(c, lang, { error: "email" });
      const parsed = buyerVerifyBody.safeParse({ email: fields.email, code: fields.code ?? "" });
      const address = buyerEmail(email.data.email);
      if (!parsed.success) return back(c, lang, { email: address, error: "format" });
      try {
        if (!(await useBuyerCode(c, parsed.data.email, parsed.data.code))) return back(c, lang, { email: address, error: "code" });
      } catch (err) {
        return back(c, lang, { email: address, error: errorOf(err, "code") });
      }
      await startBuyerSession(c, address);
      return back(c, lang);
    })
    .post(at("/my/sign-out"), async (c) => {
      if (crossSite(c)) return c.text("Cross-site request refused.", 403);
      await endBuyerSession(c);
      return back(c, lang);
    });
}

export const myForms = new Hono<AppEnv>().route("/", formRoutes("en")).route("/", formRoutes("bn"));

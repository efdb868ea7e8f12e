import { Hono } from "hono";
import { LANGUAGE_PATH, languageCookie, parseLanguage } from "../contract/language";
import { sitePath } from "../contract/site-path";
import type { AppEnv } from "../env";

/** Only a path on this site, as the one site-path rule resolves it (contract/site-path.ts); anything else goes home. */
export const sameSitePath = (next: string | undefined): string => sitePath(next) ?? "/";

/**
 * The language switch as plain HTML (web/components/layouts/language-switch.tsx is a GET form): for
 * a visitor without JavaScript, or a press before the app runs. Sets the same cookie the page sets
 * and sends the visitor back to the page, which the worker then renders in that language.
 */
export const language = new Hono<AppEnv>().get(LANGUAGE_PATH, (c) => {
  const lang = parseLanguage(c.req.query("lang"));
  c.header("Set-Cookie", languageCookie(lang, new URL(c.req.url).protocol === "https:"));
  c.header("Cache-Control", "no-store");
  return c.redirect(sameSitePath(c.req.query("next")), 303);
});

import { Hono } from "hono";
import { LANGUAGE_PATH, languageCookie, parseLanguage } from "../contract/language";
import type { AppEnv } from "../env";

/**
 * Only a path on this site, normalised: anything else (another origin, `//host`, `/\host`, or a path
 * whose dot segments resolve to `//host`, such as `/.//host`) goes home. The normalised path is what is
 * checked, since it is what the Location header carries.
 */
export function sameSitePath(next: string | undefined): string {
  if (!next || !/^\/(?![/\\])/.test(next)) return "/";
  const url = new URL(next, "http://site.invalid");
  if (url.origin !== "http://site.invalid" || /^\/[/\\]/.test(url.pathname)) return "/";
  return `${url.pathname}${url.search}`;
}

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

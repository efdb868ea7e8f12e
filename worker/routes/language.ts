import { Hono } from "hono";
import { LANGUAGE_PATH, languageCookie, parseLanguage } from "../contract/language";
import { localizedPath } from "../contract/language-path";
import { sitePath } from "../contract/site-path";
import type { AppEnv } from "../env";

/** Only a path on this site, as the one site-path rule resolves it (contract/site-path.ts); anything else goes home. */
export const sameSitePath = (next: string | undefined): string => sitePath(next) ?? "/";

/**
 * The old language switch (a GET form, before pages had their own URLs), kept so that its links and
 * bookmarks, and a page served before the change, still work without JavaScript: it sends the reader
 * to the same page's URL in the chosen language, query kept (`?lang=bn&next=/projects?x=1` →
 * `/bn/projects?x=1`). A page's language is its URL's alone (docs/decisions.md "A language per URL"),
 * so the old cookie decides nothing any more: this removes it.
 */
export const language = new Hono<AppEnv>().get(LANGUAGE_PATH, (c) => {
  const lang = parseLanguage(c.req.query("lang"));
  c.header("Set-Cookie", languageCookie("en", new URL(c.req.url).protocol === "https:"));
  c.header("Cache-Control", "no-store");
  return c.redirect(localizedPath(sameSitePath(c.req.query("next")), lang), 303);
});

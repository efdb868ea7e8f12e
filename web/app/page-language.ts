import { hydratingIn, setLanguage, storedLanguage } from "@/i18n/index";
import type { RenderedState } from "./rendered-state";

/**
 * Applies the visitor's remembered language before the first render, so the page never paints in
 * the other one, and tells whether the worker's HTML is in it: then the page hydrates; if not (the
 * choice was only in storage) it is rendered anew over it, from the same embedded data, rather than
 * hydrated with every text disagreeing. Bengali also (re)writes the cookie, so the worker renders
 * the next pages in it.
 */
export async function applyPageLanguage(rendered: RenderedState | null): Promise<boolean> {
  const lang = storedLanguage();
  if (lang !== "en") await setLanguage(lang);
  const hydrates = rendered !== null && (rendered.lang ?? "en") === lang;
  if (hydrates) hydratingIn(lang);
  return hydrates;
}

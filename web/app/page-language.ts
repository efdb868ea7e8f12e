import { hydratingIn, setLanguage } from "@/i18n/index";
import type { RenderedState } from "./rendered-state";

/**
 * The page's language is its URL's (docs/decisions.md "A language per URL"), which the worker wrote
 * in `<html lang>` (of the rendered page, and of the shell it serves when it could not render one):
 * applied before the first render, so a /bn page hydrates in Bengali and any other in English. Tells
 * whether the worker's HTML is in it (it always is when the page was rendered): then the page hydrates.
 */
export async function applyPageLanguage(rendered: RenderedState | null): Promise<boolean> {
  const lang = document.documentElement.lang === "bn" ? "bn" : "en";
  if (lang !== "en") await setLanguage(lang);
  const hydrates = rendered !== null && (rendered.lang ?? "en") === lang;
  if (hydrates) hydratingIn(lang);
  return hydrates;
}

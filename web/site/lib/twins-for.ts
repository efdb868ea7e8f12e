import type { LanguageCode } from "@/shared/lib/contract";

/**
 * `record` as a page in `lang` shows it: an English page shows no Bengali twin (worker/contract/twins.ts),
 * so the props an island carries in it need none (issue 47). Every `…Bn` text is blanked on an English page.
 */
export function twinsFor<R extends object>(record: R, lang: LanguageCode): R {
  if (lang !== "en") return record;
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, k.endsWith("Bn") && typeof v === "string" ? "" : v])) as R;
}

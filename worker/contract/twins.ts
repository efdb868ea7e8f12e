import type { LanguageCode } from "./language";

/**
 * Which text of a staff-written field a page shows (docs/product.md §3 "Bengali twins"): in Bengali its
 * `{field}Bn` twin when one was written, otherwise the English text, which then says it is English
 * (`lang`, so the page marks it `lang="en"` for screen readers); in English always the English text.
 * A list twin counts as written when any of its items is. Pure: the worker's head and the web's pages.
 */
export type Twin<T> = { value: T; lang: LanguageCode };

const written = (v: unknown): boolean =>
  typeof v === "string" ? v.trim() !== "" : Array.isArray(v) ? v.some((item) => typeof item === "string" && item.trim() !== "") : false;

/** The text in `lang` from the English text and its (maybe empty, maybe missing) Bengali twin. */
export function pickTwin<T extends string | string[] | null | undefined>(english: T, bengali: T | null | undefined, lang: LanguageCode): Twin<T> {
  if (lang === "bn" && written(bengali)) return { value: bengali as T, lang: "bn" };
  return { value: english, lang: "en" };
}

/** A record's fields that have a `{field}Bn` twin. */
export type TwinField<R> = { [K in keyof R & string]: `${K}Bn` extends keyof R ? K : never }[keyof R & string];

/** `record[field]` in `lang`: `twinOf(project, "name", "bn")` is the project's Bengali name, or its English one. */
export function twinOf<R extends object, K extends TwinField<R>>(record: R, field: K, lang: LanguageCode): Twin<R[K]> {
  const bengali = (record as Record<string, unknown>)[`${field}Bn`];
  return pickTwin(record[field] as never, bengali as never, lang) as Twin<R[K]>;
}

/** Just the text: for a title, an alt text, an attribute, where no element can carry `lang`. */
export const twinText = <R extends object, K extends TwinField<R>>(record: R, field: K, lang: LanguageCode): R[K] => twinOf(record, field, lang).value;

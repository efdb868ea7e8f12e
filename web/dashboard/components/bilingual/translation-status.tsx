import { Languages } from "lucide-react";
import { type ReactNode, useId, useState } from "react";

/** A list or text counts as written when it holds something. */
const written = (v: unknown) => (Array.isArray(v) ? v.length > 0 : typeof v === "string" ? v.trim() !== "" : false);

/**
 * Whether a record lacks a Bengali twin: some English text is written and its `{field}Bn` is not
 * (docs/product.md §3). `fields` are the English names; an empty English text needs no twin.
 */
export function lacksBengali<T extends object>(row: T, fields: readonly (keyof T & string)[]): boolean {
  const r = row as Record<string, unknown>;
  return fields.some((f) => written(r[f]) && !written(r[`${f}Bn`]));
}

/** The "Bengali missing" badge beside a row's name in a content table. */
export function BengaliMissingBadge() {
  return (
    <span className="ml-2 inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
      <Languages className="size-3" aria-hidden="true" />
      Bengali missing
    </span>
  );
}

/** The table toolbar's "Needs translation" filter: shows only the rows with a Bengali twin missing. */
export function NeedsTranslationFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex min-h-10 items-center gap-2">
      <input id={id} type="checkbox" className="size-4 accent-ink-800" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        Needs translation
      </label>
    </div>
  );
}

/**
 * The "Needs translation" filter of a management screen: its toolbar control, the row filter for
 * ManageScreen (undefined while off) and the empty text to show while it hides every row.
 */
export function useNeedsTranslation<T>(lacks: (row: T) => boolean) {
  const [only, setOnly] = useState(false);
  return {
    only,
    rowFilter: only ? lacks : undefined,
    toolbar: <NeedsTranslationFilter checked={only} onChange={setOnly} />,
    empty: (otherwise: ReactNode): ReactNode => (only ? "Nothing needs translation: every item has its Bengali text." : otherwise),
  };
}

import { useQueries } from "@tanstack/react-query";
import type { ItemResource } from "@/shared/lib/contract";
import { revisionQuery } from "./publishing-api";
import { asText, fieldLabel, fieldsOf, imagesOf, wordDiff } from "./word-diff";

type Props = { resource: ItemResource; id: string; older: number; newer: number };

/** Two versions field by field: changed words marked (removed struck, added highlighted), pictures side by side. */
export function VersionCompare({ resource, id, older, newer }: Props) {
  const [a, b] = useQueries({ queries: [revisionQuery(resource, id, older), revisionQuery(resource, id, newer)] });
  if (!a?.data || !b?.data) return <p>Loading the versions…</p>;
  const before = fieldsOf(a.data.snapshot);
  const after = fieldsOf(b.data.snapshot);
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  const changed = keys.filter((k) => asText(before.get(k)) !== asText(after.get(k)));
  return (
    <section aria-label={`Changes from version ${older} to version ${newer}`} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">
        Version #{older} → #{newer}: {changed.length ? `${changed.length} field${changed.length === 1 ? "" : "s"} changed` : "no changes"}
      </h3>
      <dl className="flex flex-col gap-3">
        {changed.map((key) => {
          const images = [imagesOf(before.get(key)), imagesOf(after.get(key))] as const;
          return (
            <div key={key} className="rounded-md border border-border p-2" data-field={key}>
              <dt className="text-xs font-semibold uppercase text-muted-foreground">{fieldLabel(key)}</dt>
              {images[0].length || images[1].length ? (
                <dd className="grid grid-cols-2 gap-2">
                  {images.map((list, side) => (
                    <figure key={side} className="flex flex-col gap-1">
                      <figcaption className="text-xs">{side ? `Newer #${newer}` : `Older #${older}`}</figcaption>
                      {list.length ? list.map((src) => <img key={src} src={src} alt={`${fieldLabel(key)}, version ${side ? newer : older}`} className="max-h-32 w-full rounded object-contain" />) : <span>None</span>}
                    </figure>
                  ))}
                </dd>
              ) : (
                <dd className="whitespace-pre-wrap break-words text-sm">
                  {wordDiff(asText(before.get(key)), asText(after.get(key))).map((part, i) =>
                    part.kind === "same" ? (
                      <span key={i}>{part.text}</span>
                    ) : part.kind === "removed" ? (
                      <del key={i} className="bg-red-100 text-red-900">{part.text}</del>
                    ) : (
                      <ins key={i} className="bg-emerald-100 text-emerald-900 no-underline">{part.text}</ins>
                    ),
                  )}
                </dd>
              )}
            </div>
          );
        })}
      </dl>
    </section>
  );
}

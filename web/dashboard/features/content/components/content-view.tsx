import { ExternalLink } from "lucide-react";
import { StatusBadge, statusLabel } from "@/dashboard/components/status-badge";
import { type ContentItem, type ContentType, contentPath } from "@/shared/lib/contract";
import { formatInDhaka } from "@/dashboard/lib/format-date";

/**
 * The View card (docs/product.md §2 "View (card)", modal state cnb-card): the item as staff entered it,
 * its details record when there is one, and a link to its public page (approved items only are public).
 */
export function ContentView({ item, type }: { item: ContentItem; type: ContentType }) {
  const d = item.details;
  return (
    <article className="flex flex-col gap-5">
      <img src={item.mainImage} alt="" className="aspect-video w-full rounded-lg bg-muted object-cover" />
      <header>
        <h3 className="text-xl font-bold text-ink-900">{item.title}</h3>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <StatusBadge status={item.status} />
          {item.tag && <span>{statusLabel(item.tag)}</span>}
          <span>Created {formatInDhaka(item.createdAt)}</span>
          <span>· {item.uniId}</span>
        </p>
      </header>
      <Paragraphs title="Description" list={item.mainDescription} empty="No main description available." />
      <section className="flex flex-col gap-3 border-t border-border pt-4">
        <h4 className="font-semibold text-ink-900">Details</h4>
        {d ? (
          <>
            <Paragraphs list={d.detailsDescription} empty="No additional details available." />
            {d.projectLink && <p className="text-sm">Project link: <a className="text-brand-700 underline" href={d.projectLink}>{d.projectLink}</a></p>}
            {d.youtubeLink && <p className="break-all text-sm">YouTube: {d.youtubeLink}</p>}
            {d.images.length > 0 && (
              <ul aria-label="Detail images" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {d.images.map((src) => (
                  <li key={src}>
                    <img src={src} alt="" className="aspect-square w-full rounded-md bg-muted object-cover" />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">No details added yet.</p>
        )}
      </section>
      {item.status.toLowerCase() === "approved" && (
        <a href={contentPath(type, item.uniId)} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 underline">
          Open the public page
          <ExternalLink className="size-4" aria-hidden="true" />
        </a>
      )}
    </article>
  );
}

function Paragraphs({ title, list, empty }: { title?: string; list: string[]; empty: string }) {
  return (
    <div className="flex flex-col gap-2 text-sm text-ink-800">
      {title && <h4 className="font-semibold text-ink-900">{title}</h4>}
      {list.length ? list.map((p, i) => <p key={i}>{p}</p>) : <p className="text-muted-foreground">{empty}</p>}
    </div>
  );
}

import { useState } from "react";
import { StatusBadge } from "@/dashboard/components/status-badge";
import { Button } from "@/shared/components/ui/button";
import { DASHBOARD } from "@/dashboard/config/dashboard";
import { formatInDhaka } from "@/dashboard/lib/format-date";
import { filterItems, itemTitle, type OverviewFilter, truncate } from "../lib/overview-items";
import type { OverviewSource } from "../lib/overview-source";
import { SourceState } from "./source-state";

type Props = {
  title: string;
  /** Plural, lower case: "projects" → "Manage and view all projects", "No projects found". */
  noun: string;
  /** The fallback title of an untitled item: "Project" → "Project 3". */
  singular: string;
  source: OverviewSource;
  filter: OverviewFilter;
};

/**
 * One overview list (docs/product.md §2): a count badge, the first 10 matches of the filters with title,
 * description, status and created date, "View All {n} Items" when there are more, "No … found".
 */
export function ItemList({ title, noun, singular, source, filter }: Props) {
  const [all, setAll] = useState(false);
  const headingId = `overview-${title.toLowerCase().replace(/\W+/g, "-")}`;
  const found = source.state === "ready" ? filterItems(source.items, filter) : null;
  const shown = found && (all ? found : found.slice(0, DASHBOARD.overviewListSize));
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-white shadow-sm">
      <Header id={headingId} title={title} noun={noun} count={found?.length} />
      {!shown && (
        <div className="px-5 py-4">
          <SourceState source={source}>{() => null}</SourceState>
        </div>
      )}
      {shown?.length === 0 && <p className="px-5 py-8 text-center text-sm text-muted-foreground">No {noun} found</p>}
      {shown && shown.length > 0 && (
        <ul className="divide-y divide-border">
          {shown.map((item, i) => (
            <li key={item.id} className="flex items-start justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-ink-900">{itemTitle(item, singular, i)}</p>
                {item.description && <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">{truncate(item.description)}</p>}
                <p className="mt-1 text-xs text-muted-foreground">{formatInDhaka(item.createdAt)}</p>
              </div>
              <StatusBadge status={item.status} className="shrink-0" />
            </li>
          ))}
        </ul>
      )}
      {found && found.length > DASHBOARD.overviewListSize && (
        <div className="border-t border-border p-3 text-center">
          <Button variant="ghost" size="sm" aria-expanded={all} onClick={() => setAll(!all)}>
            {all ? "Show fewer" : `View All ${found.length} Items`}
          </Button>
        </div>
      )}
    </section>
  );
}

function Header({ id, title, noun, count }: { id: string; title: string; noun: string; count: number | undefined }) {
  return (
    <div className="flex items-start justify-between gap-3 border-b border-border px-5 py-4">
      <div>
        <h3 id={id} className="font-semibold text-ink-900">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">Manage and view all {noun}</p>
      </div>
      {count !== undefined && (
        <span className="rounded-full bg-ink-900 px-2.5 py-0.5 text-xs font-semibold text-white" aria-label={`${count} ${noun}`}>
          {count}
        </span>
      )}
    </div>
  );
}

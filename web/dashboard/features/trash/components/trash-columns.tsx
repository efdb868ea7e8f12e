import type { Column } from "@/dashboard/components/data-table/types";
import { TRASH_DAYS, TRASH_RESOURCE_LABELS, type TrashItem } from "@/shared/lib/contract";
import { formatInDhaka } from "@/dashboard/lib/format-date";

/** The day the daily cron empties it (docs/decisions.md "Trash"). */
const goneOn = (item: TrashItem) => formatInDhaka(new Date(Date.parse(item.deletedAt) + TRASH_DAYS * 86_400_000).toISOString(), "date");

const Item = ({ item }: { item: TrashItem }) => (
  <span className="flex min-w-0 flex-col">
    <span className="break-words font-medium text-ink-900">{item.title}</span>
    <span className="text-xs text-muted-foreground">
      {TRASH_RESOURCE_LABELS[item.resource] ?? item.resource} · <span className="break-all font-mono">{item.itemId}</span>
    </span>
  </span>
);

/** What was deleted, when (Dhaka time), by whom, and until when it can come back. */
export const trashColumns: Column<TrashItem>[] = [
  { id: "item", header: "Item", cell: (item) => <Item item={item} /> },
  { id: "deletedAt", header: "Deleted", cell: (item) => <time dateTime={item.deletedAt} className="whitespace-nowrap">{formatInDhaka(item.deletedAt, "dateTime")}</time> },
  { id: "deletedBy", header: "By", cell: (item) => item.deletedBy ?? "—" },
  { id: "until", header: "Kept until", cell: (item) => <span className="whitespace-nowrap">{goneOn(item)}</span> },
];

/** One entry as a card on a phone (DataTable's `card`, below 768 px), each fact marked by its column's id. */
export function trashCard(item: TrashItem) {
  return (
    <div className="grid gap-1 text-sm">
      <div data-cell="item">
        <Item item={item} />
      </div>
      <p className="text-xs text-muted-foreground">
        Deleted{" "}
        <time dateTime={item.deletedAt} data-cell="deletedAt">
          {formatInDhaka(item.deletedAt, "dateTime")}
        </time>
        {item.deletedBy && (
          <>
            {" by "}
            <span data-cell="deletedBy">{item.deletedBy}</span>
          </>
        )}
        {" · kept until "}
        <span data-cell="until">{goneOn(item)}</span>
      </p>
    </div>
  );
}

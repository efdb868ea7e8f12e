import type { Column, TableSpec } from "@/dashboard/components/data-table/types";
import type { MenuRow } from "../lib/menu-rows";

function IconCell({ src, name }: { src: string; name: string }) {
  if (!src) return <span className="text-muted-foreground">—</span>;
  return <img src={src} alt={name} className="size-8 rounded-md bg-ink-800 object-contain p-1" loading="lazy" />;
}

/** Menus list (docs/product.md §2): SL, Menu, Path, Icon, Active Icon, uni_id; submenus sit under their menu. */
const columns: Column<MenuRow>[] = [
  { id: "sl", header: "SL", cell: (m) => <span className="tabular-nums">{m.sl}</span>, className: "w-16" },
  {
    id: "name",
    header: "Menu",
    cell: (m) =>
      m.parent ? (
        <span className="pl-4">
          <span aria-hidden="true">↳ </span>
          {m.name}
          <span className="sr-only"> (submenu of {m.parent.name})</span>
        </span>
      ) : (
        <span className="font-medium text-ink-900">{m.name}</span>
      ),
    sortValue: (m) => m.name.toLowerCase(),
  },
  { id: "path", header: "Path", cell: (m) => <code className="text-xs">{m.path}</code>, sortValue: (m) => m.path },
  { id: "icon", header: "Icon", cell: (m) => <IconCell src={m.icon} name={`${m.name} icon`} />, className: "w-20" },
  { id: "active_icon", header: "Active Icon", cell: (m) => <IconCell src={m.active_icon} name={`${m.name} active icon`} />, className: "w-24" },
  { id: "uni_id", header: "uni_id", cell: (m) => <code className="text-xs">{m.uni_id}</code>, sortValue: (m) => m.uni_id },
];

/** The Menus table. docs/product.md §2: searchable by name or uni_id. */
export const menuTable: TableSpec<MenuRow> = {
  columns,
  searchFields: (m) => [m.name, m.uni_id],
  searchPlaceholder: "Search by name or uni_id",
};

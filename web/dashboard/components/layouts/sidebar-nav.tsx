import { ChevronDown, LayoutDashboard, LayoutGrid } from "lucide-react";
import { useId, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { Skeleton } from "@/shared/components/ui/skeleton";
import { paths } from "@/shared/config/paths";
import type { Menu } from "@/shared/lib/contract";
import { cn } from "@/shared/lib/utils";
import { activeMenu, menuHref } from "./lib/active-menu";

type Props = {
  /** `undefined` while loading. */
  menus: Menu[] | undefined;
  failed: boolean;
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
};

const item = "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors";
const idle = "text-ink-800 hover:bg-muted";
const current = "bg-ink-900 text-white";

/**
 * The sidebar from GET /api/dashboards (docs/product.md §2 "Layout"): a menu with submenus is a disclosure
 * that opens its links (one open at a time, the active one opened for you); a menu without
 * submenus is a link. Links go to /dashboard{path}; the active menu shows its active icon.
 */
export function SidebarNav({ menus, failed, onNavigate }: Props) {
  const { pathname } = useLocation();
  const active = activeMenu(menus ?? [], pathname);
  const [open, setOpen] = useState<string | null>(active.menu);
  // Another active menu (a link followed, Back) is opened for you, adjusted while rendering
  // (react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const [openedFor, setOpenedFor] = useState(active.menu);
  if (openedFor !== active.menu) {
    setOpenedFor(active.menu);
    setOpen(active.menu);
  }
  const baseId = useId();

  return (
    <nav aria-label="Dashboard" className="flex flex-col gap-1">
      <Link to={paths.dashboard()} onClick={onNavigate} aria-current={pathname === paths.dashboard() ? "page" : undefined} className={cn(item, pathname === paths.dashboard() ? current : idle)}>
        <LayoutDashboard className="size-7 shrink-0 p-1" aria-hidden="true" />
        Dashboard
      </Link>
      {!menus && !failed && <MenuSkeleton />}
      {failed && <p role="alert" className="px-3 py-2 text-sm font-medium text-destructive">Failed to load dashboard data</p>}
      {menus && menus.length === 0 && <p className="px-3 py-2 text-sm text-muted-foreground">No menus available</p>}
      {menus && menus.length > 0 && (
        <ul className="flex flex-col gap-1">
          {menus.map((m) => {
            const isActive = active.menu === m.uni_id;
            const icon = <MenuIcon menu={m} active={isActive} />;
            if (m.submenus.length === 0) {
              return (
                <li key={m.uni_id}>
                  <Link to={menuHref(m.path)} onClick={onNavigate} aria-current={isActive ? "page" : undefined} className={cn(item, isActive ? current : idle)}>
                    {icon}
                    {m.name}
                  </Link>
                </li>
              );
            }
            const expanded = open === m.uni_id;
            const listId = `${baseId}-${m.uni_id}`;
            return (
              <li key={m.uni_id}>
                <button type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setOpen(expanded ? null : m.uni_id)} className={cn(item, isActive ? "bg-muted text-ink-900" : idle)}>
                  {icon}
                  <span className="flex-1 text-left">{m.name}</span>
                  <ChevronDown className={cn("size-4 transition-transform", expanded && "rotate-180")} aria-hidden="true" />
                </button>
                <ul id={listId} hidden={!expanded} className="ml-6 mt-1 flex flex-col gap-1 border-l border-border pl-3">
                  {m.submenus.map((s) => {
                    const on = active.submenu === s.uni_id;
                    return (
                      <li key={s.uni_id}>
                        <Link to={menuHref(s.path)} onClick={onNavigate} aria-current={on ? "page" : undefined} className={cn(item, "py-2", on ? current : idle)}>
                          {s.name}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}

/** The menu's uploaded icon tile (its active icon when active); a generic glyph until icons are uploaded. */
function MenuIcon({ menu, active }: { menu: Menu; active: boolean }) {
  const src = active && menu.active_icon ? menu.active_icon : menu.icon;
  if (!src) return <LayoutGrid className="size-7 shrink-0 p-1" aria-hidden="true" />;
  return <img src={src} alt="" width={28} height={28} className="size-7 shrink-0 rounded-md object-contain" />;
}

function MenuSkeleton() {
  return (
    <div className="flex flex-col gap-2 px-3 py-2" role="status" aria-label="Loading menus">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-9" />
      ))}
    </div>
  );
}

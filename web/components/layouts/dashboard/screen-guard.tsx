import type { ReactNode } from "react";
import { useMatches } from "react-router-dom";
import { canUseMenu, type MenuId } from "@/lib/contract";
import { AccessDenied } from "./access-denied";

/** What each dashboard route declares (app/routes/dashboard/routes.ts): the menu ids that open it. */
export type ScreenHandle = { menu: readonly MenuId[] | null };

const isScreenHandle = (h: unknown): h is ScreenHandle => typeof h === "object" && h !== null && "menu" in h;

/** The menu ids of the deepest matched dashboard route; null when any signed-in user may see it. */
export function useScreenMenu(): readonly MenuId[] | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isScreenHandle(handle)) return handle.menu;
  }
  return null;
}

/**
 * docs/product.md §6 on the client: a screen whose menu ids the designation lacks shows "Access denied", never
 * the screen, however its URL was reached. The API refuses the same calls (403), so this is for people,
 * not for security.
 */
export function ScreenGuard({ designation, children }: { designation: string; children: ReactNode }) {
  const menu = useScreenMenu();
  if (menu && !canUseMenu(designation, ...menu)) return <AccessDenied designation={designation} />;
  return children;
}

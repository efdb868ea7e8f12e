import type { ReactNode } from "react";
import { canUseMenu, type MenuId } from "@/shared/lib/contract";
import { AccessDenied } from "./access-denied";

/**
 * docs/product.md §6 on the client: a screen whose menu ids (`menu`, from the dashboard's route table;
 * null when any signed-in user may see it) the designation lacks shows "Access denied", never the
 * screen, however its URL was reached. The API refuses the same calls (403), so this is for people,
 * not for security.
 */
export function ScreenGuard({ designation, menu, children }: { designation: string; menu: readonly MenuId[] | null; children: ReactNode }) {
  if (menu && !canUseMenu(designation, ...menu)) return <AccessDenied designation={designation} />;
  return children;
}

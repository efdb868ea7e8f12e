import { Menu as MenuIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/shared/components/ui/sheet";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode };

/**
 * The sidebar on phones (docs/product.md §2): a drawer from the left. Radix Dialog closes it on Escape and on
 * a click outside, traps focus while open and returns it to the menu button.
 */
export function MobileDrawer({ open, onOpenChange, children }: Props) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger className="rounded-md p-2 text-ink-900 hover:bg-muted lg:hidden" aria-label="Open menu">
        <MenuIcon className="size-6" aria-hidden="true" />
      </SheetTrigger>
      <SheetContent side="left" closeLabel="Close menu" aria-describedby={undefined} className="bg-white text-ink-900">
        <SheetTitle className="mb-4 text-sm font-semibold uppercase tracking-wide text-muted-foreground">Menu</SheetTitle>
        {children}
      </SheetContent>
    </Sheet>
  );
}

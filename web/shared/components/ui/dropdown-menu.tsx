import * as DropdownPrimitive from "@radix-ui/react-dropdown-menu";
import type { ComponentProps } from "react";
import { cn } from "@/shared/lib/utils";

/**
 * Radix dropdown: opens with Enter/Space/ArrowDown, arrow keys move, Escape closes. Its parts take the
 * differences between uses as props (`spacious`, `compact`), never classes that override theirs: `cn`
 * does not merge classes on public pages (shared/lib/utils.ts).
 */
export const DropdownMenu = DropdownPrimitive.Root;
export const DropdownMenuTrigger = DropdownPrimitive.Trigger;
export const DropdownMenuGroup = DropdownPrimitive.Group;

/** `spacious`: the wider padding of the projects mega menu. */
export function DropdownMenuContent({ className, sideOffset = 8, spacious = false, ...props }: ComponentProps<typeof DropdownPrimitive.Content> & { spacious?: boolean }) {
  return (
    <DropdownPrimitive.Portal>
      <DropdownPrimitive.Content
        sideOffset={sideOffset}
        className={cn("z-50 min-w-48 rounded-lg border border-border bg-white text-ink-900 shadow-xl", spacious ? "p-5" : "p-2", className)}
        {...props}
      />
    </DropdownPrimitive.Portal>
  );
}

/** `compact`: a tighter row whose text size and colour the caller gives (the mega menu's lists). */
export function DropdownMenuItem({ className, compact = false, ...props }: ComponentProps<typeof DropdownPrimitive.Item> & { compact?: boolean }) {
  return (
    <DropdownPrimitive.Item
      className={cn(
        "flex cursor-pointer select-none items-center gap-2 rounded-md px-3 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700",
        compact ? "py-1.5" : "py-2 text-sm",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Label>) {
  return <DropdownPrimitive.Label className={cn("px-3 py-1.5 text-xs font-bold uppercase tracking-wide text-brand-700", className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Separator>) {
  return <DropdownPrimitive.Separator className={cn("my-1 h-px bg-border", className)} {...props} />;
}

import type { ComponentProps } from "react";
import { cn } from "@/shared/lib/utils";

/** `shape`: "pill" is the listing's search box (taller, round, larger text). */
const SHAPES = { box: "h-11 rounded-md text-sm", pill: "h-12 rounded-full text-base" } as const;

export function Input({ className, shape = "box", ...props }: ComponentProps<"input"> & { shape?: keyof typeof SHAPES }) {
  return (
    <input
      className={cn(
        "flex w-full border border-border bg-white px-3 py-2 placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 aria-[invalid=true]:border-destructive",
        SHAPES[shape],
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-28 w-full rounded-md border border-border bg-white px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

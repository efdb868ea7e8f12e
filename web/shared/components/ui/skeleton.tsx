import type { ComponentProps } from "react";
import { cn } from "@/shared/lib/utils";

const SHAPES = { md: "rounded-md", xl: "rounded-xl", "2xl": "rounded-2xl", full: "rounded-full", square: "" } as const;
const TONES = { muted: "bg-muted", ink: "bg-ink-800", "on-dark": "bg-white/10", "faint-on-dark": "bg-white/5" } as const;

/**
 * A placeholder while something loads. Its corners and colour are props, not classes that override its
 * own: `cn` does not merge classes on public pages (shared/lib/utils.ts), so a `rounded-2xl` passed in sat
 * beside `rounded-md`, and which one won was up to the stylesheet's order.
 */
export function Skeleton({
  className,
  shape = "md",
  tone = "muted",
  ...props
}: ComponentProps<"div"> & { shape?: keyof typeof SHAPES; tone?: keyof typeof TONES }) {
  return <div aria-hidden="true" className={cn("animate-pulse", SHAPES[shape], TONES[tone], className)} {...props} />;
}

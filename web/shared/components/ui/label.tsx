import * as LabelPrimitive from "@radix-ui/react-label";
import type { ComponentProps } from "react";
import { cn } from "@/shared/lib/utils";

/** `look`: "caps" is the small upper-case label of the listing's filters. */
const LOOKS = { plain: "text-sm font-medium text-ink-800", caps: "text-xs font-semibold uppercase tracking-wide text-ink-700" } as const;

export function Label({ className, look = "plain", ...props }: ComponentProps<typeof LabelPrimitive.Root> & { look?: keyof typeof LOOKS }) {
  return <LabelPrimitive.Root className={cn(LOOKS[look], className)} {...props} />;
}

import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/shared/lib/utils";

/**
 * shadcn's accordion on Radix. Its parts take the differences between uses as props (`divided`, `tone`)
 * or whole class lists, never classes that override theirs: `cn` does not merge classes on public
 * pages (shared/lib/utils.ts).
 */
export const Accordion = AccordionPrimitive.Root;

/** `divided`: a rule under each item (off in the dark mobile menu, which draws its own). */
export function AccordionItem({ className, divided = true, ...props }: ComponentProps<typeof AccordionPrimitive.Item> & { divided?: boolean }) {
  return <AccordionPrimitive.Item className={cn(divided && "border-b border-border", className)} {...props} />;
}

const TONES = { light: "hover:text-brand-700", dark: "text-white hover:text-brand-300 [&>svg]:text-white/70" } as const;

/** `tone`: "dark" on a dark background (the mobile menu). */
export function AccordionTrigger({ className, children, tone = "light", ...props }: ComponentProps<typeof AccordionPrimitive.Trigger> & { tone?: keyof typeof TONES }) {
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        className={cn(
          "flex flex-1 items-center justify-between gap-4 py-4 text-left font-semibold transition-colors [&[data-state=open]>svg]:rotate-180",
          TONES[tone],
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown className="size-4 shrink-0 transition-transform duration-200" aria-hidden="true" />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

/** `className`: the panel's own classes, in place of the default spacing and muted text. */
export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className="overflow-hidden text-sm" {...props}>
      <div className={className ?? "pb-4 text-muted-foreground"}>{children}</div>
    </AccordionPrimitive.Content>
  );
}

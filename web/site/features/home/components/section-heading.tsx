import type { ReactNode } from "react";
import { cn } from "@/shared/lib/utils";

type Props = { id: string; eyebrow?: string; title: string; children?: ReactNode; align?: "left" | "center"; tone?: "light" | "dark" };

/** The home sections' heading: a gold eyebrow, the <h2> (labels the section via id), a lead. */
export function SectionHeading({ id, eyebrow, title, children, align = "center", tone = "dark" }: Props) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p className={cn("text-xs font-bold uppercase tracking-[0.25em]", tone === "dark" ? "text-brand-700" : "text-brand-300")}>{eyebrow}</p>
      )}
      <h2 id={id} className={cn("mt-3 text-3xl font-bold tracking-tight sm:text-4xl", tone === "dark" ? "text-ink-900" : "text-white")}>
        {title}
      </h2>
      {children && (
        <div className={cn("mt-4 text-base leading-relaxed", tone === "dark" ? "text-muted-foreground" : "text-white/80")}>{children}</div>
      )}
    </div>
  );
}

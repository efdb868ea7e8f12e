import type { ReactNode } from "react";
import { cn } from "@/shared/lib/utils";

/** A titled block of the project page; the id lets other pages link straight to it. */
export function DetailSection({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn("scroll-mt-28 space-y-6", className)}>
      <div className="flex items-center gap-4">
        <span className="h-px w-10 bg-brand-500" aria-hidden="true" />
        <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight text-ink-900 md:text-3xl">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}

import type { ReactNode } from "react";

/** One part of a booking's page in the buyer portal (the schedule, the payments, the documents): its heading names it. */
export function PortalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

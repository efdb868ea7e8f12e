import { Skeleton } from "@/shared/components/ui/skeleton";

/** A part still loading: "Loading…" for screen readers, and a full-width grey bar of each height (Tailwind `h-*`). */
export function LoadingBars({ heights, className }: { heights: string[]; className: string }) {
  return (
    <div aria-busy="true" className={className}>
      <p className="sr-only" role="status">
        Loading…
      </p>
      {heights.map((height, i) => (
        <Skeleton key={i} className={`${height} w-full`} />
      ))}
    </div>
  );
}

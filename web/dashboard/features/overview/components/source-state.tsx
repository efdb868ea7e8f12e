import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Skeleton } from "@/shared/components/ui/skeleton";
import type { OverviewItem } from "../lib/overview-items";
import type { OverviewSource } from "../lib/overview-source";

/** Renders a list's items once loaded; otherwise its skeleton, its failure with a retry, or "not available". */
export function SourceState({ source, children, lines = 2 }: { source: OverviewSource; children: (items: OverviewItem[]) => ReactNode; lines?: number }) {
  switch (source.state) {
    case "ready":
      return children(source.items);
    case "loading":
      return (
        <div className="flex flex-col gap-2" aria-hidden="true">
          {Array.from({ length: lines }, (_, i) => (
            <Skeleton key={i} className="h-5" />
          ))}
        </div>
      );
    case "error":
      return (
        <p className="text-sm text-destructive">
          Failed to load dashboard data.{" "}
          <button type="button" onClick={source.retry} className="font-semibold underline underline-offset-2">
            Try again
          </button>
        </p>
      );
    case "unavailable":
      return (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          Not available for your designation
        </p>
      );
  }
}

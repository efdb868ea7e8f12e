import type { UseQueryResult } from "@tanstack/react-query";
import type { OverviewItem } from "./overview-items";

/**
 * What the overview knows about one list. A designation without the list's menu id never asks for
 * it (the API would answer 403): that list is "unavailable", shown as such, never as an error.
 */
export type OverviewSource =
  | { state: "unavailable" }
  | { state: "loading" }
  | { state: "error"; retry: () => void }
  | { state: "ready"; items: OverviewItem[] };

export function toSource<T>(query: UseQueryResult<T[], unknown>, allowed: boolean, map: (item: T) => OverviewItem): OverviewSource {
  if (!allowed) return { state: "unavailable" };
  if (query.isError) return { state: "error", retry: () => void query.refetch() };
  if (!query.data) return { state: "loading" };
  return { state: "ready", items: query.data.map(map) };
}

/** Several lists as one (Content = banners + news events): unavailable or failed if any part is. */
export function combine(...sources: OverviewSource[]): OverviewSource {
  const failed = sources.find((s) => s.state === "error");
  if (sources.some((s) => s.state === "unavailable")) return { state: "unavailable" };
  if (failed) return failed;
  if (sources.some((s) => s.state === "loading")) return { state: "loading" };
  return { state: "ready", items: sources.flatMap((s) => (s.state === "ready" ? s.items : [])) };
}

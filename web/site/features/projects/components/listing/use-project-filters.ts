import { useCallback, useMemo } from "react";
import { useSearchParams } from "@/shared/lib/router";
import { type ProjectFilters, readFilters, writeFilters } from "../../lib/url-state";

/**
 * The listing's state is its URL query: reading parses it, changing a filter rewrites it.
 * A change starts from the address bar as it is now, not from the last render, so two quick
 * changes (a select, then another before React re-renders) never undo each other.
 * Typing in the search box replaces the history entry, so Back leaves the page instead of undoing keystrokes.
 */
export function useProjectFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<ProjectFilters>, options: { replace?: boolean } = {}) => {
      const current = readFilters(new URLSearchParams(window.location.search));
      setParams(writeFilters({ ...current, ...patch }), { replace: options.replace });
    },
    [setParams],
  );
  const set = useCallback((next: ProjectFilters) => setParams(writeFilters(next)), [setParams]);
  return { filters, update, set };
}

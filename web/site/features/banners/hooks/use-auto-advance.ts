import { useEffect } from "react";

/**
 * Calls `advance` after `ms` of standing on one slide. Keyed on the index, so a manual step
 * restarts the wait; nothing runs while paused (hover/focus) or with fewer than two slides.
 */
export function useAutoAdvance(index: number, count: number, ms: number, paused: boolean, advance: () => void) {
  useEffect(() => {
    if (paused || count < 2) return;
    const id = window.setTimeout(advance, ms);
    return () => window.clearTimeout(id);
  }, [index, count, ms, paused, advance]);
}
